// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

namespace gt {

// Where in a user's program each recorded call entered and returned, for the code panel (the
// built-in solvers tie events to lines with [step:] markers instead and leave this empty). A
// function has few such pairs of lines, so each call keeps a 16-bit index of its pair.
struct CallLines {
    struct Site {
        std::uint32_t enter = 0; // the line of gt::Call; 0: unknown
        std::uint32_t exit = 0;  // the line of call.base, call.memo or call.value; 0: none
        bool operator==(const Site&) const = default;
    };
    static constexpr std::size_t kMaxSites = 65535;

    std::vector<Site> sites {Site {}}; // site 0 is unknown
    std::vector<std::uint16_t> siteOfCall;

    Site of(std::int32_t call) const
    {
        const std::size_t c = std::size_t(call);
        return c < siteOfCall.size() ? sites[siteOfCall[c]] : Site {};
    }
};

} // namespace gt
