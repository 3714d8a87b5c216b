#pragma once

// Colours the C++ of a solver: keywords, types, numbers, literals, comments, preprocessor lines and
// the names of the gametree.h contract (the gt namespace, GT_GAME), so a student's own file reads
// like the built-in listings.

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <vector>

namespace gt {

class CppHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit CppHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
        bool opensComment = false; // `/*`: runs to `*/`, maybe blocks later
    };
    int closeComment(const QString& text, int start, int searchFrom);
    void highlightLiterals(const QString& text, int from);

    std::vector<Rule> m_tokens;   // may overlap; a later rule wins
    std::vector<Rule> m_literals; // strings, characters and comments: the first to start wins
    QTextCharFormat m_comment;
};

} // namespace gt
