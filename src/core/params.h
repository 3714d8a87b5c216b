// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "user_error.h"

#include <QString>

#include <map>
#include <vector>

namespace gt {

// A parameter of a game as the user types it, with its limits (for forms, --help and errors).
struct ParamSpec {
    enum class Kind { Integer, IntegerList };
    QString name;        // the command-line name without dashes, e.g. "max"
    QString description; // one short phrase
    Kind kind = Kind::Integer;
    int min = 0; // limits of the value, or of each item of a list
    int max = 0;
    int minItems = 1; // for lists
    int maxItems = 1;
    QString extraRule; // a rule beyond the limits, said in words ("strictly increasing, ...")
    QString example;   // the seed article's value

    QString limitsText() const;
    // The limits without the game's own rule, for a hint in a narrow panel: "1 to 100 integers,
    // each 1 to 10000" (the whole of them in its tooltip and in every error).
    QString shortLimitsText() const;
    // "largest number that can be chosen: 1 to 20", for a list of the parameters
    QString describedLimits() const;
    // "largest number that can be chosen (1 to 20)", for --help
    QString helpText() const;
};

// The raw text of each parameter, as typed: name -> text.
using ParamText = std::map<QString, QString>;

// Thrown for any bad parameter or option; the message names it and what is allowed.
class ParamError : public UserError {
public:
    using UserError::UserError;
    // `param`: the parameter the message is about (its name without dashes), so that a form can
    // name its field where the message names the command-line flag.
    ParamError(const QString& message, const QString& param)
        : UserError(message)
        , m_param(param)
    {
    }
    QString param() const { return m_param; }

private:
    QString m_param;
};

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
