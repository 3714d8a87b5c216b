# Writes a man page from its template and the program's --help, so that the page can never
# drift from what the program says, compressed as Debian installs man pages (gzip -9n: no name
# or time stamp in it). Run with -DPROGRAM=... -DTEMPLATE=X.1.in -DOUTPUT=X.1.gz -DVERSION=...
set(ENV{QT_QPA_PLATFORM} offscreen) # the studio's --help opens no window
execute_process(COMMAND ${PROGRAM} --lang en --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} --help failed: ${status}")
endif()
string(REGEX REPLACE "Usage: [^ ]*(gametree[-a-z]*)" "Usage: \\1" help "${help}") # not the build folder
# roff: a backslash is "\e", a line starting with "." or "'" would be a request.
string(REPLACE "\\" "\\e" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
string(TIMESTAMP today "%Y-%m-%d" UTC)
file(READ ${TEMPLATE} page)
string(REPLACE "@HELP@" "${help}" page "${page}")
string(REPLACE "@DATE@" "${today}" page "${page}")
string(REPLACE "@VERSION@" "${VERSION}" page "${page}")
string(REGEX REPLACE "\\.gz$" "" plain "${OUTPUT}")
file(WRITE ${plain} "${page}")
execute_process(COMMAND gzip -9nf ${plain} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "gzip ${plain} failed: ${status}")
endif()
