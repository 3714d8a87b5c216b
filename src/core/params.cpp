// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "params.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace gt {

namespace {
class ParamsTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Params)
};

QString rangeText(int min, int max)
{
    return ParamsTr::tr("%1 to %2").arg(min).arg(max);
}

// Reads a whole integer; `ok` is false for anything else. Large values saturate so the range
// check reports them as out of range rather than malformed.
long long readInteger(const QString& text, bool* ok)
{
    const QString t = text.trimmed();
    static const QRegularExpression integerPattern(QStringLiteral("^[+-]?[0-9]+$"));
    *ok = integerPattern.match(t).hasMatch();
    if (!*ok)
        return 0;
    bool fits = false;
    const long long value = t.toLongLong(&fits);
    if (fits)
        return value;
    return t.startsWith(u'-') ? std::numeric_limits<long long>::min() : std::numeric_limits<long long>::max();
}
} // namespace

QString ParamSpec::limitsText() const
{
    if (kind == Kind::Integer)
        return rangeText(min, max);
    QString text = minItems == maxItems
        ? ParamsTr::tr("a comma-separated list of %1 integers, each %2").arg(minItems).arg(rangeText(min, max))
        : ParamsTr::tr("a comma-separated list of %1 to %2 integers, each %3")
              .arg(minItems)
              .arg(maxItems)
              .arg(rangeText(min, max));
    if (!extraRule.isEmpty())
        text = ParamsTr::tr("%1; %2", "the limits of a list, then the game's own rule for it").arg(text, extraRule);
    return text;
}

QString ParamSpec::shortLimitsText() const
{
    if (kind == Kind::Integer)
        return rangeText(min, max);
    return minItems == maxItems ? ParamsTr::tr("%1 integers, each %2").arg(minItems).arg(rangeText(min, max))
                                : ParamsTr::tr("%1 to %2 integers, each %3").arg(minItems).arg(maxItems).arg(rangeText(min, max));
}

QString ParamSpec::describedLimits() const
{
    return ParamsTr::tr("%1: %2", "a parameter's description, then its limits").arg(description, limitsText());
}

QString ParamSpec::helpText() const
{
    return ParamsTr::tr("%1 (%2)", "a parameter's description, then its limits").arg(description, limitsText());
}

namespace params {

QString required(const ParamText& text, const ParamSpec& spec)
{
    const auto it = text.find(spec.name);
    if (it == text.end())
        throw ParamError(ParamsTr::tr("missing --%1 (%2: %3)").arg(spec.name, spec.description, spec.limitsText()), spec.name);
    return it->second;
}

int parseInteger(const ParamSpec& spec, const QString& text)
{
    bool ok = false;
    const long long value = readInteger(text, &ok);
    if (!ok)
        throw ParamError(
            ParamsTr::tr("--%1: '%2' is not an integer; allowed: %3").arg(spec.name, text, spec.limitsText()), spec.name);
    if (value < spec.min || value > spec.max)
        throw ParamError(
            ParamsTr::tr("--%1: %2 is out of range; allowed: %3").arg(spec.name, text.trimmed(), spec.limitsText()), spec.name);
    return int(value);
}

std::vector<int> parseIntegerList(const ParamSpec& spec, const QString& text)
{
    QString body = text.trimmed();
    if (body.startsWith(u'[') && body.endsWith(u']'))
        body = body.mid(1, body.size() - 2);
    const QStringList items = body.split(u',');
    if (body.trimmed().isEmpty())
        throw ParamError(ParamsTr::tr("--%1: the list is empty; allowed: %2").arg(spec.name, spec.limitsText()), spec.name);
    if (items.size() < spec.minItems || items.size() > spec.maxItems)
        throw ParamError(
            ParamsTr::tr("--%1: %2 items given; allowed: %3").arg(spec.name, QString::number(items.size()), spec.limitsText()),
            spec.name);
    std::vector<int> values;
    values.reserve(std::size_t(items.size()));
    for (int i = 0; i < items.size(); ++i) {
        const QString item = items[i].trimmed();
        bool ok = false;
        const long long value = readInteger(item, &ok);
        if (!ok) {
            const QString what = item.isEmpty() ? ParamsTr::tr("item %1 is empty").arg(i + 1)
                                                : ParamsTr::tr("item %1 '%2' is not an integer").arg(i + 1).arg(item);
            throw ParamError(ParamsTr::tr("--%1: malformed list '%2': %3; expected comma-separated integers like %4")
                                 .arg(spec.name, text, what, spec.example),
                spec.name);
        }
        if (value < spec.min || value > spec.max)
            throw ParamError(ParamsTr::tr("--%1: item %2 (%3) is out of range; allowed: %4")
                                 .arg(spec.name, QString::number(i + 1), item, spec.limitsText()),
                spec.name);
        values.push_back(int(value));
    }
    return values;
}

void rejectUnknown(const QString& gameId, const std::vector<ParamSpec>& specs, const ParamText& text)
{
    for (const auto& entry : text) {
        const QString& name = entry.first; // not a structured binding: clang 14 cannot capture one
        const bool known = std::any_of(specs.begin(), specs.end(), [&](const ParamSpec& s) { return s.name == name; });
        if (!known) {
            QStringList allowed;
            for (const ParamSpec& s : specs)
                allowed << QStringLiteral("--") + s.name;
            throw ParamError(ParamsTr::tr("%1 has no parameter --%2; its parameters: %3")
                                 .arg(gameId, name, allowed.join(QStringLiteral(", "))));
        }
    }
}

QString joinList(const std::vector<int>& values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(u',');
}

} // namespace params
} // namespace gt
