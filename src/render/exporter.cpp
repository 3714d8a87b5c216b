// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "exporter.h"

#include "core/file_writing.h"

#include "dot_writer.h"
#include "scene_painter.h"
#include "svg_writer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace gt {

namespace {
class ExportTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Export)
};

// Beyond this a PNG is refused even when forced: 1.6 GB of pixels before it is encoded.
constexpr double kMaxPngPixels = 400e6;

// Measured on can-i-win (20, 210) --fit none --max-nodes 400000 (279,826 nodes: 427 MB of SVG,
// 1.1 GB more memory than the run alone; issue 15 notes): what a drawn
// node costs in the SVG file and in memory while it is laid out and written.
constexpr double kSvgBytesPerNode = 1530;
constexpr double kMemoryBytesPerNode = 4100;

QString bytesText(double bytes)
{
    return bytes >= 1e9 ? ExportTr::tr("%1 GB").arg(bytes / 1e9, 0, 'f', 1) : ExportTr::tr("%1 MB").arg(qRound64(bytes / 1e6));
}

void refuseHugePng(QSizeF points, int dpi, bool force)
{
    const double scale = dpi / 72.0;
    const QSize size(int(std::ceil(points.width() * scale)), int(std::ceil(points.height() * scale)));
    const double pixels = double(size.width()) * size.height();
    const double limit = force ? kMaxPngPixels : kPngPixelsWithoutForce;
    if (pixels <= limit)
        return;
    const QString what
        = ExportTr::tr("the PNG would be %1 x %2 pixels (%3 million, %4 in memory), more than %5 million")
              .arg(QString::number(size.width()), QString::number(size.height()), QString::number(qRound64(pixels / 1e6)),
                  bytesText(pixels * 4), QString::number(qRound64(limit / 1e6)));
    throw ExportError(force ? ExportTr::tr("%1; lower --dpi or --max-nodes, or export SVG or PDF").arg(what)
                            : ExportTr::tr("%1; lower --dpi or --max-nodes, export SVG or PDF, or add --force").arg(what));
}

QByteArray renderPng(const Scene& scene, int dpi, bool force)
{
    const double scale = dpi / 72.0;
    const QSizeF page = pageSize(scene);
    refuseHugePng(page, dpi, force);
    const QSize size(int(std::ceil(page.width() * scale)), int(std::ceil(page.height() * scale)));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(scene.style.palette.background);
    {
        QPainter painter(&image);
        painter.scale(scale, scale);
        paintOnPage(painter, scene);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

QByteArray pdfOfPages(const std::vector<const Scene*>& pages)
{
    QSizeF page;
    for (const Scene* scene : pages)
        page = page.expandedTo(pageSize(*scene));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    setUpPdfWriter(pdf);
    pdf.setPageSize(pagePoints(page));
    paintPages(pdf, pages);
    return bytes;
}

void checkPngBeforeLayout(const Drawing& drawing, const Trace& trace, const Style& style, int dpi, bool force)
{
    // The widest level's nodes side by side at their narrowest, the levels one under another:
    // the picture is at least this large, whatever the layout makes of it.
    std::vector<int> perLevel;
    for (const DrawNode& node : drawing.nodes) {
        const std::size_t level = std::size_t(trace.depth(node.call)) + (node.kind == DrawNode::Kind::Call ? 0 : 1);
        perLevel.resize(std::max(perLevel.size(), level + 1), 0);
        ++perLevel[level];
    }
    if (perLevel.empty())
        return;
    const double width = *std::max_element(perLevel.begin(), perLevel.end()) * (style.minNodeWidth + style.nodeSeparation);
    const double height = double(perLevel.size()) * (style.rankSeparation + 2 * style.nodePaddingY);
    refuseHugePng({width, height}, dpi, force);
}

QString checkDrawingSize(const Drawing& drawing, bool force)
{
    const qint64 nodes = qint64(drawing.nodes.size());
    if (nodes <= kNodesWithoutForce)
        return {};
    const QString cost = ExportTr::tr("%L1 nodes, about %2 of SVG and %3 of memory")
                             .arg(nodes)
                             .arg(bytesText(nodes * kSvgBytesPerNode), bytesText(nodes * kMemoryBytesPerNode));
    if (!force)
        throw ExportError(ExportTr::tr("the picture would have %1: more than %L2 nodes is drawn only with --force; "
                                       "lower --max-nodes or --depth, or use --view icicle")
                              .arg(cost)
                              .arg(kNodesWithoutForce));
    return ExportTr::tr("drawing %1…").arg(cost);
}

void checkDestinationFolder(const QString& path)
{
    const QFileInfo parent(QFileInfo(path).absolutePath());
    if (!parent.isDir())
        throw ExportError(ExportTr::tr("-o %1: the folder %2 does not exist").arg(path, parent.filePath()));
    if (!parent.isWritable())
        throw ExportError(ExportTr::tr("-o %1: the folder %2 cannot be written to").arg(path, parent.filePath()));
}

void checkExportDestination(const QString& path)
{
    if (QFileInfo(path).isDir())
        throw ExportError(ExportTr::tr("-o %1: that is a folder; give a file name").arg(path));
    checkDestinationFolder(path);
}

QStringList exportExtensions()
{
    return {QStringLiteral("svg"), QStringLiteral("png"), QStringLiteral("pdf"), QStringLiteral("dot"), QStringLiteral("html")};
}

bool isWebPagePath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("html") || suffix == QLatin1String("htm");
}

ExportFormat exportFormatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (suffix == QLatin1String("png"))
        return ExportFormat::Png;
    if (suffix == QLatin1String("pdf"))
        return ExportFormat::Pdf;
    if (suffix == QLatin1String("dot") || suffix == QLatin1String("gv"))
        return ExportFormat::Dot;
    if (isWebPagePath(path))
        return ExportFormat::Html;
    throw ExportError(ExportTr::tr("%1: unknown extension '%2'; use .svg, .png, .pdf, .dot or .html")
                          .arg(path, suffix.isEmpty() ? ExportTr::tr("(none)") : QStringLiteral(".") + suffix));
}

void checkIcicleFormat(ExportFormat format)
{
    if (format == ExportFormat::Dot)
        throw ExportError(ExportTr::tr("an icicle has no graph to write as DOT; use .svg, .png or .pdf"));
}

QByteArray exportBytes(
    const Scene& scene, const Drawing& drawing, const Game& game, ExportFormat format, const ExportOptions& options)
{
    if (!scene.blocks.empty())
        checkIcicleFormat(format);
    switch (format) {
    case ExportFormat::Svg: return sceneToSvg(scene);
    case ExportFormat::Png: return renderPng(scene, options.dpi, options.force);
    case ExportFormat::Pdf: return pdfOfPages({&scene});
    case ExportFormat::Dot: return drawingToDot(scene, drawing, game);
    case ExportFormat::Html:
        throw ExportError(ExportTr::tr("a web page shows the whole run step by step, not one picture: make it with "
                                       "gametree export ... -o FILE.html or File > Export Web Page"));
    }
    return {};
}

void exportToFile(const QString& path, const Scene& scene, const Drawing& drawing, const Game& game, const ExportOptions& options)
{
    writeExportFile(path, exportBytes(scene, drawing, game, exportFormatFor(path), options));
}

void writeExportFile(const QString& path, const QByteArray& bytes)
{
    if (const QString why = writeFileWhole(path, bytes); !why.isEmpty())
        throw cannotWrite(path, why);
}

ExportError cannotWrite(const QString& path, const QString& why)
{
    return ExportError(ExportTr::tr("cannot write %1: %2").arg(path, why));
}

} // namespace gt
