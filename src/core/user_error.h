#pragma once

#include <QString>

#include <stdexcept>

namespace gt {

// An error the user caused and can fix: the message names what was wrong and what is allowed.
// Front ends show message() as it is (stderr line, banner, dialog).
class UserError : public std::runtime_error {
public:
    explicit UserError(const QString& message)
        : std::runtime_error(message.toStdString())
    {
    }
    QString message() const { return QString::fromStdString(what()); }
};

} // namespace gt
