// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Which thing a drawn node stands for: a call of the trace, a "+N calls" cut below a call, the
// "+k moves" its elided children, a skipped move, or a state of the state graph. The studio routes clicks and selection by this
// value; the SVG ids ("call-12", "cut-12", "state-9") are made from it for files only.

#include <QMetaType>

#include <cstdint>
#include <vector>

namespace gt {

struct NodeRef {
    enum class Kind : std::uint8_t { None, Call, Cut, Moves, Skipped, State };
    Kind kind = Kind::None;
    std::int32_t id = -1; // the call (for a state: the call that first computed it)

    static constexpr NodeRef call(std::int32_t id) { return {Kind::Call, id}; }
    static constexpr NodeRef cut(std::int32_t id) { return {Kind::Cut, id}; }
    static constexpr NodeRef state(std::int32_t id) { return {Kind::State, id}; }
    static constexpr NodeRef moves(std::int32_t id) { return {Kind::Moves, id}; } // "+k moves" below a call

    bool isCall() const { return kind == Kind::Call; }
    bool isCut() const { return kind == Kind::Cut; }
    bool isState() const { return kind == Kind::State; }
    bool isMoves() const { return kind == Kind::Moves; }
    explicit operator bool() const { return kind != Kind::None; }
    friend bool operator==(const NodeRef&, const NodeRef&) = default;
};

// The nodes of these calls (a call stack, a path).
inline std::vector<NodeRef> callRefs(const std::vector<std::int32_t>& calls)
{
    std::vector<NodeRef> refs;
    refs.reserve(calls.size());
    for (const std::int32_t call : calls)
        refs.push_back(NodeRef::call(call));
    return refs;
}

} // namespace gt

Q_DECLARE_METATYPE(gt::NodeRef)
