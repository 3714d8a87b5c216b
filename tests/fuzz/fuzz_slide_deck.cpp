// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The slide-deck writer's file plan: any destination (a new or existing folder, with or without
// a slash, a PDF, a file or a folder in the way), any old deck there (slides of any number, the
// user's other files, a folder under a slide's name), any number of slides, committed or not.
// A committed deck is exactly the new slides beside the user's files; a refused, failed or
// abandoned one leaves every file as it was; nothing is ever left beside the destination.
#include "fuzz_gui_application.h"
#include "fuzz_input.h"
#include "render/exporter.h"
#include "render/scene.h"
#include "render/slide_deck_writer.h"
#include "support/folder_snapshot.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>

namespace {

using Tree = std::map<QString, QByteArray>; // path under the run's folder -> content ("<dir>" for a folder)

void fail(const char* what, const QString& detail)
{
    std::fprintf(stderr, "%s: %s\n", what, qPrintable(detail));
    __builtin_trap();
}

QString slideName(int number, int width)
{
    return QStringLiteral("slide-%1.svg").arg(number, width, 10, QLatin1Char('0'));
}

// An old deck and the user's files in `folder`.
void fillOldDeck(FuzzInput& in, const QString& folder)
{
    QDir().mkpath(folder);
    const int slides = in.below(14);
    for (int i = 1; i <= slides; ++i) {
        QFile file(QDir(folder).filePath(slideName(i, in.below(8) == 0 ? 4 : 3)));
        if (file.open(QIODevice::WriteOnly))
            file.write("old slide " + QByteArray::number(i));
    }
    const char* others[] = {"notes.txt", "slide-01.svg", ".slide-001.svg", "slide-abc.svg", "slide-002.svg.bak"};
    for (const char* name : others)
        if (in.below(3) == 0) {
            QFile file(QDir(folder).filePath(QString::fromLatin1(name)));
            if (file.open(QIODevice::WriteOnly))
                file.write("the user's ");
        }
    if (in.below(6) == 0) // a folder where a new slide goes
        QDir(folder).mkpath(slideName(1 + in.below(6), 3));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    static QTemporaryDir scratch;
    const QString root = scratch.filePath(QStringLiteral("run"));
    QDir(root).removeRecursively();
    QDir().mkpath(root);

    const int form = in.below(8);
    const QString deck = QDir(root).filePath(QStringLiteral("deck"));
    QString target = deck + (in.below(2) == 0 ? QStringLiteral("/") : QString());
    switch (form) {
    case 0: // a new folder
        target = deck + QStringLiteral("/");
        break;
    case 1: // an old deck
    case 2:
    case 3: fillOldDeck(in, deck); break;
    case 4: // a PDF, new or replacing one
        target = deck + QStringLiteral(".pdf");
        if (in.below(2) == 0) {
            QFile old(target);
            if (old.open(QIODevice::WriteOnly))
                old.write("old pdf");
        }
        break;
    case 5: // a file where the folder goes
    {
        QFile file(deck);
        if (file.open(QIODevice::WriteOnly))
            file.write("a file");
        break;
    }
    case 6: // a folder where the PDF goes
        target = deck + QStringLiteral(".pdf");
        QDir().mkpath(target);
        break;
    default: // a name that is neither
        target = deck + (in.below(2) == 0 ? QStringLiteral(".svg") : QString());
        break;
    }
    const Tree before = folderSnapshot(root);
    const int slides = in.below(12);
    const bool commit = in.below(4) != 0;
    // A move that fails (as a full disk or a lost mount would), and whether moving back fails too:
    // only then may old slides be kept beside the folder, as "deck.old-N".
    const int failingMove = in.below(3) == 0 ? in.below(30) : -1;
    const bool moveBackFails = in.below(4) == 0;
    int moves = 0;
    bool failed = false;
    const auto move = [&](const QString& from, const QString& to) {
        const int k = moves++;
        if (k == failingMove || (failed && moveBackFails && k == failingMove + 1)) {
            failed = true;
            errno = EIO;
            return false;
        }
        return gt::renameFile(from, to);
    };

    QStringList written;
    bool committed = false;
    try {
        gt::SlideDeckWriter writer(target, move);
        for (int i = 0; i < slides; ++i) {
            gt::Scene slide;
            slide.bounds = QRectF(0, 0, 100 + in.below(50), 80);
            gt::SceneText title;
            title.text = QStringLiteral("slide %1").arg(i + 1);
            slide.title.push_back(title);
            writer.add(slide);
        }
        if (commit) {
            written = writer.commit();
            committed = true;
        }
    } catch (const gt::ExportError& error) {
        if (error.message().isEmpty() || error.message().contains(u'\n'))
            fail("an empty or multi-line message", error.message());
    }
    Tree after = folderSnapshot(root);
    if (failed && moveBackFails && after.count(QStringLiteral("deck.old-1"))) {
        // Old slides kept there, whole, are put back in thought: then nothing else may differ.
        for (auto it = after.begin(); it != after.end();)
            if (it->first.startsWith(QLatin1String("deck.old-1"))) {
                if (it->first != QLatin1String("deck.old-1")
                    && !after.emplace(QStringLiteral("deck/") + it->first.mid(11), it->second).second)
                    fail("kept aside and still in the folder", it->first);
                it = after.erase(it);
            } else {
                ++it;
            }
        if (after != before)
            fail("kept aside is not the old slides", target);
        return 0;
    }
    for (const auto& [path, content] : after)
        if (path.startsWith(u'.') || (!path.startsWith(QLatin1String("deck")) && !before.count(path)))
            fail("left beside the deck", path);
    if (!committed) {
        if (after != before)
            fail("a deck not committed changed the files", target);
        return 0;
    }
    if (target.endsWith(QLatin1String(".pdf"))) {
        if (written != QStringList {target} || !after.at(QStringLiteral("deck.pdf")).startsWith("%PDF"))
            fail("the PDF is not in place", target);
        return 0;
    }
    // The folder: the new slides, the user's files as they were, no old slide left.
    if (written.size() != slides)
        fail("a deck of the wrong length", target);
    static const QRegularExpression oldSlide(QStringLiteral("^slide-\\d{3,}\\.svg$"));
    for (const auto& [path, content] : after) {
        if (!path.startsWith(QLatin1String("deck/")))
            continue;
        const QString name = path.mid(5);
        const bool newSlide = name.size() == 13 && name.startsWith(QLatin1String("slide-")) && name.mid(6, 3).toInt() >= 1
            && name.mid(6, 3).toInt() <= slides;
        if (newSlide) {
            if (!content.contains("<svg"))
                fail("a slide is not the new one", path);
        } else if (content == "<dir>" && before.count(path)) {
            continue; // the user's folder, past the new deck's end
        } else if (oldSlide.match(name).hasMatch()) {
            fail("an old slide past the new deck's end", path);
        } else if (!before.count(path) || before.at(path) != content) {
            fail("the user's file changed", path);
        }
    }
    for (int i = 1; i <= slides; ++i)
        if (!after.count(QStringLiteral("deck/") + slideName(i, 3)))
            fail("a new slide is missing", slideName(i, 3));
    return 0;
}
