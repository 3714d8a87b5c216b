// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A state's label made from a translated pattern ("used %1 · need %2"), filled by the million:
// finding a state makes a label for each state of the run, and tr() with QString::arg() were
// three quarters of each label's cost. The translation is looked up once per thread and language.

#include <QString>
#include <QStringView>

namespace gt {

class LabelPattern {
public:
    // `context` and `source` as tr() is given them; mark the source with QT_TRANSLATE_NOOP so that
    // lupdate finds it.
    constexpr LabelPattern(const char* context, const char* source)
        : m_context(context)
        , m_source(source)
    {
    }
    // The pattern in the language of the moment with %1 and %2 replaced (each once, as tr()'s
    // patterns for labels have them).
    QString fill(QStringView first, QStringView second = {}) const;
    QString fill(QStringView first, int second) const;
    QString fill(int first, int second) const;
    QString fill(int first) const;

private:
    const char* m_context;
    const char* m_source;
};

} // namespace gt
