// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Insertions into a text at offsets of the original, applied in one pass. Where several land at
// one offset, closing text goes before opening text, an outer opening before an inner one and an
// inner closing before an outer one, so that wrapped ranges nest.

#include <string>
#include <vector>

namespace gt::instrument {

class TextEdits {
public:
    void insert(unsigned offset, std::string text, int depth = 0) { m_edits.push_back({offset, 0, 1, depth, std::move(text)}); }
    // `open` before [begin, end) and `close` after it; `depth` is how deep the wrap is nested.
    void wrap(unsigned begin, unsigned end, std::string open, std::string close, int depth)
    {
        m_edits.push_back({begin, 0, 1, depth, std::move(open)});
        m_edits.push_back({end, 0, 0, -depth, std::move(close)});
    }
    void replace(unsigned offset, unsigned length, std::string text)
    {
        m_edits.push_back({offset, length, 1, 0, std::move(text)});
    }
    std::string applyTo(const std::string& text) const;
    bool empty() const { return m_edits.empty(); }

private:
    struct Edit {
        unsigned offset;
        unsigned length; // replaced characters
        int opening;     // 0 for closing text
        int rank;
        std::string text;
    };
    std::vector<Edit> m_edits;
};

} // namespace gt::instrument
