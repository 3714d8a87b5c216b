// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// ABC 270 D "Stones": N stones; the player to move removes a_i stones for some a_i <= the stones
// left; each player maximises the stones they remove. The recursion of seed article 003:
// dfs(n) = max over a <= n of (n - dfs(n - a)), with the memo read before the n = 0 base case
// (so n = 0 is never stored and always answers as a base case).

#include "stones.h"

#include "core/label_pattern.h"
#include "core/params.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <numeric>

namespace gt {
namespace {

class Stones final : public GameWithSolver<Stones> {
    Q_DECLARE_TR_FUNCTIONS(gt::Stones)

public:
    Stones(int stones, std::vector<int> moves)
        : m_stones(stones)
        , m_moves(std::move(moves))
    {
    }

    QString id() const override { return QStringLiteral("stones"); }
    ValueMeaning valueMeaning() const override { return ValueMeaning::MoverScore; }
    bool shortCircuitByDefault() const override { return false; }
    bool hasShortCircuit() const override { return false; } // a maximum needs every move

    QJsonObject paramsJson() const override
    {
        QJsonArray moves;
        for (int a : m_moves)
            moves.append(a);
        return {{QStringLiteral("n"), m_stones}, {QStringLiteral("moves"), moves}};
    }
    QString paramsText() const override { return tr("N=%1, moves {%2}").arg(m_stones).arg(params::joinList(m_moves)); }

    std::uint32_t stateSpaceSize() const override { return std::uint32_t(m_stones + 1); }
    QString stateLabel(std::uint32_t n) const override
    {
        static constexpr LabelPattern label("gt::Stones", QT_TRANSLATE_NOOP("gt::Stones", "n=%1"));
        return label.fill(int(n));
    }
    QJsonObject stateJson(std::uint32_t n) const override { return {{QStringLiteral("n"), int(n)}}; }
    void writeStateJson(std::uint32_t n, JsonText& json) const override
    {
        json.raw("{\"n\":");
        json.integer(n);
        json.raw('}');
    }
    QString moveLabel(std::int32_t move) const override { return tr("remove %1").arg(move); }
    QString moveShortLabel(std::int32_t move) const override { return QStringLiteral("\u2212%1").arg(move); }
    std::int64_t stonesLeft(std::uint32_t n) const override { return std::int32_t(n); }

    // vector<int> dp(N+1): filled bottom-up from n = 0, each n from smaller ones.
    std::optional<MemoShape> memoShape() const override
    {
        return MemoShape {MemoShape::Kind::Line, QStringLiteral("dp[N+1]"), {}, QStringLiteral("n"), 1, m_stones + 1, {},
            tr("n = 0, 1, …, %1").arg(m_stones)};
    }
    std::vector<std::uint32_t> bottomUpOrder() const override
    {
        std::vector<std::uint32_t> order(std::size_t(m_stones) + 1);
        std::iota(order.begin(), order.end(), 0u);
        return order;
    }

    std::vector<std::int32_t> legalMoves(std::uint32_t n) const override
    {
        std::vector<std::int32_t> moves;
        for (int a : m_moves)
            if (a <= int(n))
                moves.push_back(a);
        return moves;
    }

    template <class Recorder> std::int32_t run(Recorder& rec, const SolveOptions& options)
    {
        m_options = options;
        m_memo.assign(options.memo ? std::size_t(m_stones) + 1 : 0, -1);
        return dfs(rec, m_stones, 0);
    }

private:
    // The most stones the player to move removes from a pile of n.
    template <class Recorder> std::int32_t dfs(Recorder& rec, int n, std::int32_t move)
    {
        rec.enter(std::uint32_t(n), move); // [step:call]
        if (m_options.memo && m_memo[std::size_t(n)] != -1)
            return rec.leave(std::uint32_t(n), m_memo[std::size_t(n)], Outcome::Memo); // [step:memo]
        if (n == 0)
            return rec.leave(std::uint32_t(n), 0, Outcome::Base); // [step:base]
        int best = 0;
        for (int a : m_moves) {
            if (a > n)
                break;
            best = std::max(best, n - dfs(rec, n - a, a)); // [step:try]
        }
        if (m_options.memo)
            m_memo[std::size_t(n)] = best;                           // [step:store]
        return rec.leave(std::uint32_t(n), best, Outcome::Computed); // [step:return]
    }

    int m_stones;
    std::vector<int> m_moves; // strictly increasing, starting at 1
    SolveOptions m_options;
    std::vector<int> m_memo; // indexed by n: -1 unknown
};

std::vector<ParamSpec> paramSpecs()
{
    return {
        {QStringLiteral("n"), Stones::tr("stones in the pile"), ParamSpec::Kind::Integer, 1, 10000, 1, 1, {},
            QStringLiteral("10")},
        {QStringLiteral("moves"), Stones::tr("how many stones a move may remove"), ParamSpec::Kind::IntegerList, 1, 10000, 1, 100,
            Stones::tr("strictly increasing, the first is 1, the last at most N"), QStringLiteral("1,4")},
    };
}

std::unique_ptr<Game> create(const ParamText& text)
{
    const std::vector<ParamSpec> specs = paramSpecs();
    params::rejectUnknown(QStringLiteral("stones"), specs, text);
    const int n = params::parseInteger(specs[0], params::required(text, specs[0]));
    const QString movesText = params::required(text, specs[1]);
    const std::vector<int> moves = params::parseIntegerList(specs[1], movesText);
    if (moves.front() != 1)
        throw ParamError(Stones::tr("--moves: the first move must be 1 (got %1 in '%2'); allowed: %3")
                             .arg(moves.front())
                             .arg(movesText, specs[1].limitsText()));
    for (std::size_t k = 1; k < moves.size(); ++k)
        if (moves[k] <= moves[k - 1])
            throw ParamError(Stones::tr("--moves: must be strictly increasing, but item %1 (%2) follows %3; allowed: %4")
                                 .arg(k + 1)
                                 .arg(moves[k])
                                 .arg(moves[k - 1])
                                 .arg(specs[1].limitsText()));
    if (moves.back() > n)
        throw ParamError(Stones::tr("--moves: the last move %1 is more than N=%2; allowed: %3")
                             .arg(moves.back())
                             .arg(n)
                             .arg(specs[1].limitsText()));
    return std::make_unique<Stones>(n, moves);
}

} // namespace

GameInfo stonesInfo()
{
    return {QStringLiteral("stones"), Stones::tr("Stones (AtCoder ABC 270 D)"),
        Stones::tr("AtCoder ABC 270 D; seed article 003 (ja)"), paramSpecs(), &create, QStringLiteral("stones.cpp")};
}

} // namespace gt
