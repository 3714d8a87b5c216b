// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace gt {

// What a call returned: a number, or the two numbers of a pair (a C++ `pair`, a Python 2-tuple:
// (mine, theirs) as score games return them). Where a kind needs one number (who wins, the mex),
// it reads the first.
struct CallValue {
    std::int64_t first = 0;
    std::int64_t second = 0; // a pair's; 0 otherwise
    bool pair = false;

    constexpr CallValue(std::int64_t value = 0) // implicit: any number is a call's value
        : first(value)
    {
    }
    constexpr CallValue(std::int64_t a, std::int64_t b)
        : first(a)
        , second(b)
        , pair(true)
    {
    }
    bool operator==(const CallValue&) const = default;
};

} // namespace gt
