// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The one folder where gametree keeps what it made of a user's code between runs, each entry named
// by the SHA-256 of all that went into it: compiled programs (with their list of headers and their
// description), the plans of gametree-instrument and of the Python analysis, Python sources,
// runtimes and precompiled headers. A use marks an entry used; pruning keeps those used last, so
// that every edit in the studio's editor, which makes new entries, leaves the folder bounded.

#include <QByteArray>
#include <QString>

#include <optional>

class QTemporaryDir;

namespace gt {

// $GAMETREE_CODE_CACHE, else gametree/code in the user's cache folder; made when missing.
QString codeCacheDir();
// The hex SHA-256 of `bytes`: how the cache names what it keeps.
QByteArray sha256Hex(const QByteArray& bytes);

// Marks a file or folder of the cache used now.
void markUsed(const QString& path);

// A small answer kept by name in plans/ (an instrumentation plan, a Python analysis): the kept
// bytes, marked used; nothing when there are none.
std::optional<QByteArray> keptPlan(const QString& name);
// Keeps `bytes` under `name`, whole or not at all; a failed write only costs asking again.
void keepPlan(const QString& name, const QByteArray& bytes);

// A folder built under a temporary name ("KIND-PID-XXXXXX", so that pruning finds those of a
// process that was killed) and renamed when complete: another process never sees half of it.
QString buildFolderTemplate(const char* kind);
// Gives `build` its final name `dir`; another process may have won the race: its copy stays.
void publishFolder(QTemporaryDir& build, const QString& dir);
// Takes a folder away at once (renamed, then removed), so that a compile using it meanwhile
// finds it whole or not at all.
void discardFolder(const QString& dir);

// The list of headers kept beside a compiled program.
QString manifestOf(const QString& binary);

// The cache keeps the kKeptPrograms programs used last (a compile or a cache hit is a use): every
// edit in the studio's editor makes a new one. Pruned after each compile.
constexpr int kKeptPrograms = 200;
// Plans and Python sources are a few kilobytes each.
constexpr int kKeptPlans = 1000;
constexpr int kKeptPrecompiledHeaderDays = 30;
constexpr int kKeptPragmaHeaders = 6; // about 124 MB each

// Removes all but the `keep` programs used last (each with the files beside it: its description
// and its list of headers), all but the kKeptPlans plans and Python sources used last, builds
// left by a killed process, and precompiled headers unused for kKeptPrecompiledHeaderDays, or
// those of pragma sets past the kKeptPragmaHeaders used last; returns how many programs went.
int pruneCodeCache(int keep);

} // namespace gt
