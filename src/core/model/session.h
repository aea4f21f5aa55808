#pragma once

#include "handout.h"
#include "rosterentry.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// The session file gridkeep-session.json of a folder of encounters (docs/file-format.md §15):
// the running order, which encounters are done, and the party roster. Plain values, so the app
// can keep a copy for undo and write it back whole.
struct Session {
    static constexpr int SupportedVersion = 1;

    // One encounter file of the running order, by its name in the folder.
    struct Step {
        QString file;          // "bridge-ambush.encounter": a plain file name, never a path
        bool done = false;     // the GM has run it
        bool carryOver = true; // the party brings the roster's state in, and takes its own out
        QJsonObject extra;     // keys this version does not know, kept for saving

        friend bool operator==(const Step &, const Step &) = default;
    };

    QString name;      // what the GM calls the session; may be empty
    QList<Step> order; // the running order, including files that are gone (kept, §15)
    QList<RosterEntry> roster;
    QList<Handout> handouts; // the evening's (docs/file-format.md §15); pictures in handouts/
    QJsonObject extra;       // top-level keys this version does not know

    [[nodiscard]] int stepIndex(const QString &file) const
    {
        for (int i = 0; i < order.size(); ++i) {
            if (order[i].file == file)
                return i;
        }
        return -1;
    }
    // The step of `file`, or a new one with the defaults (not done, carrying over).
    [[nodiscard]] Step step(const QString &file) const
    {
        const int i = stepIndex(file);
        if (i >= 0)
            return order[i];
        Step fresh;
        fresh.file = file;
        return fresh;
    }
    [[nodiscard]] int rosterIndex(const QString &id) const
    {
        for (int i = 0; i < roster.size(); ++i) {
            if (roster[i].id == id)
                return i;
        }
        return -1;
    }
    [[nodiscard]] const RosterEntry *rosterEntry(const QString &id) const
    {
        const int i = rosterIndex(id);
        return i < 0 ? nullptr : &roster[i];
    }

    // The GM's new running order: `files` first, in that order, each keeping its flags (a file
    // new to the order gets the defaults); then the steps `files` leaves out, in their old order,
    // so a file that is gone for now keeps its place in the file (docs/file-format.md §15).
    void reorder(const QStringList &files)
    {
        QList<Step> next;
        for (const auto &file : files) {
            bool seen = false;
            for (const auto &s : std::as_const(next))
                seen = seen || s.file == file;
            if (!seen)
                next << step(file);
        }
        for (const auto &s : std::as_const(order)) {
            if (!files.contains(s.file))
                next << s;
        }
        order = next;
    }

    friend bool operator==(const Session &, const Session &) = default;
};
