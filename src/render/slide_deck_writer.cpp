// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "slide_deck_writer.h"

#include "core/file_writing.h"
#include "exporter.h"
#include "scene_painter.h"
#include "svg_writer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>

#include <optional>

namespace gt {

namespace {
class SlideTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Slides)
};

QString slideFileName(int number)
{
    return QStringLiteral("slide-%1.svg").arg(number, 3, 10, QLatin1Char('0'));
}

bool namesFolder(const QString& path)
{
    return path.endsWith(u'/') || path.endsWith(QDir::separator()) || QFileInfo(path).isDir();
}

// The slides of an earlier deck in `folder`: regular files named as this writer names them.
QStringList slidesIn(const QString& folder)
{
    static const QRegularExpression slideName(QStringLiteral("^slide-\\d{3,}\\.svg$"));
    QStringList names;
    for (const QFileInfo& entry : QDir(folder).entryInfoList({QStringLiteral("slide-*.svg")}, QDir::Files | QDir::Hidden))
        if (slideName.match(entry.fileName()).hasMatch())
            names << entry.fileName();
    return names;
}
} // namespace

SlideDeckKind slideDeckKindFor(const QString& path)
{
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return SlideDeckKind::Pdf;
    if (namesFolder(path))
        return SlideDeckKind::SvgFolder;
    throw ExportError(SlideTr::tr("-o %1: a deck is a PDF (a name ending in .pdf) or a folder of SVGs (a name ending in /, "
                                  "or a folder that exists)")
                          .arg(path));
}

void checkSlideDeckDestination(const QString& path)
{
    if (slideDeckKindFor(path) == SlideDeckKind::Pdf)
        return checkExportDestination(path);
    const QFileInfo target(QDir::cleanPath(path));
    if (target.exists() && !target.isDir())
        throw ExportError(SlideTr::tr("-o %1: a file of that name exists, so the slides' folder cannot be made there").arg(path));
    if (target.isDir() && !target.isWritable())
        throw ExportError(SlideTr::tr("-o %1: the folder cannot be written to").arg(path));
    checkDestinationFolder(target.filePath());
}

struct SlideDeckWriter::Private {
    QString path;
    SlideDeckKind kind;
    int added = 0;
    // A PDF: written page by page into a temporary file beside the target.
    std::optional<FileReplacement> file;
    std::optional<QPdfWriter> pdf;
    QPainter painter;
    // A folder: the slides are staged beside it and moved in by commit().
    std::optional<FolderReplacement> folder;

    void addPage(const Scene& slide)
    {
        pdf->setPageSize(pagePoints(pageSize(slide)));
        const bool started = added == 0 ? painter.begin(&*pdf) : pdf->newPage();
        if (!started)
            throw ExportError(SlideTr::tr("cannot write %1: the PDF could not be started").arg(path));
        painter.save();
        paintOnPage(painter, slide);
        painter.restore();
        if (const QString why = file->firstFailure(); !why.isEmpty())
            throw cannotWrite(path, why); // a full disk: no use drawing the remaining pages
    }

    void addSvg(const Scene& slide)
    {
        const QString file = QDir(folder->stagingFolder()).filePath(slideFileName(added + 1));
        if (const QString why = writeFileWhole(file, sceneToSvg(slide)); !why.isEmpty())
            throw cannotWrite(path, why);
    }

    QStringList commitPdf()
    {
        if (painter.isActive() && !painter.end())
            throw ExportError(SlideTr::tr("cannot write %1: the PDF could not be finished").arg(path));
        if (const QString why = file->commit(); !why.isEmpty())
            throw cannotWrite(path, why);
        return {path};
    }

    QStringList commitFolder();
};

SlideDeckWriter::SlideDeckWriter(const QString& path, FolderReplacement::Move move)
    : d(std::make_unique<Private>())
{
    checkSlideDeckDestination(path);
    d->path = path;
    d->kind = slideDeckKindFor(path);
    if (d->kind == SlideDeckKind::Pdf) {
        d->file.emplace(path);
        if (const QString why = d->file->open(); !why.isEmpty())
            throw cannotWrite(path, why);
        d->pdf.emplace(d->file->device());
        setUpPdfWriter(*d->pdf);
        return;
    }
    d->folder.emplace(path, std::move(move));
    if (const QString why = d->folder->open(); !why.isEmpty())
        throw cannotWrite(path, why);
}

SlideDeckWriter::~SlideDeckWriter()
{
    if (d->painter.isActive())
        d->painter.end(); // into the temporary file, which then goes
}

void SlideDeckWriter::add(const Scene& slide)
{
    if (d->kind == SlideDeckKind::Pdf)
        d->addPage(slide);
    else
        d->addSvg(slide);
    ++d->added;
}

int SlideDeckWriter::slidesAdded() const
{
    return d->added;
}

QStringList SlideDeckWriter::commit()
{
    checkSlideCount(std::size_t(d->added));
    return d->kind == SlideDeckKind::Pdf ? d->commitPdf() : d->commitFolder();
}

// The old slides, those the new deck replaces and those past its end, go; the user's other files
// there stay.
QStringList SlideDeckWriter::Private::commitFolder()
{
    QStringList names;
    for (int i = 1; i <= added; ++i)
        names << slideFileName(i);
    const QDir target(QDir::cleanPath(path));
    if (const auto failure = folder->commit(names, slidesIn(target.path())))
        throw cannotWrite(failure->path, failure->why);
    QStringList written;
    for (const QString& name : names)
        written << target.filePath(name);
    return written;
}

} // namespace gt
