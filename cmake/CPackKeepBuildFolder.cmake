# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# CPack installs into its staging folder through the build folder's cmake_install.cmake, which
# also writes install_manifest.txt into the build folder. Run before that install (as an
# install script) it notes whether the manifest was there; run after the package is built (as
# a post-build script) it removes a manifest that CPack alone left.
set(manifest "@PROJECT_BINARY_DIR@/install_manifest.txt")
set(marker "${CPACK_PACKAGE_DIRECTORY}/.manifest-made-by-cpack")
if(NOT DEFINED CPACK_PACKAGE_FILES)
    if(NOT EXISTS "${manifest}")
        file(WRITE "${marker}" "")
    endif()
elseif(EXISTS "${marker}")
    file(REMOVE "${manifest}" "${marker}")
endif()
