# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# clazy, KDE's checker of Qt idioms, loaded into clang as a plugin: it checks every file as it
# compiles (a few percent more time, no second parse), and with GAMETREE_WERROR its warnings fail
# the build. The checks: levels 0 and 1 (no false alarms in this code when chosen) less
# non-pod-global-static (our file-local constant tables are built before main and read after it)
# and qstring-ref (it asks for midRef(), which Qt 6 no longer has), plus rule-of-three (a guard
# copied by mistake restores its state twice).
set(GAMETREE_CLAZY_CHECKS "level0,level1,no-non-pod-global-static,no-qstring-ref,rule-of-three"
    CACHE STRING "The clazy checks GAMETREE_CLAZY runs")
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "GAMETREE_CLAZY needs clang (CXX=clang++): clazy is a clang plugin")
endif()
find_library(GAMETREE_CLAZY_PLUGIN NAMES ClazyPlugin.so ClazyPlugin PATH_SUFFIXES x86_64-linux-gnu
    DOC "clazy's clang plugin (the Debian package clazy)")
if(NOT GAMETREE_CLAZY_PLUGIN)
    message(FATAL_ERROR "GAMETREE_CLAZY: clazy's plugin is not installed (bash scripts/install-deps.sh test)")
endif()
add_compile_options("SHELL:-Xclang -load -Xclang ${GAMETREE_CLAZY_PLUGIN}" "SHELL:-Xclang -add-plugin -Xclang clazy"
    "SHELL:-Xclang -plugin-arg-clazy -Xclang ${GAMETREE_CLAZY_CHECKS}")
message(STATUS "clazy: ${GAMETREE_CLAZY_CHECKS}")

# Sets the checks of the targets a folder defines from here on (a folder's own choice, with why).
function(gametree_clazy_checks checks)
    get_directory_property(options COMPILE_OPTIONS)
    list(TRANSFORM options REPLACE "^SHELL:-Xclang -plugin-arg-clazy -Xclang .*$" "SHELL:-Xclang -plugin-arg-clazy -Xclang ${checks}")
    set_directory_properties(PROPERTIES COMPILE_OPTIONS "${options}")
endfunction()
