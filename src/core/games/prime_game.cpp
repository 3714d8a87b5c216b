// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// yukicoder No.7: from N the player to move subtracts a prime not above the starting N and not
// above what is left; whoever is handed 0 or 1 wins (whoever makes it, loses). The recursion of
// seed article 004: dfs(turn, n) says whether the FIRST player wins; primes are tried largest
// first; the base case comes before the memo; the first player's turn is an OR node (return at
// the first winning move), the second player's an AND node (return at the first losing one).

#include "prime_game.h"

#include "core/label_pattern.h"
#include "core/params.h"

#include <QCoreApplication>

namespace gt {
namespace {

class PrimeGame final : public GameWithSolver<PrimeGame> {
    Q_DECLARE_TR_FUNCTIONS(gt::PrimeGame)

public:
    explicit PrimeGame(int start)
        : m_start(start)
    {
        std::vector<bool> composite(std::size_t(start) + 1, false);
        for (int p = 2; p <= start; ++p) {
            if (composite[std::size_t(p)])
                continue;
            m_primesDescending.insert(m_primesDescending.begin(), p);
            for (long long q = (long long)p * p; q <= start; q += p)
                composite[std::size_t(q)] = true;
        }
    }

    QString id() const override { return QStringLiteral("prime"); }
    ValueMeaning valueMeaning() const override { return ValueMeaning::FirstPlayerWins; }
    bool shortCircuitByDefault() const override { return true; } // the article returns at once

    QJsonObject paramsJson() const override { return {{QStringLiteral("n"), m_start}}; }
    QString paramsText() const override { return tr("N=%1").arg(m_start); }

    std::uint32_t stateSpaceSize() const override { return std::uint32_t(2 * (m_start + 1)); }
    std::uint32_t stateOf(int turn, int n) const { return std::uint32_t(turn * (m_start + 1) + n); }
    int turnOf(std::uint32_t state) const { return int(state) / (m_start + 1); }
    int numberOf(std::uint32_t state) const { return int(state) % (m_start + 1); }

    QString stateLabel(std::uint32_t state) const override
    {
        static constexpr LabelPattern first("gt::PrimeGame", QT_TRANSLATE_NOOP("gt::PrimeGame", "N=%1, first player"));
        static constexpr LabelPattern second("gt::PrimeGame", QT_TRANSLATE_NOOP("gt::PrimeGame", "N=%1, second player"));
        return (turnOf(state) == 0 ? first : second).fill(numberOf(state));
    }
    QString positionLabel(std::uint32_t state) const override
    {
        static constexpr LabelPattern position("gt::PrimeGame", QT_TRANSLATE_NOOP("gt::PrimeGame", "N=%1"));
        return position.fill(numberOf(state));
    }
    QJsonObject stateJson(std::uint32_t state) const override
    {
        return {{QStringLiteral("n"), numberOf(state)},
            {QStringLiteral("turn"), turnOf(state) == 0 ? QStringLiteral("first") : QStringLiteral("second")}};
    }
    QString moveLabel(std::int32_t move) const override { return tr("subtract %1").arg(move); }
    QString moveShortLabel(std::int32_t move) const override { return QStringLiteral("\u2212%1").arg(move); }

    // visit[2][N+1]: a row per player to move. Bottom-up, N grows and both turns are filled
    // at each N (a position reads only smaller N).
    std::optional<MemoShape> memoShape() const override
    {
        return MemoShape {MemoShape::Kind::Grid, QStringLiteral("visit[2][N+1]"), tr("turn"), QStringLiteral("N"), 2, m_start + 1,
            QStringList {tr("first"), tr("second")}, tr("N = 0, 1, …, %1, both turns at each").arg(m_start)};
    }
    MemoCell memoCell(std::uint32_t state) const override { return {turnOf(state), numberOf(state)}; }
    std::vector<std::uint32_t> bottomUpOrder() const override
    {
        std::vector<std::uint32_t> order;
        order.reserve(stateSpaceSize());
        for (int n = 0; n <= m_start; ++n)
            for (int turn = 0; turn < 2; ++turn)
                order.push_back(stateOf(turn, n));
        return order;
    }

    std::vector<std::int32_t> legalMoves(std::uint32_t state) const override
    {
        const int n = numberOf(state);
        std::vector<std::int32_t> moves;
        if (n <= 1)
            return moves;
        for (int p : m_primesDescending)
            if (n - p >= 0)
                moves.push_back(p);
        return moves;
    }

    QString answerText(std::int64_t answer) const override { return answer ? QStringLiteral("Win") : QStringLiteral("Lose"); }
    QJsonValue answerJson(std::int64_t answer) const override { return answerText(answer); }

    template <class Recorder> std::int32_t run(Recorder& rec, const SolveOptions& options)
    {
        m_options = options;
        m_memo.assign(options.memo ? stateSpaceSize() : 0, -1);
        return dfs(rec, 0, m_start, 0);
    }

private:
    // Does the first player win when `turn` (0 first, 1 second) is to move with n left?
    template <class Recorder> std::int32_t dfs(Recorder& rec, int turn, int n, std::int32_t move)
    {
        const std::uint32_t state = stateOf(turn, n);
        rec.enter(state, move);                                        // [step:call]
        if (n == 0 || n == 1)                                          // handed 0 or 1: the mover wins
            return rec.leave(state, turn == 0 ? 1 : 0, Outcome::Base); // [step:base]
        if (m_options.memo && m_memo[state] >= 0)
            return rec.leave(state, m_memo[state], Outcome::Memo); // [step:memo]
        // First player (OR): wins if some move wins. Second player (AND): the first player wins
        // only if every move still lets them win. `deciding` is the child value that settles it.
        const std::int32_t deciding = turn == 0 ? 1 : 0;
        std::int32_t result = 1 - deciding;
        bool stoppedEarly = false;
        for (std::size_t k = 0; k < m_primesDescending.size(); ++k) {
            const int p = m_primesDescending[k];
            if (n - p < 0)
                continue;
            if (dfs(rec, 1 - turn, n - p, p) == deciding) { // [step:try]
                result = deciding;
                if (m_options.shortCircuit) {
                    stoppedEarly = k + 1 < m_primesDescending.size(); // smaller primes remain
                    break;
                }
            }
        }
        if (m_options.memo)
            m_memo[state] = std::int8_t(result);                          // [step:store]
        return rec.leave(state, result, Outcome::Computed, stoppedEarly); // [step:return]
    }

    int m_start;
    std::vector<int> m_primesDescending; // primes up to the starting N, largest first
    SolveOptions m_options;
    std::vector<std::int8_t> m_memo; // indexed by state: -1 unknown, 0/1 first player wins
};

std::vector<ParamSpec> paramSpecs()
{
    return {
        {QStringLiteral("n"), PrimeGame::tr("the starting number N"), ParamSpec::Kind::Integer, 2, 10000, 1, 1, {},
            QStringLiteral("7")},
    };
}

std::unique_ptr<Game> create(const ParamText& text)
{
    const std::vector<ParamSpec> specs = paramSpecs();
    params::rejectUnknown(QStringLiteral("prime"), specs, text);
    return std::make_unique<PrimeGame>(params::parseInteger(specs[0], params::required(text, specs[0])));
}

} // namespace

GameInfo primeGameInfo()
{
    return {QStringLiteral("prime"), PrimeGame::tr("Prime Number Game (yukicoder No.7)"),
        PrimeGame::tr("yukicoder No.7; seed article 004 (ja)"), paramSpecs(), &create, QStringLiteral("prime_game.cpp")};
}

} // namespace gt
