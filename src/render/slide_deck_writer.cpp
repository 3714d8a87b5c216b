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

// Slides numbered past `count` in `folder`: what is left of an earlier, longer deck.
void removeSlidesAfter(const QString& folder, int count)
{
    static const QRegularExpression slideName(QStringLiteral("^slide-(\\d{3,})\\.svg$"));
    QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("slide-*.svg")}, QDir::Files)) {
        const QRegularExpressionMatch match = slideName.match(name);
        if (match.hasMatch() && match.captured(1).toInt() > count)
            dir.remove(name);
    }
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
    const QFileInfo target(QDir::cleanPath(path));
    d->temporary.emplace(QDir(target.absolutePath()).filePath(QStringLiteral(".%1-XXXXXX").arg(target.fileName())));
    if (!d->temporary->isValid())
        throw cannotWrite(path, d->temporary->errorString());
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

// A new folder is the temporary one renamed. Into an existing folder each slide is renamed over
// its namesake (rename replaces a file at once), and slides past the new deck's end are removed;
// the user's other files there are left alone.
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
    const QDir from(folder);
    for (int i = 1; i <= added; ++i) {
        const QByteArray source = QFile::encodeName(from.filePath(slideFileName(i)));
        if (std::rename(source.constData(), QFile::encodeName(written[i - 1]).constData()) != 0)
            throw cannotWrite(written[i - 1], QString::fromLocal8Bit(std::strerror(errno)));
    }
    removeSlidesAfter(target, added);
    return written;
}

} // namespace gt
