#!/usr/bin/env python3
"""The include arrows between folders point one way (docs/architecture.md §2, §3.3).

Reads every `#include "…"` in the app's feature folders and in the core, resolves it the way
the build does (beside the including file, then from the app's root, the core's root, and, for
the bare names qmltyperegistrar writes, each app folder), and fails when

- the app's folders include one another in a cycle (board → live → board), or
- a core file includes an app file (the core is QtCore + QtGui only).

On failure it prints each offending line as `file:line → folder` and the cycle it closes.

    check-includes.py --app src/app --core src/core
    check-includes.py --selftest          # the checker against tests/architecture/fixture
"""

import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".cc")


def sources(root):
    for directory, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.join(directory, name)


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as text:
        for number, line in enumerate(text, 1):
            match = INCLUDE.match(line)
            if match:
                yield number, match.group(1)


class Tree:
    def __init__(self, app, core):
        self.app = os.path.realpath(app)
        self.core = os.path.realpath(core)
        self.folders = sorted(name for name in os.listdir(self.app)
                              if os.path.isdir(os.path.join(self.app, name)))

    def resolve(self, including, name):
        candidates = [os.path.join(os.path.dirname(including), name),
                      os.path.join(self.app, name), os.path.join(self.core, name)]
        candidates += [os.path.join(self.app, folder, name) for folder in self.folders]
        for candidate in candidates:
            if os.path.isfile(candidate):
                return os.path.realpath(candidate)
        return None  # a Qt or generated header

    def app_folder(self, path):
        relative = os.path.relpath(path, self.app)
        if relative.startswith(os.pardir):
            return None
        first = relative.split(os.sep)[0]
        return first if first in self.folders else None


def strongly_connected(nodes, edges):
    """Tarjan's algorithm; returns the components with more than one folder."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(nodes):
        if node not in index:
            visit(node)
    return found


def shortest_cycle(component, edges):
    """A shortest cycle through the component's first folder, as a list of folders."""
    start = component[0]
    members = set(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for target in sorted(edges.get(node, ())):
            if target not in members:
                continue
            if target == start:
                return paths[node] + [start]
            if target not in paths:
                paths[target] = paths[node] + [target]
                queue.append(target)
    return component + [start]


def check(tree, out):
    shown = lambda path: os.path.relpath(path)
    problems = 0

    # Folder → folder arrows in the app, each with the lines that draw it.
    lines = {}
    for folder in tree.folders:
        for path in sources(os.path.join(tree.app, folder)):
            for number, name in includes(path):
                target = tree.resolve(path, name)
                target_folder = target and tree.app_folder(target)
                if target_folder and target_folder != folder:
                    lines.setdefault((folder, target_folder), []).append(
                        f"{shown(path)}:{number} → {target_folder} (\"{name}\")")
    edges = {}
    for source, target in lines:
        edges.setdefault(source, set()).add(target)

    for component in strongly_connected(tree.folders, edges):
        cycle = shortest_cycle(component, edges)
        problems += 1
        print(f"include cycle: {' → '.join(cycle)}", file=out)
        if len(component) > len(cycle) - 1:
            print(f"  (the folders {', '.join(component)} all reach one another)", file=out)
        for source, target in zip(cycle, cycle[1:]):
            for line in lines[(source, target)]:
                print(f"  {line}", file=out)

    # The core includes nothing of the app.
    for path in sources(tree.core):
        for number, name in includes(path):
            target = tree.resolve(path, name)
            if target and not os.path.relpath(target, tree.app).startswith(os.pardir):
                problems += 1
                folder = tree.app_folder(target) or "src/app"
                print(f"core includes app: {shown(path)}:{number} → {folder} (\"{name}\")", file=out)

    if problems == 0:
        order = layered(tree.folders, edges)
        print(f"{len(tree.folders)} app folders, no include cycle, the core includes no app file",
              file=out)
        print("folders by layer, each including only those before it:", file=out)
        for depth, layer in enumerate(order):
            print(f"  {depth}: {' '.join(layer)}", file=out)
    else:
        print(f"{problems} problem(s)", file=out)
    return problems


def layered(folders, edges):
    """The folders by depth: those that include no other folder first."""
    depth = {}

    def of(folder):
        if folder not in depth:
            depth[folder] = 1 + max((of(t) for t in edges.get(folder, ())), default=-1)
        return depth[folder]

    layers = {}
    for folder in folders:
        layers.setdefault(of(folder), []).append(folder)
    return [sorted(layers[d]) for d in sorted(layers)]


def selftest():
    """The fixture holds a three-folder cycle (one arrow a bare name, as qmltyperegistrar
    writes them), a fourth folder outside it, and a core file including the app beside its
    harmless includes: the checker must report exactly the cycle and the core line."""
    import io
    here = os.path.dirname(os.path.abspath(__file__))
    fixture = os.path.join(here, "fixture")
    report = io.StringIO()
    problems = check(Tree(os.path.join(fixture, "app"), os.path.join(fixture, "core")), report)
    text = report.getvalue()
    print(text, end="")
    expected = [
        "include cycle: alpha → beta → gamma → alpha",
        "alpha/a.h:3 → beta",
        "beta/b.cpp:2 → gamma",
        "gamma/c.h:4 → alpha",
        "core includes app: ",
        "model/m.h:2 → beta",
        "2 problem(s)",
    ]
    missing = [line for line in expected if line not in text]
    if problems != 2 or missing:
        print(f"selftest FAILED: expected 2 problems, got {problems}; missing {missing}")
        return 1
    print("selftest passed: the checker fails on a cycle and on a core include of the app")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", help="src/app: one subfolder per feature")
    parser.add_argument("--core", help="src/core")
    parser.add_argument("--selftest", action="store_true",
                        help="check the checker on tests/architecture/fixture")
    args = parser.parse_args()
    if args.selftest:
        return selftest()
    if not args.app or not args.core:
        parser.error("--app and --core are required")
    return 1 if check(Tree(args.app, args.core), sys.stdout) else 0


if __name__ == "__main__":
    sys.exit(main())
