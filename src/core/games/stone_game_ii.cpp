// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Stone Game II: piles in a row; the player to move takes the first X piles, 1 <= X <= 2M, then
// M = max(M, X). The recursion of seed article 002: solve(i, M) returns the stones the player
// to move gets from pile i on; "my share = stones left - the opponent's best". The memo is read
// before the take-everything shortcut, and the shortcut's value is not stored.

#include "stone_game_ii.h"

#include "core/label_pattern.h"
#include "core/params.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>

namespace gt {
namespace {

class StoneGameII final : public GameWithSolver<StoneGameII> {
    Q_DECLARE_TR_FUNCTIONS(gt::StoneGameII)

public:
    explicit StoneGameII(std::vector<int> piles)
        : m_piles(std::move(piles))
        , m_n(int(m_piles.size()))
    {
        m_suffix.assign(std::size_t(m_n) + 1, 0);
        for (int i = m_n - 1; i >= 0; --i)
            m_suffix[std::size_t(i)] = m_suffix[std::size_t(i) + 1] + m_piles[std::size_t(i)];
    }

    QString id() const override { return QStringLiteral("stone-game-ii"); }
    ValueMeaning valueMeaning() const override { return ValueMeaning::MoverScore; }
    bool shortCircuitByDefault() const override { return false; }
    bool hasShortCircuit() const override { return false; } // a minimum needs every move

    QJsonObject paramsJson() const override
    {
        QJsonArray piles;
        for (int p : m_piles)
            piles.append(p);
        return {{QStringLiteral("piles"), piles}};
    }
    QString paramsText() const override { return tr("piles=[%1]").arg(params::joinList(m_piles)); }

    // A call (i, M) recurses only when i + 2M <= n, so every state has i <= n and M <= n.
    std::uint32_t stateSpaceSize() const override { return std::uint32_t((m_n + 1) * (m_n + 1)); }
    std::uint32_t stateOf(int i, int m) const { return std::uint32_t(i * (m_n + 1) + m); }
    int pileOf(std::uint32_t state) const { return int(state) / (m_n + 1); }
    int mOf(std::uint32_t state) const { return int(state) % (m_n + 1); }

    QString stateLabel(std::uint32_t state) const override
    {
        static constexpr LabelPattern label("gt::StoneGameII", QT_TRANSLATE_NOOP("gt::StoneGameII", "i=%1 M=%2"));
        return label.fill(pileOf(state), mOf(state));
    }
    QJsonObject stateJson(std::uint32_t state) const override
    {
        return {{QStringLiteral("i"), pileOf(state)}, {QStringLiteral("M"), mOf(state)},
            {QStringLiteral("left"), qint64(stonesLeft(state))}};
    }
    QString moveLabel(std::int32_t move) const override { return tr("x=%1").arg(move); }
    std::int64_t stonesLeft(std::uint32_t state) const override { return m_suffix[std::size_t(std::min(pileOf(state), m_n))]; }

    // dp[n+1][n+1], indexed [i][M]. Bottom-up, i goes down from the last pile (a state reads
    // only larger i), every M from 1 at each.
    std::optional<MemoShape> memoShape() const override
    {
        return MemoShape {MemoShape::Kind::Grid, QStringLiteral("dp[n+1][n+1]"), QStringLiteral("i"), QStringLiteral("M"),
            m_n + 1, m_n + 1, {}, tr("i = %1, …, 0; M = 1, …, %2 at each").arg(m_n - 1).arg(m_n)};
    }
    MemoCell memoCell(std::uint32_t state) const override { return {pileOf(state), mOf(state)}; }
    std::vector<std::uint32_t> bottomUpOrder() const override
    {
        std::vector<std::uint32_t> order;
        for (int i = m_n - 1; i >= 0; --i)
            for (int m = 1; m <= m_n; ++m)
                order.push_back(stateOf(i, m));
        return order;
    }

    std::vector<std::int32_t> legalMoves(std::uint32_t state) const override
    {
        const int i = pileOf(state);
        const int m = mOf(state);
        std::vector<std::int32_t> moves;
        if (i >= m_n || i - 1 + 2 * m >= m_n)
            return moves; // base case or shortcut: the solver tries no move
        for (int x = 1; x <= 2 * m; ++x)
            moves.push_back(x);
        return moves;
    }

    template <class Recorder> std::int32_t run(Recorder& rec, const SolveOptions& options)
    {
        m_options = options;
        m_memo.assign(options.memo ? std::size_t(m_n + 1) * std::size_t(m_n + 1) : 0, -1);
        return solve(rec, 0, 1, 0);
    }

private:
    template <class Recorder> std::int32_t solve(Recorder& rec, int i, int m, std::int32_t move)
    {
        const std::uint32_t state = stateOf(i, m);
        rec.enter(state, move); // [step:call]
        if (i >= m_n)
            return rec.leave(state, 0, Outcome::Base); // [step:base]
        if (m_options.memo && m_memo[state] != -1)
            return rec.leave(state, m_memo[state], Outcome::Memo);                // [step:memo]
        if (i - 1 + 2 * m >= m_n)                                                 // all the rest fits in 2M
            return rec.leave(state, m_suffix[std::size_t(i)], Outcome::Shortcut); // [step:take-all]
        int opponentBest = INT_MAX;
        for (int x = 1; x <= 2 * m; ++x)
            opponentBest = std::min(opponentBest, solve(rec, i + x, std::max(x, m), x)); // [step:try]
        const int mine = m_suffix[std::size_t(i)] - opponentBest;
        if (m_options.memo)
            m_memo[state] = mine;                         // [step:store]
        return rec.leave(state, mine, Outcome::Computed); // [step:return]
    }

    std::vector<int> m_piles;
    int m_n;
    std::vector<int> m_suffix; // stones in piles i..n-1
    SolveOptions m_options;
    std::vector<int> m_memo; // indexed by state: -1 unknown
};

std::vector<ParamSpec> paramSpecs()
{
    return {
        {QStringLiteral("piles"), StoneGameII::tr("stones in each pile, in order"), ParamSpec::Kind::IntegerList, 1, 10000, 1,
            100, {}, QStringLiteral("2,7,9,4,4")},
    };
}

std::unique_ptr<Game> create(const ParamText& text)
{
    const std::vector<ParamSpec> specs = paramSpecs();
    params::rejectUnknown(QStringLiteral("stone-game-ii"), specs, text);
    return std::make_unique<StoneGameII>(params::parseIntegerList(specs[0], params::required(text, specs[0])));
}

} // namespace

GameInfo stoneGameIIInfo()
{
    return {QStringLiteral("stone-game-ii"), StoneGameII::tr("Stone Game II"),
        StoneGameII::tr("LeetCode 1140; seed article 002 (ja)"), paramSpecs(), &create, QStringLiteral("stone_game_ii.cpp")};
}

} // namespace gt
