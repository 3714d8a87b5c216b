// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "text_edits.h"

#include <algorithm>

namespace gt::instrument {

std::string TextEdits::applyTo(const std::string& text) const
{
    std::vector<Edit> edits = m_edits;
    std::stable_sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) {
        if (a.offset != b.offset)
            return a.offset < b.offset;
        if (a.opening != b.opening)
            return a.opening < b.opening;
        return a.rank < b.rank;
    });
    std::string out;
    out.reserve(text.size() + 64 * edits.size());
    unsigned at = 0;
    for (const Edit& e : edits) {
        if (e.offset < at) // overlaps a replaced range: dropped
            continue;
        out.append(text, at, e.offset - at);
        out += e.text;
        at = e.offset + e.length;
    }
    out.append(text, std::min<std::size_t>(at, text.size()), std::string::npos);
    return out;
}

} // namespace gt::instrument
