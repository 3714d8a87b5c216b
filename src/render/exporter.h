// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Writes a run's picture to a file, the format chosen by the extension. A failed export leaves
// no file behind (QSaveFile), and every failure says what was wrong.

#include "core/user_error.h"
#include "drawing.h"
#include "scene.h"

#include <QString>
#include <QStringList>

namespace gt {

class ExportError : public UserError {
public:
    using UserError::UserError;
};

// Html: a web page of the whole run (web_page.h), not a picture of a scene.
enum class ExportFormat { Svg, Png, Pdf, Dot, Html };

// From the file name's extension; throws ExportError naming the allowed ones.
ExportFormat exportFormatFor(const QString& path);
QStringList exportExtensions(); // "svg", "png", "pdf", "dot", "html"
// True for a name exportFormatFor takes for a web page (.html, .htm).
bool isWebPagePath(const QString& path);

// An icicle has no graph to write as DOT: ExportError for that format, naming the others.
void checkIcicleFormat(ExportFormat format);

struct ExportOptions {
    int dpi = 144;      // PNG only
    bool force = false; // past kPngPixelsWithoutForce
};

// Past these a picture takes minutes and gigabytes to make and is of no use on a screen or a
// page: it is refused, saying how big it would be, unless forced (gametree export --force).
constexpr int kNodesWithoutForce = 250'000;
constexpr double kPngPixelsWithoutForce = 100e6;
// A drawing of more than kNodesWithoutForce nodes: ExportError saying what it would cost, unless
// `force`; then the same estimate, to say before the work. Empty when the drawing is not that big.
QString checkDrawingSize(const Drawing& drawing, bool force);

// Checked before any work, so that a big run is not drawn for nothing: the folder `path` goes in
// must exist and be writable. Throws ExportError naming the folder.
void checkDestinationFolder(const QString& path);
// The same, and `path` must not name a folder.
void checkExportDestination(const QString& path);

// A PNG of this drawing (unfitted) would pass the pixel limit (kPngPixelsWithoutForce unless
// `force`): ExportError before any layout.
void checkPngBeforeLayout(const Drawing& drawing, const Trace& trace, const Style& style, int dpi, bool force);

// A PDF with the scenes one to a page, every page the size of the largest.
QByteArray pdfOfPages(const std::vector<const Scene*>& pages);

// The file's bytes; PNG and PDF are rendered with QPainter from the same scene as the screen.
QByteArray exportBytes(
    const Scene& scene, const Drawing& drawing, const Game& game, ExportFormat format, const ExportOptions& options = {});
void exportToFile(
    const QString& path, const Scene& scene, const Drawing& drawing, const Game& game, const ExportOptions& options = {});
// "cannot write PATH: WHY", for every writer of a user's file.
ExportError cannotWrite(const QString& path, const QString& why);
// Writes the bytes through QSaveFile: a failed write leaves the old file as it was. Throws ExportError.
void writeExportFile(const QString& path, const QByteArray& bytes);

} // namespace gt
