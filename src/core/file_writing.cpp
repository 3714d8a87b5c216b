#include "file_writing.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace gt {

namespace {
class FileTr {
    Q_DECLARE_TR_FUNCTIONS(gt::FileWriting)
};

// The system's reason when there is one: Qt says "Unknown error" for some failed writes.
QString reason(const QSaveFile& file, int error)
{
    return error != 0 ? QString::fromLocal8Bit(std::strerror(error)) : file.errorString();
}
} // namespace

QString writeFileWhole(const QString& path, const QByteArray& bytes)
{
    const QFileInfo target(path); // a symbolic link is judged by what it points at
    if (target.exists() && !target.isFile())
        return FileTr::tr("it is not a regular file (a folder or a device), so it is not replaced");
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return reason(file, errno);
    errno = 0;
    // flush() before commit(): commit() does not see a failed flush of the buffered data.
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString why = reason(file, errno);
        file.cancelWriting();
        return why;
    }
    errno = 0;
    if (!file.commit())
        return reason(file, errno);
    return {};
}

} // namespace gt
