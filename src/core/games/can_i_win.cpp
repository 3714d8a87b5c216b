// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// "Can I Win": players alternately take an unused number 1..max and add it to a running total;
// whoever brings it to `total` or beyond wins. The recursion of the seed articles 000/001:
// solve(s, used) with the memo keyed by the set of used numbers, every move tried in increasing
// order, result = OR over moves of NOT solve(child). The `[step:...]` markers tie lines to trace
// events for the studio's code panel.

#include "can_i_win.h"

#include "core/label_pattern.h"
#include "core/params.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <bit>

namespace gt {
namespace {
constexpr LabelPattern kNeedLabel("gt::CanIWin", QT_TRANSLATE_NOOP("gt::CanIWin", "used %1 · need %2"));
constexpr LabelPattern kReachedLabel("gt::CanIWin", QT_TRANSLATE_NOOP("gt::CanIWin", "used %1 · reached %2"));

class CanIWin final : public GameWithSolver<CanIWin> {
    Q_DECLARE_TR_FUNCTIONS(gt::CanIWin)

public:
    CanIWin(int maxChoosable, int desiredTotal)
        : m_max(maxChoosable)
        , m_total(desiredTotal)
    {
    }

    QString id() const override { return QStringLiteral("can-i-win"); }
    ValueMeaning valueMeaning() const override { return ValueMeaning::MoverWins; }
    bool shortCircuitByDefault() const override { return false; } // the article ORs every move

    QJsonObject paramsJson() const override { return {{QStringLiteral("max"), m_max}, {QStringLiteral("total"), m_total}}; }
    QString paramsText() const override { return tr("max=%1, total=%2").arg(m_max).arg(m_total); }

    std::uint32_t stateSpaceSize() const override { return 1u << m_max; }

    QString stateLabel(std::uint32_t used) const override
    {
        const int sum = sumOf(used);
        if (sum < m_total)
            return kNeedLabel.fill(setText(used), m_total - sum);
        return kReachedLabel.fill(setText(used), sum);
    }

    QJsonObject stateJson(std::uint32_t used) const override
    {
        QJsonArray numbers;
        for (int n : numbersIn(used))
            numbers.append(n);
        return {{QStringLiteral("used"), numbers}, {QStringLiteral("need"), m_total - sumOf(used)}};
    }

    void writeStateJson(std::uint32_t used, JsonText& json) const override
    {
        json.raw("{\"need\":");
        json.integer(m_total - sumOf(used));
        json.raw(",\"used\":[");
        for (std::uint32_t rest = used; rest; rest &= rest - 1) { // the set bits, lowest first
            if (rest != used)
                json.raw(',');
            json.integer(std::countr_zero(rest) + 1);
        }
        json.raw("]}");
    }

    QString moveLabel(std::int32_t move) const override { return tr("take %1").arg(move); }
    QString moveShortLabel(std::int32_t move) const override { return QStringLiteral("+%1").arg(move); }

    // dp[1 << max] over the numbers used. Bottom-up, a set reads only sets with one number
    // more: from all used down to none, a layer of sets of one size at a time.
    std::optional<MemoShape> memoShape() const override
    {
        return MemoShape {MemoShape::Kind::Subsets, QStringLiteral("dp[1 << %1]").arg(m_max), tr("numbers used"), tr("used"),
            m_max + 1, m_max, {}, tr("%1 numbers used, then %2, …, then none").arg(m_max).arg(m_max - 1)};
    }
    MemoCell memoCell(std::uint32_t used) const override { return {std::popcount(used), std::int64_t(used)}; }
    std::vector<std::uint32_t> bottomUpOrder() const override
    {
        std::vector<std::uint32_t> order;
        order.reserve(stateSpaceSize());
        for (int layer = m_max; layer >= 0; --layer)
            for (std::uint32_t used = 0; used < stateSpaceSize(); ++used)
                if (std::popcount(used) == layer)
                    order.push_back(used);
        return order;
    }

    std::vector<std::int32_t> legalMoves(std::uint32_t used) const override
    {
        std::vector<std::int32_t> moves;
        if (m_total - sumOf(used) <= 0)
            return moves;
        for (int i = 1; i <= m_max; ++i)
            if (!(used & bitOf(i)))
                moves.push_back(i);
        return moves;
    }

    QString answerText(std::int64_t answer) const override { return answer ? QStringLiteral("true") : QStringLiteral("false"); }
    QJsonValue answerJson(std::int64_t answer) const override { return bool(answer); }

    template <class Recorder> std::int32_t run(Recorder& rec, const SolveOptions& options)
    {
        if (m_total <= 0)
            return 1; // the first player has already won: no call
        if (m_total > m_max * (m_max + 1) / 2)
            return 0; // even all numbers together do not reach the total: no call
        m_options = options;
        m_memo.assign(options.memo ? std::size_t(1) << m_max : 0, -1);
        return solve(rec, m_total, 0, 0);
    }

private:
    static std::uint32_t bitOf(int number) { return 1u << (number - 1); }

    int sumOf(std::uint32_t used) const
    {
        int sum = 0;
        for (std::uint32_t rest = used; rest; rest &= rest - 1)
            sum += std::countr_zero(rest) + 1;
        return sum;
    }

    // "{1,3}", written into one buffer: Find labels every state of a run (a million for max 20)
    // and this is most of its time. The parameter spec keeps max at two digits.
    QString setText(std::uint32_t used) const
    {
        char16_t text[2 + 3 * 32];
        qsizetype size = 0;
        text[size++] = u'{';
        for (std::uint32_t rest = used; rest; rest &= rest - 1) { // the set bits, lowest first
            const int i = std::countr_zero(rest) + 1;
            if (size > 1)
                text[size++] = u',';
            if (i >= 10)
                text[size++] = char16_t(u'0' + i / 10);
            text[size++] = char16_t(u'0' + i % 10);
        }
        text[size++] = u'}';
        return QString(reinterpret_cast<const QChar*>(text), size);
    }

    std::vector<int> numbersIn(std::uint32_t used) const
    {
        std::vector<int> numbers;
        for (int i = 1; i <= m_max; ++i)
            if (used & bitOf(i))
                numbers.push_back(i);
        return numbers;
    }

    // Does the player to move win, needing `need` more with the numbers in `used` gone?
    template <class Recorder> std::int32_t solve(Recorder& rec, int need, std::uint32_t used, std::int32_t move)
    {
        rec.enter(used, move);                        // [step:call]
        if (need <= 0)                                // the opponent just won
            return rec.leave(used, 0, Outcome::Base); // [step:base]
        if (m_options.memo && m_memo[used] != -1)
            return rec.leave(used, m_memo[used], Outcome::Memo); // [step:memo]
        bool canWin = false;
        bool stoppedEarly = false;
        for (int i = 1; i <= m_max; ++i) {
            if (used & bitOf(i))
                continue;
            canWin |= !solve(rec, need - i, used | bitOf(i), i); // [step:try]
            if (canWin && m_options.shortCircuit) {
                stoppedEarly = (~used & ((1u << m_max) - 1)) >> i != 0; // unused numbers left
                break;
            }
        }
        if (m_options.memo)
            m_memo[used] = canWin;                                       // [step:store]
        return rec.leave(used, canWin, Outcome::Computed, stoppedEarly); // [step:return]
    }

    int m_max;
    int m_total;
    SolveOptions m_options;
    std::vector<std::int8_t> m_memo; // indexed by the used set: -1 unknown, 0 lose, 1 win
};

std::vector<ParamSpec> paramSpecs()
{
    return {
        {QStringLiteral("max"), CanIWin::tr("largest number that can be chosen"), ParamSpec::Kind::Integer, 1, 20, 1, 1, {},
            QStringLiteral("10")},
        {QStringLiteral("total"), CanIWin::tr("desired total"), ParamSpec::Kind::Integer, 0, 300, 1, 1, {}, QStringLiteral("11")},
    };
}

std::unique_ptr<Game> create(const ParamText& text)
{
    const std::vector<ParamSpec> specs = paramSpecs();
    params::rejectUnknown(QStringLiteral("can-i-win"), specs, text);
    const int max = params::parseInteger(specs[0], params::required(text, specs[0]));
    const int total = params::parseInteger(specs[1], params::required(text, specs[1]));
    return std::make_unique<CanIWin>(max, total);
}

} // namespace

GameInfo canIWinInfo()
{
    return {QStringLiteral("can-i-win"), CanIWin::tr("Can I Win (the 100 game, numbers not reused)"),
        CanIWin::tr("LeetCode 464; seed articles 000 (ja) and 001 (ko)"), paramSpecs(), &create, QStringLiteral("can_i_win.cpp")};
}

} // namespace gt
