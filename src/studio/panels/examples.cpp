// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/examples.h"

#include <QCoreApplication>

namespace gt {

namespace {
class ExampleTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Examples)
};
} // namespace

std::vector<Example> examplesFor(const QString& gameId)
{
    const std::vector<Example> all {
        {QStringLiteral("can-i-win"), ExampleTr::tr("max 10, total 11: the article's example (false)"),
            {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}}, {true, false}},
        {QStringLiteral("can-i-win"), ExampleTr::tr("max 4, total 6: small enough to read"),
            {{QStringLiteral("max"), QStringLiteral("4")}, {QStringLiteral("total"), QStringLiteral("6")}}, {true, false}},
        {QStringLiteral("can-i-win"), ExampleTr::tr("max 20, total 11: true, despite the article's prose"),
            {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("11")}}, {true, false}},
        {QStringLiteral("can-i-win"), ExampleTr::tr("max 20, total 210: 10,485,761 calls"),
            {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}, {true, false}},
        {QStringLiteral("stone-game-ii"), ExampleTr::tr("[2,7,9,4,4]: the article's example (10)"),
            {{QStringLiteral("piles"), QStringLiteral("2,7,9,4,4")}}, {true, false}},
        {QStringLiteral("stone-game-ii"), ExampleTr::tr("[1,2,3,4,5,100] (104)"),
            {{QStringLiteral("piles"), QStringLiteral("1,2,3,4,5,100")}}, {true, false}},
        {QStringLiteral("stones"), ExampleTr::tr("N=10, moves 1,4: ABC 270 D sample 1 (5)"),
            {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false}},
        {QStringLiteral("stones"), ExampleTr::tr("N=11, moves 1,2,3,6: sample 2 (8)"),
            {{QStringLiteral("n"), QStringLiteral("11")}, {QStringLiteral("moves"), QStringLiteral("1,2,3,6")}}, {true, false}},
        {QStringLiteral("stones"), ExampleTr::tr("N=10000, moves 1,2,4,…,512: sample 3 (5136)"),
            {{QStringLiteral("n"), QStringLiteral("10000")},
                {QStringLiteral("moves"), QStringLiteral("1,2,4,8,16,32,64,128,256,512")}},
            {true, false}},
        {QStringLiteral("prime"), ExampleTr::tr("N=7, memo off: the article's figure"),
            {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false}},
        {QStringLiteral("prime"), ExampleTr::tr("N=7, as the article's code runs it"),
            {{QStringLiteral("n"), QStringLiteral("7")}}, {true, true}},
        {QStringLiteral("prime"), ExampleTr::tr("N=9299: the case that needed the memo"),
            {{QStringLiteral("n"), QStringLiteral("9299")}}, {true, true}},
    };
    std::vector<Example> result;
    for (const Example& e : all)
        if (e.gameId == gameId)
            result.push_back(e);
    return result;
}

} // namespace gt
