// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The kind of value a recursion returns (who wins, whose score, a negamax value, a Grundy number),
// read from its return type and from what its statements make of the values of its calls.
#include "recursion_builder.h"
#include "syntax_helpers.h"

namespace gt::instrument::detail {

namespace {

// What the recursion's statements do with the values of its calls.
struct ValueEvidence {
    bool notted = false;     // !f(...)
    bool negated = false;    // -f(...)
    bool grundy = false;     // a set of the values, or an entry indexed by one: a mex follows
    bool moverScore = false; // a parameter, or a held value, minus a value: my part minus theirs
    bool difference = false; // anything else minus a value
    bool maxed = false;      // max(... f() ...)
    bool minned = false;     // min(... f() ...)
};

// Reads the evidence from the recursion's own statements, in the order they are written: a
// variable assigned a value of a call counts as that value where it is read afterwards.
class EvidenceReader {
public:
    EvidenceReader(const Builder& builder, const std::vector<int>& traced)
        : m_builder(builder)
        , m_recursion(traced.begin(), traced.end())
    {
    }

    void read(const Node& n)
    {
        for (const Node& child : n.children()) {
            if (child.is(CXCursor_LambdaExpr) && m_builder.functionAt(child) >= 0)
                continue;
            const OperatorView view = operatorView(child);
            if (view.operands.size() == 2) {
                noteHeldValue(view);
                noteSubtraction(view);
            }
            if (child.is(CXCursor_VarDecl)) {
                const std::vector<Node> kids = child.children();
                if (!kids.empty() && hasCall(kids.back()))
                    m_holdsCall.insert(child.identity());
            }
            if (view.operands.size() == 1)
                noteNegation(view);
            if (child.is(CXCursor_CallExpr))
                noteCall(child);
            if (child.is(CXCursor_ArraySubscriptExpr)) {
                const std::vector<Node> kids = child.children();
                if (kids.size() == 2 && hasCall(kids[1]))
                    m_evidence.grundy = true;
            }
            read(child);
        }
    }

    const ValueEvidence& evidence() const { return m_evidence; }

private:
    bool hasCall(const Node& e) const { return m_builder.callsRecursion(e, m_recursion); }

    // x = f(...), x += f(...)
    void noteHeldValue(const OperatorView& view)
    {
        const std::vector<Node>& kids = view.operands;
        if ((view.op == "=" || view.op == "+=") && hasCall(kids[1])) {
            const Node target = kids[0].stripped().referenced();
            if (!target.isNull())
                m_holdsCall.insert(target.identity());
        }
    }

    // A parameter less a call's value (n - f(n - k): all that is left, less the other's part), or
    // anything less a value held from a call, is the mover's score; a[i] - f(...) is a difference.
    void noteSubtraction(const OperatorView& view)
    {
        const std::vector<Node>& kids = view.operands;
        if (view.op != "-")
            return;
        const Node rhs = kids[1].stripped();
        const Node var = rhs.referenced();
        const bool direct = hasCall(kids[1]);
        const bool held = rhs.is(CXCursor_DeclRefExpr) && !var.isNull() && m_holdsCall.count(var.identity());
        if (!direct && !held)
            return;
        const Node lhs = kids[0].stripped();
        const Node lhsRef = lhs.referenced();
        const bool stateParam = lhs.is(CXCursor_DeclRefExpr) && !lhsRef.isNull() && lhsRef.is(CXCursor_ParmDecl);
        if (held || stateParam)
            m_evidence.moverScore = true;
        else
            m_evidence.difference = true;
    }

    // !f(...), -f(...)
    void noteNegation(const OperatorView& view)
    {
        const std::vector<Node>& kids = view.operands;
        if (hasCall(kids[0]) && kids[0].stripped().is(CXCursor_CallExpr)) {
            if (view.op == "!")
                m_evidence.notted = true;
            if (view.op == "-")
                m_evidence.negated = true;
        }
    }

    // max and min of the values; a set of them (seen.insert(f(...))) or an entry indexed by one
    // (seen[f(...)] = true).
    void noteCall(const Node& call)
    {
        const std::string name = call.spelling();
        m_evidence.maxed = m_evidence.maxed || ((name == "max" || name == "chmax") && hasCall(call));
        m_evidence.minned = m_evidence.minned || ((name == "min" || name == "chmin") && hasCall(call));
        if ((name == "insert" || name == "emplace" || name == "push_back") && hasCall(call) && m_builder.calleeOf(call).first < 0)
            m_evidence.grundy = m_evidence.grundy || name != "push_back";
        if (name == "operator[]" && call.argumentCount() == 2 && hasCall(call.argument(1)))
            m_evidence.grundy = true;
    }

    const Builder& m_builder;
    const std::set<int> m_recursion;
    ValueEvidence m_evidence;
    std::set<std::string> m_holdsCall; // variables assigned from an expression with a recursive call
};

bool hasTurnFlag(const Analysis& a, const std::vector<int>& traced)
{
    bool turnFlag = false;
    for (int f : traced)
        for (const Param& p : a.functions[std::size_t(f)].params)
            turnFlag = turnFlag || p.role == Param::Role::Turn;
    return turnFlag;
}

// Negamax returns a win as 1 and a loss as -1 (or 0); a score difference returns other figures.
bool returnsOnlyUnitLiterals(const Analysis& a, const std::vector<int>& traced)
{
    bool small = true;
    for (int f : traced)
        for (const Node& r : a.functions[std::size_t(f)].returnStatements) {
            const std::vector<Node> value = r.children();
            if (value.empty())
                continue;
            const Node v = value.front().stripped();
            if (v.is(CXCursor_IntegerLiteral))
                small = small && (isLiteral(v, "0") || isLiteral(v, "1"));
            if (v.is(CXCursor_UnaryOperator) && unaryOperator(v) == "-" && !v.children().empty()
                && v.children().front().stripped().is(CXCursor_IntegerLiteral))
                small = small && isLiteral(v.children().front(), "1");
        }
    return small;
}

ValueKind kindOfEvidence(const ValueEvidence& e, bool turnFlag, const Analysis& a, const std::vector<int>& traced)
{
    if (e.grundy)
        return ValueKind::Grundy;
    // Max on one player's turn and min on the other's: a value from one side (the first
    // player's, as the root's flag names it).
    if (turnFlag && e.maxed && e.minned)
        return ValueKind::FirstPlayerScore;
    if (e.negated)
        return returnsOnlyUnitLiterals(a, traced) ? ValueKind::Negamax : ValueKind::ScoreDifference;
    if (e.difference)
        return ValueKind::ScoreDifference;
    if (e.moverScore)
        return ValueKind::MoverScore;
    if (e.notted)
        return turnFlag ? ValueKind::FirstPlayerWins : ValueKind::MoverWins;
    return ValueKind::Plain;
}

} // namespace

ValueKind Builder::suggestValues(const std::vector<int>& traced) const
{
    const Function& first = a.functions[std::size_t(traced.front())];
    const bool turnFlag = hasTurnFlag(a, traced);
    if (first.returns == ReturnKind::Void)
        return ValueKind::Plain;
    // A pair is (mine, theirs), or with a turn flag (the first player's, the second's); the
    // run tests both (value_evidence.h).
    if (first.returnsPair)
        return turnFlag ? ValueKind::FirstPlayerScore : ValueKind::MoverScore;
    if (first.returnType == "bool")
        return turnFlag ? ValueKind::FirstPlayerWins : ValueKind::MoverWins;
    EvidenceReader reader(*this, traced);
    for (int f : traced)
        reader.read(a.functions[std::size_t(f)].body);
    return kindOfEvidence(reader.evidence(), turnFlag, a, traced);
}

} // namespace gt::instrument::detail
