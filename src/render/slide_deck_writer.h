// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Writes a deck as its slides come (SlideSink): a PDF page by page, or a folder of numbered SVGs.
// Nothing reaches the destination before commit(): a deck that fails or is cancelled leaves the
// old PDF or folder as it was, and a folder gets no stale slides from a longer, earlier deck.

#include "core/folder_replacement.h"
#include "slide_deck.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace gt {

// From -o: a name ending in .pdf is one PDF; a name ending in '/' or an existing folder is a
// folder of SVGs. Anything else (deck.svg, -) is refused: ExportError saying what is allowed.
enum class SlideDeckKind { Pdf, SvgFolder };
SlideDeckKind slideDeckKindFor(const QString& path);

// What would stop the deck from being written there, checked before any work: the folder it goes
// in must exist and be writable, and a PDF's name must not be a folder. Throws ExportError.
void checkSlideDeckDestination(const QString& path);

class SlideDeckWriter : public SlideSink {
public:
    // Throws ExportError when the destination is refused or nothing can be written beside it.
    // A folder's slides are put in place by `move` (a fuzzer's fails at will).
    explicit SlideDeckWriter(const QString& path, FolderReplacement::Move move = renameFile);
    ~SlideDeckWriter() override;

    void add(const Scene& slide) override; // throws ExportError
    int slidesAdded() const;
    // Puts the deck in place; returns the files it is made of. Throws ExportError.
    QStringList commit();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gt
