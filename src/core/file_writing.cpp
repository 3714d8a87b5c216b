// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
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
QString reason(const QIODevice& file, int error)
{
    return error != 0 ? QString::fromLocal8Bit(std::strerror(error)) : file.errorString();
}
} // namespace

// Writes through to the file and keeps the system's reason for the first write that failed: by
// the time a writer such as QPdfWriter is done, the file itself only says "Unknown error".
class FileReplacement::Writes : public QIODevice {
public:
    explicit Writes(QSaveFile& file)
        : m_file(file)
    {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    const QString& firstFailure() const { return m_firstFailure; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        errno = 0;
        const qint64 written = m_file.write(data, size);
        if (written != size && m_firstFailure.isEmpty())
            m_firstFailure = reason(m_file, errno);
        return written;
    }

private:
    QSaveFile& m_file;
    QString m_firstFailure;
};

FileReplacement::FileReplacement(const QString& path)
    : m_file(std::make_unique<QSaveFile>(path))
    , m_writes(std::make_unique<Writes>(*m_file))
{
}

FileReplacement::~FileReplacement()
{
    if (m_file->isOpen())
        m_file->cancelWriting(); // the temporary file goes, the target stays as it was
}

QString FileReplacement::open()
{
    const QFileInfo target(m_file->fileName()); // a symbolic link is judged by what it points at
    if (target.exists() && !target.isFile())
        return FileTr::tr("it is not a regular file (a folder or a device), so it is not replaced");
    errno = 0;
    if (!m_file->open(QIODevice::WriteOnly))
        return reason(*m_file, errno);
    return {};
}

QIODevice* FileReplacement::device() const
{
    return m_writes.get();
}

QString FileReplacement::firstFailure() const
{
    return m_writes->firstFailure();
}

QString FileReplacement::commit()
{
    QString why = m_writes->firstFailure();
    if (why.isEmpty() && m_file->error() != QFileDevice::NoError)
        why = m_file->errorString();
    if (!why.isEmpty()) {
        m_file->cancelWriting();
        return why;
    }
    errno = 0;
    // flush() before commit(): commit() does not see a failed flush of the buffered data.
    if (!m_file->flush()) {
        why = reason(*m_file, errno);
        m_file->cancelWriting();
        return why;
    }
    errno = 0;
    if (!m_file->commit())
        return reason(*m_file, errno);
    return {};
}

QString writeFileWhole(const QString& path, const QByteArray& bytes)
{
    FileReplacement file(path);
    if (QString why = file.open(); !why.isEmpty())
        return why;
    file.device()->write(bytes); // a failure is kept for commit()
    return file.commit();
}

} // namespace gt
