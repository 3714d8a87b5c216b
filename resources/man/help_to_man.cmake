# Writes the gametree(1) man page from `gametree --help`, so that the page can never drift from
# what the program says. Run with -DPROGRAM=... -DOUTPUT=... -DVERSION=...
execute_process(COMMAND ${PROGRAM} --lang en --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} --help failed: ${status}")
endif()
string(REGEX REPLACE "Usage: [^ ]*gametree" "Usage: gametree" help "${help}") # not the build folder
# roff: a backslash is "\e", a line starting with "." or "'" would be a request.
string(REPLACE "\\" "\\e" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
string(TIMESTAMP today "%Y-%m-%d" UTC)
file(WRITE ${OUTPUT}
".TH GAMETREE 1 \"${today}\" \"gametree ${VERSION}\" \"Game Tree Studio\"
.SH NAME
gametree \\- solve, trace and export the recursion of game solvers
.SH DESCRIPTION
.B gametree
runs a memoized game solver with tracing on and prints the answer and counts, the trace as JSON,
or the game tree as SVG, PNG, PDF or DOT, or a slide deck; the same core as the desktop program
.BR gametree-studio .
Its help, as it prints it:
.PP
.nf
${help}.fi
.SH FILES
.TP
.I ~/.cache/gametree/code
compiled programs of --code (or $GAMETREE_CODE_CACHE)
.TP
.I /usr/share/doc/gametree-studio/examples
programs written against gametree.h
.SH SEE ALSO
.BR gametree-studio ,
the README in /usr/share/doc/gametree-studio
")
