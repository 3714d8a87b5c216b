# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# `cpack -G DEB`: one package with both programs. Shared libraries are found by dpkg-shlibdeps;
# what they load at run time (the Qt platform plugin, CJK fonts, Graphviz's layout plugins) and
# the compiler for your own recursion are named here.
set(CPACK_PACKAGE_NAME gametree-studio)
set(CPACK_PACKAGE_VENDOR "The Game Tree Studio team")
set(CPACK_PACKAGE_CONTACT "The Game Tree Studio team <team@gametreestudio.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Step through the recursion of game solvers (minimax, memoization)")
# Debian shows these lines as they are: at most 80 characters each.
set(CPACK_PACKAGE_DESCRIPTION "Game Tree Studio makes the recursion of a memoized game solver visible:
every call is a node of the AND/OR game tree, stepped through like a debugger
with the call stack, the memo table and the source line in sync.
Includes the gametree command line.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6, graphviz, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "g++, python3, qt6-translations-l10n")
set(CPACK_STRIP_FILES ON)
configure_file(${CMAKE_CURRENT_LIST_DIR}/CPackKeepBuildFolder.cmake ${PROJECT_BINARY_DIR}/CPackKeepBuildFolder.cmake @ONLY)
set(CPACK_INSTALL_SCRIPTS ${PROJECT_BINARY_DIR}/CPackKeepBuildFolder.cmake)
set(CPACK_POST_BUILD_SCRIPTS ${PROJECT_BINARY_DIR}/CPackKeepBuildFolder.cmake)
include(CPack)
