#!/usr/bin/env python3
"""Fails when a shipped translation misses a UI string or drops a placeholder.

lupdate extracts every translatable string from the sources afresh (so a string added without
updating translations/ is caught), then each shipped .ts must hold a finished translation of
it that keeps every %1…%99, %L1 and %n of the English. gridkeep_en.ts needs only the plural
forms of %n strings. See docs/architecture.md §9.1.

usage: check-translations.py LUPDATE --sources DIR... --complete TS... [--plurals TS...]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(L?\d{1,2}|n)")


def messages(path):
    """(context, source, comment) → (numerus, [forms] or None when unfinished)."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            numerus = message.get("numerus") == "yes"
            translation = message.find("translation")
            forms = None
            if translation is not None and translation.get("type") not in (
                "unfinished", "vanished", "obsolete"):
                forms = ([f.text or "" for f in translation.iter("numerusform")] if numerus
                         else [translation.text or ""])
                if not forms or not all(form.strip() for form in forms):
                    forms = None
            found[key] = (numerus, forms)
    return found


def where(key):
    context, source, comment = key
    return f"[{context}] {source!r}" + (f" ({comment})" if comment else "")


def check(path, fresh, plurals_only):
    shipped = messages(path)
    problems = []
    for key, (numerus, _) in sorted(fresh.items()):
        if plurals_only and not numerus:
            continue
        if key not in shipped or shipped[key][1] is None:
            problems.append(f"missing: {where(key)}")
            continue
        wanted = set(PLACEHOLDER.findall(key[1]))
        for form in shipped[key][1]:
            got = set(PLACEHOLDER.findall(form))
            if got != wanted:
                problems.append(f"placeholders {sorted(wanted)} became {sorted(got)}: "
                                f"{where(key)} → {form!r}")
        if numerus and len(shipped[key][1]) < 2:
            problems.append(f"needs two plural forms: {where(key)}")
    for problem in problems:
        print(f"{os.path.basename(path)}: {problem}")
    return len(problems)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lupdate")
    parser.add_argument("--sources", nargs="+", required=True)
    parser.add_argument("--complete", nargs="*", default=[])
    parser.add_argument("--plurals", nargs="*", default=[])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        extracted = os.path.join(work, "fresh.ts")
        run = subprocess.run([args.lupdate, "-silent", "-locations", "none", *args.sources,
                              "-ts", extracted], capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout, run.stderr)
            return 2
        fresh = messages(extracted)
    if not fresh:
        print("lupdate found no strings")
        return 2
    problems = sum(check(path, fresh, False) for path in args.complete)
    problems += sum(check(path, fresh, True) for path in args.plurals)
    print(f"{len(fresh)} strings; {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
