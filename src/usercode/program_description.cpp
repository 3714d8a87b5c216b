// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "program_description.h"

#include "runtime/stream_format.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <utility>

namespace gt {

namespace {

class DescriptionTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

// The names runtime_declarations.cpp writes: gt::Values' own.
ValueMeaning valuesNamed(const QString& name)
{
    static const std::pair<const char*, ValueMeaning> names[] = {
        {"FirstPlayerWins", ValueMeaning::FirstPlayerWins},
        {"MoverScore", ValueMeaning::MoverScore},
        {"FirstPlayerScore", ValueMeaning::FirstPlayerScore},
        {"Plain", ValueMeaning::Plain},
        {"ScoreDifference", ValueMeaning::ScoreDifference},
        {"Negamax", ValueMeaning::Negamax},
        {"Grundy", ValueMeaning::Grundy},
    };
    for (const auto& [text, meaning] : names)
        if (name == QLatin1String(text))
            return meaning;
    return ValueMeaning::MoverWins;
}

ParamSpec paramFrom(const QJsonObject& p)
{
    ParamSpec spec;
    spec.name = p[QLatin1String("name")].toString();
    spec.description = p[QLatin1String("description")].toString();
    const bool list = p[QLatin1String("list")].toBool();
    spec.kind = list ? ParamSpec::Kind::IntegerList : ParamSpec::Kind::Integer;
    spec.min = p[QLatin1String("min")].toInt();
    spec.max = p[QLatin1String("max")].toInt();
    spec.minItems = p[QLatin1String("minItems")].toInt(1);
    spec.maxItems = p[QLatin1String("maxItems")].toInt(1);
    if (list) {
        QStringList items;
        for (const QJsonArray list = p[QLatin1String("default")].toArray(); const QJsonValue& v : list)
            items << QString::number(v.toInt());
        spec.example = items.join(u',');
    } else {
        spec.example = QString::number(p[QLatin1String("default")].toInt());
    }
    return spec;
}

// run.table, run.subsetTable: the runtime checked the sizes; a forged stream is held to them too.
std::optional<MemoShape> tableFrom(const QJsonObject& t)
{
    const QString kind = t[QLatin1String("kind")].toString();
    MemoShape shape;
    shape.kind = kind == QLatin1String("grid") ? MemoShape::Kind::Grid
        : kind == QLatin1String("subsets")     ? MemoShape::Kind::Subsets
                                               : MemoShape::Kind::Line;
    shape.declaration = t[QLatin1String("declaration")].toString();
    shape.rowAxis = t[QLatin1String("rowAxis")].toString();
    shape.columnAxis = t[QLatin1String("columnAxis")].toString();
    shape.rows = t[QLatin1String("rows")].toInt();
    shape.columns = t[QLatin1String("columns")].toInt();
    const bool subsets = shape.kind == MemoShape::Kind::Subsets;
    const bool fits = subsets
        ? shape.columns >= 1 && shape.columns <= stream::kMostSubsetItems && shape.rows == shape.columns + 1
        : shape.rows >= 1 && shape.columns >= 1 && qint64(shape.rows) * shape.columns <= stream::kMostTableCells;
    if (!fits || shape.declaration.isEmpty() || (kind != QLatin1String("line") && shape.kind == MemoShape::Kind::Line))
        return std::nullopt;
    if (shape.kind == MemoShape::Kind::Line)
        shape.rows = 1;
    return shape;
}

} // namespace

ProgramDescription parseDescription(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(json, &error).object();
    if (error.error != QJsonParseError::NoError || !root.contains(QLatin1String("params")))
        throw UserError(DescriptionTr::tr("the program's description is unreadable: %1").arg(error.errorString()));
    ProgramDescription d;
    d.title = root[QLatin1String("title")].toString();
    d.values = valuesNamed(root[QLatin1String("values")].toString());
    d.memoDefault = root[QLatin1String("memo")].toBool(true);
    d.shortCircuitDefault = root[QLatin1String("shortCircuit")].toBool();
    d.hasShortCircuit = root[QLatin1String("hasShortCircuit")].toBool(true);
    for (const QJsonArray list = root[QLatin1String("params")].toArray(); const QJsonValue& p : list)
        d.params.push_back(paramFrom(p.toObject()));
    if (root.contains(QLatin1String("table")))
        d.table = tableFrom(root[QLatin1String("table")].toObject());
    return d;
}

} // namespace gt
