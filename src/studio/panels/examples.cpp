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
        {"can-i-win", ExampleTr::tr("max 10, total 11: the article's example (false)"), {{"max", "10"}, {"total", "11"}},
            {true, false}},
        {"can-i-win", ExampleTr::tr("max 4, total 6: small enough to read"), {{"max", "4"}, {"total", "6"}}, {true, false}},
        {"can-i-win", ExampleTr::tr("max 20, total 11: true, despite the article's prose"), {{"max", "20"}, {"total", "11"}},
            {true, false}},
        {"can-i-win", ExampleTr::tr("max 20, total 210: 10,485,761 calls"), {{"max", "20"}, {"total", "210"}}, {true, false}},
        {"stone-game-ii", ExampleTr::tr("[2,7,9,4,4]: the article's example (10)"), {{"piles", "2,7,9,4,4"}}, {true, false}},
        {"stone-game-ii", ExampleTr::tr("[1,2,3,4,5,100] (104)"), {{"piles", "1,2,3,4,5,100"}}, {true, false}},
        {"stones", ExampleTr::tr("N=10, moves 1,4: ABC 270 D sample 1 (5)"), {{"n", "10"}, {"moves", "1,4"}}, {true, false}},
        {"stones", ExampleTr::tr("N=11, moves 1,2,3,6: sample 2 (8)"), {{"n", "11"}, {"moves", "1,2,3,6"}}, {true, false}},
        {"stones", ExampleTr::tr("N=10000, moves 1,2,4,…,512: sample 3 (5136)"),
            {{"n", "10000"}, {"moves", "1,2,4,8,16,32,64,128,256,512"}}, {true, false}},
        {"prime", ExampleTr::tr("N=7, memo off: the article's figure"), {{"n", "7"}}, {false, false}},
        {"prime", ExampleTr::tr("N=7, as the article's code runs it"), {{"n", "7"}}, {true, true}},
        {"prime", ExampleTr::tr("N=9299: the case that needed the memo"), {{"n", "9299"}}, {true, true}},
    };
    std::vector<Example> result;
    for (const Example& e : all)
        if (e.gameId == gameId)
            result.push_back(e);
    return result;
}

} // namespace gt
