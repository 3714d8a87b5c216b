// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cli/web_page_export.h"

#include "core/one_line.h"
#include "layout/budget_layouter.h"
#include "render/exporter.h"
#include "render/web/web_page.h"

namespace gt::cli {

void exportWebPage(
    const Command& command, const Game& game, const SolveOptions& options, const SolveResult& result, QTextStream& out)
{
    WebPageOptions page;
    page.draw = command.draw;
    page.page = pageSizeOf(command.fit);
    page.legend = command.legend;
    page.quiz = command.quiz;
    if (!command.hideSource)
        page.source = listingOf(game, command.program ? command.program->source : QByteArray());
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    WebPage built;
    try {
        built = buildWebPage({game, options, result}, Style::forPalette(*paletteById(command.palette)), page, layouter);
    } catch (const std::out_of_range& error) {
        throw ParamError(QString::fromStdString(error.what()));
    }
    writeExportFile(command.output, built.html);
    out << CliTr::tr("wrote %1: a web page of %2 steps, %3 of %4 calls drawn")
               .arg(oneLine(command.output), countText(result.trace->eventCount()), countText(built.callsDrawn),
                   countText(result.stats.calls))
        << '\n';
}

} // namespace gt::cli
