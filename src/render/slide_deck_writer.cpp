#include "slide_deck_writer.h"

#include "core/file_writing.h"
#include "core/removed_on_interrupt.h"
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
#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>
#include <cstring>
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
    // A folder: the slides go into a temporary folder beside it, moved in by commit(). They are
    // written one level down, in a folder made as any other (QTemporaryDir makes its own private
    // to the user), so that a new deck's folder is renamed into place with the usual permissions.
    std::optional<QTemporaryDir> temporary;
    std::optional<RemovedOnInterrupt> removedOnInterrupt; // Ctrl+C leaves nothing beside the deck
    QString folder;

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
        const QString file = QDir(folder).filePath(slideFileName(added + 1));
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

SlideDeckWriter::SlideDeckWriter(const QString& path)
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
    for (const QString& stale : staleTemporaryFolders(path)) // from a run that was killed
        QDir(stale).removeRecursively();
    d->temporary.emplace(temporaryFolderTemplate(path));
    if (!d->temporary->isValid())
        throw cannotWrite(path, d->temporary->errorString());
    d->removedOnInterrupt.emplace(d->temporary->path());
    d->folder = d->temporary->filePath(QStringLiteral("deck"));
    if (!QDir().mkdir(d->folder))
        throw ExportError(SlideTr::tr("cannot write %1: the folder could not be made").arg(path));
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

// A new folder is the temporary one renamed. Into an existing folder the old slides (those the
// new deck replaces, and those past its end) are first moved aside into the temporary folder, then
// the new ones moved in; if any step fails, what was moved goes back, so the old deck stays whole.
// The user's other files there are left alone.
QStringList SlideDeckWriter::Private::commitFolder()
{
    const QString target = QDir::cleanPath(path);
    QStringList written;
    for (int i = 1; i <= added; ++i)
        written << QDir(target).filePath(slideFileName(i));
    if (!QFileInfo::exists(target)) {
        if (!QDir().rename(folder, target))
            throw ExportError(SlideTr::tr("cannot write %1: the folder could not be made").arg(path));
        return written;
    }
    // Something other than a slide under a slide's name is the user's: refused before any move.
    const QStringList oldSlides = slidesIn(target);
    for (const QString& name : written)
        if (const QFileInfo in(name); in.exists() && !in.isFile())
            throw cannotWrite(name, SlideTr::tr("it is not a file (a folder of that name is in the way)"));
    const QString aside = temporary->filePath(QStringLiteral("old"));
    if (!QDir().mkdir(aside))
        throw ExportError(SlideTr::tr("cannot write %1: the folder could not be made").arg(path));
    const auto move = [](const QString& from, const QString& to) {
        return std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
    };
    QStringList movedAside;
    QStringList placed;
    const auto undo = [&](const QString& failed) {
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        for (const QString& name : placed)
            QFile::remove(QDir(target).filePath(name));
        for (const QString& name : movedAside)
            move(QDir(aside).filePath(name), QDir(target).filePath(name));
        return cannotWrite(failed, why);
    };
    for (const QString& name : oldSlides) {
        if (!move(QDir(target).filePath(name), QDir(aside).filePath(name)))
            throw undo(QDir(target).filePath(name));
        movedAside << name;
    }
    const QDir from(folder);
    for (int i = 1; i <= added; ++i) {
        if (!move(from.filePath(slideFileName(i)), written[i - 1]))
            throw undo(written[i - 1]);
        placed << slideFileName(i);
    }
    return written; // the old slides go with the temporary folder
}

} // namespace gt
