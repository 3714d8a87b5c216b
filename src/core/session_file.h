// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A studio session on disk (.gtree, JSON): the game, its parameters as typed, the options, the
// step and the view; for a user's own recursion, the code itself. Reading checks everything and
// throws SessionError naming what is wrong.

#include "game.h"
#include "user_error.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

#include <optional>

namespace gt {

class SessionError : public UserError {
public:
    using UserError::UserError;
};

struct Session {
    static constexpr int kFormatVersion = 1;
    // Longer texts are refused on reading: they would only make the window crawl.
    static constexpr qsizetype kMaxNameLength = 200;        // the game, a parameter's name, the palette, the code's file
    static constexpr qsizetype kMaxValueLength = 4000;      // a parameter's value (a list of 100 moves fits)
    static constexpr double kMaxZoom = 6;                   // the studio's largest zoom
    static constexpr qsizetype kMaxInputLength = 500'000;   // a program's standard input (the file is read up to 1 MiB)
    static constexpr std::int64_t kMaxRoot = 1'000'000'000; // as gametree --root
    // A file larger is not read: the longest input, all CJK and escaped, and a long program fit.
    static constexpr qint64 kMaxFileBytes = 8 << 20;
    QString gameId;
    ParamText params;
    SolveOptions options;
    std::int64_t step = 1;
    QString view = QStringLiteral("tree"); // "tree", "dag" or "table"
    QString palette = QStringLiteral("default");
    double zoom = 0; // 0: fit to the window
    // A user's program: its file name and text (the game is then the file's name). A session can
    // come from anyone: the studio shows the code and asks before compiling or running it.
    QString codeFile;
    QString code;
    std::optional<ValueMeaning> values; // how the program's values read, when not as it declares
    // How a program traced as written (no gametree.h) is run: its standard input, the call for a
    // class without main(), the functions drawn, the top-level call drawn (sessions before them
    // have none: empty, 1).
    QString input;
    std::optional<QString> call;
    QStringList trace;
    std::int64_t root = 1;
    // The language the program ran in when the user picked it or its file's name says another:
    // "cpp" or "python"; empty (and in sessions before it): told by the name, else by the text.
    QString language;
    bool hasCode() const { return !code.isEmpty(); }
};

QByteArray writeSession(const Session& session);
// Throws SessionError for anything that is not a session this version can open, including
// parameters the game refuses (the message is the game's).
Session readSession(const QByteArray& bytes);

// The same with the file: a failed write leaves the old file as it was. Throw SessionError
// naming the file and the reason.
void saveSessionFile(const QString& path, const Session& session);
Session loadSessionFile(const QString& path);

} // namespace gt
