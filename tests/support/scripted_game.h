// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A user's program without the compiler: a game whose run is a tree written out, with the kind of
// values only programs have (score difference, negamax, Grundy), for the narration, the picture
// and the quiz. "2[0,1[0],m3]" is a call returning 2 whose moves lead to a base case returning 0,
// a call returning 1 (from a base case returning 0) and a memo answer returning 3; "9:3" returns
// the pair (9, 3) (give every call a pair, as a program's calls return one type). Calls are
// labelled "p0", "p1", ... in call order, moves "x1", "x2", ...; the player to move alternates.

#include "core/game.h"
#include "core/recorders.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

class ScriptedGame final : public gt::GameWithSolver<ScriptedGame> {
public:
    ScriptedGame(gt::ValueMeaning values, const QString& tree)
        : m_values(values)
    {
        qsizetype at = 0;
        parse(tree, at);
    }

    QString id() const override { return QStringLiteral("scripted.cpp"); }
    QString title() const override { return QStringLiteral("Scripted"); }
    gt::ValueMeaning valueMeaning() const override { return m_values; }
    bool shortCircuitByDefault() const override { return false; }
    bool hasShortCircuit() const override { return false; }
    bool keepsMemoDiscipline() const override { return false; }
    bool keepsCallsWhenStopped() const override { return true; }
    bool infersWhatIsLeft() const override { return true; }
    QJsonObject paramsJson() const override { return {}; }
    QString paramsText() const override { return {}; }
    std::uint32_t stateSpaceSize() const override { return std::uint32_t(m_nodes.size()); }
    QString stateLabel(std::uint32_t state) const override { return QStringLiteral("p%1").arg(state); }
    QJsonObject stateJson(std::uint32_t state) const override { return {{QStringLiteral("label"), stateLabel(state)}}; }
    QString moveLabel(std::int32_t move) const override
    {
        return move > 0 && m_moveWords ? QStringLiteral("x%1").arg(move) : QString();
    }
    // Moves without words, as a program traced as written has them.
    void setMoveWords(bool words) { m_moveWords = words; }
    std::vector<std::int32_t> legalMoves(std::uint32_t) const override { return {}; }

    template <class Recorder> std::int64_t run(Recorder& rec, const gt::SolveOptions&) { return call(rec, 0, 0); }

private:
    struct Node {
        std::int64_t value = 0;
        std::int64_t second = 0;
        bool pair = false;
        bool memo = false;
        std::vector<std::size_t> children;
    };

    std::size_t parse(const QString& text, qsizetype& at)
    {
        const std::size_t id = m_nodes.size();
        m_nodes.push_back({});
        if (text[at] == u'm') {
            m_nodes[id].memo = true;
            ++at;
        }
        const qsizetype start = at;
        while (at < text.size() && (text[at] == u'-' || text[at].isDigit()))
            ++at;
        m_nodes[id].value = text.mid(start, at - start).toLongLong();
        if (at < text.size() && text[at] == u':') {
            const qsizetype second = ++at;
            while (at < text.size() && (text[at] == u'-' || text[at].isDigit()))
                ++at;
            m_nodes[id].second = text.mid(second, at - second).toLongLong();
            m_nodes[id].pair = true;
        }
        if (at < text.size() && text[at] == u'[') {
            do {
                ++at; // '[' or ','
                const std::size_t child = parse(text, at);
                m_nodes[id].children.push_back(child);
            } while (text[at] == u',');
            ++at; // ']'
        }
        return id;
    }

    template <class Recorder> std::int64_t call(Recorder& rec, std::size_t id, std::int32_t move)
    {
        const Node& node = m_nodes[id];
        rec.enter(std::uint32_t(id), move);
        if (!node.memo)
            for (const std::size_t child : node.children)
                call(rec, child, std::int32_t(child));
        const gt::Outcome outcome = node.memo ? gt::Outcome::Memo
            : node.children.empty()           ? gt::Outcome::Base
                                              : gt::Outcome::Computed;
        rec.leave(std::uint32_t(id), node.value, outcome);
        if constexpr (requires { rec.pairOfLastReturn(node.second); })
            if (node.pair)
                rec.pairOfLastReturn(node.second);
        return node.value;
    }

    gt::ValueMeaning m_values;
    bool m_moveWords = true;
    std::vector<Node> m_nodes;
};
