#pragma once

#include "game.h"

#include <vector>

namespace gt {

// Strict parsing of the parameters typed by the user; every failure throws ParamError with a
// message naming the parameter, what was wrong and what is allowed, and with ParamError::param.
namespace params {

// The text of a required parameter; throws when it is missing.
QString required(const ParamText& text, const ParamSpec& spec);
int parseInteger(const ParamSpec& spec, const QString& text);
// "2,7,9,4,4", also with spaces or LeetCode's brackets: "[2, 7, 9, 4, 4]".
std::vector<int> parseIntegerList(const ParamSpec& spec, const QString& text);
// Throws when `text` names a parameter the game does not have.
void rejectUnknown(const QString& gameId, const std::vector<ParamSpec>& specs, const ParamText& text);
QString joinList(const std::vector<int>& values);

} // namespace params
} // namespace gt
