#!/usr/bin/env python3
"""Sorts the ThreadSanitizer reports of one test run (docs/architecture.md §8).

Debian's Qt is not built with TSan and waits on futexes TSan cannot follow, so Qt's own threads
(QML's, the pools QtGui splits image work onto) now and then show a "race" between two accesses
that are both made by Qt's code, in functions with no exported name that no suppression can
name. Such a report is listed as Qt's and does not fail the run.

The same blindness hides Qt's implicit sharing: a QString or QByteArray handed to a worker shares
its buffer, and the buffer is freed by whichever thread drops the last reference, after an atomic
decrement. When the other thread's last read and its decrement happen inside Qt's library, TSan
sees neither the decrement nor the order it gives, and reports the free (in our code, where the
header's deallocate is inlined) as racing with Qt's read. A race whose one side is that free,
QArrayData's deallocate, and whose other side is in a Qt library is listed as Qt's sharing too.

Every other report fails it:
a data race where either access is made by anything but a Qt library (our code, libstdc++,
glibc), and every report of another kind (use after free, lock order, thread leak).

Usage: tsan-triage.py LOG   (exit 0: no report of ours; 1: at least one)
"""
import re
import sys

FRAME = re.compile(r"^\s+#\d+ .*\((?P<module>[^()+]+)\+0x[0-9a-f]+\)\s*$")
ACCESS = re.compile(r"^  (Previous )?(atomic )?(read|write)", re.IGNORECASE)


def first_frame_module(lines):
    """The module of the first frame that is not the sanitizer's own interceptor."""
    for line in lines:
        match = FRAME.match(line)
        if not match:
            continue
        module = match.group("module").rsplit("/", 1)[-1]
        if module.startswith("libtsan"):
            continue
        return module
    # Frames without a module (our own binary's are always listed): not Qt's.
    return "?"


SHARED_FREE = re.compile(r"^\s+#\d+ (QTypedArrayData<[^>]*>|QArrayData)::deallocate\(")


def frees_shared_array(stack):
    """The access is the free of a Qt implicitly shared array, at its last reference's drop."""
    frames = [line for line in stack if FRAME.match(line) or line.lstrip().startswith("#")]
    for line in frames[:3]:
        if SHARED_FREE.match(line):
            return True
    return False


def access_stacks(report):
    stacks, current = [], None
    for line in report:
        if ACCESS.match(line):
            current = []
            stacks.append(current)
        elif current is not None:
            if not line.strip():
                current = None
            else:
                current.append(line)
    return stacks


def main():
    with open(sys.argv[1], errors="replace") as log:
        lines = log.read().splitlines()
    reports, current = [], None
    for line in lines:
        if line.startswith("WARNING: ThreadSanitizer:"):
            current = [line]
            reports.append(current)
        elif current is not None:
            if line.startswith("SUMMARY: ThreadSanitizer"):
                current = None
            else:
                current.append(line)
    ours = 0
    for report in reports:
        kind = report[0]
        stacks = access_stacks(report)
        modules = [first_frame_module(stack) for stack in stacks]
        qt = ("data race" in kind and len(stacks) >= 2
              and all(module.startswith("libQt6") for module in modules))
        sharing = ("data race" in kind and len(stacks) == 2 and not qt
                   and any(frees_shared_array(stack) and other.startswith("libQt6")
                           for stack, other in ((stacks[0], modules[1]), (stacks[1], modules[0]))))
        if qt:
            print(f"tsan-triage: Qt's own ({', '.join(modules)}): {kind}")
        elif sharing:
            print(f"tsan-triage: Qt's implicit sharing, a shared buffer freed at its last "
                  f"reference ({', '.join(modules)}): {kind}")
        else:
            ours += 1
            print(f"tsan-triage: OURS ({', '.join(modules) or 'no access stacks'}): {kind}")
            if any("failed to restore the stack" in line for line in report):
                print("tsan-triage:   one access's stack was lost: TSAN_OPTIONS history_size is too small")
    print(f"tsan-triage: {len(reports)} report(s), {ours} not Qt's own")
    return 1 if ours else 0


if __name__ == "__main__":
    sys.exit(main())
