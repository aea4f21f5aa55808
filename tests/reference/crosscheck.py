#!/usr/bin/env python3
"""Compares gridkeep-cli with reference.py on random encounters, field by field.

usage: crosscheck.py --cli PATH --rules DIR [--count N] [--seed S] [--keep DIR] [--only analyze|reach|path]
Prints one line per disagreement and a closing 'N passed, N failed' line; exits 1 on any failure.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from fractions import Fraction

import randomencounters
import reference


def norm(v):
    """Numbers become exact Fractions so 1.0 == 1 == Fraction(1)."""
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, (int, float, Fraction)):
        return Fraction(str(v)) if isinstance(v, float) else Fraction(v)
    if isinstance(v, list):
        return [norm(x) for x in v]
    if isinstance(v, dict):
        return {k: norm(x) for k, x in v.items()}
    return v


def diff(want, got, path=""):
    """Every key of `want` must be in `got` with an equal value (extra keys are allowed)."""
    out = []
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return [f"{path}: expected an object, got {got!r}"]
        for k, v in want.items():
            if k not in got:
                out.append(f"{path}.{k}: missing")
            else:
                out += diff(v, got[k], f"{path}.{k}")
        return out
    if isinstance(want, list) and want and isinstance(want[0], dict) and "from" in want[0]:
        if len(want) != len(got):
            return [f"{path}: {len(got)} pairs, expected {len(want)}"]
        for w, g in zip(want, got):
            out += diff(w, g, f"{path}[{w['from']}->{w['to']}]")
        return out
    if want != got:
        out.append(f"{path}: expected {want!r}, got {got!r}")
    return out


def run(cli, *args):
    r = subprocess.run([cli, *args], capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        raise RuntimeError(f"exit {r.returncode}: {r.stderr.strip()}")
    return json.loads(r.stdout)


def check_file(cli, rules_dir, enc, path, rng, only):
    rid = enc["rules"]
    rules = reference.load_rules(rules_dir, rid)
    problems = []
    square = enc["board"]["kind"] == "square"
    Model = reference.Square if square else reference.Positions
    if only in (None, "analyze"):
        for player in (False, True):
            want = norm(Model(enc, rules, player).analyze())
            got = norm(run(cli, "analyze", path, *(["--player"] if player else [])))
            problems += [("analyze --player" if player else "analyze") + p for p in diff(want, got)]
    model = Model(enc, rules)
    if not model.tokens:
        return problems
    tid = rng.choice(sorted(model.tokens))
    if only in (None, "reach"):
        want = model.reach(tid)
        got = run(cli, "reach", path, tid)
        key = "cells" if square else "positions"
        if not square:
            got[key] = sorted(got.get(key, []), key=lambda e: (e["position"], e["level"]))
        problems += ["reach " + tid + p for p in diff(norm(want), norm(got))]
    if only in (None, "path") and square:
        gx, gy = rng.randrange(model.w), rng.randrange(model.h)
        got = run(cli, "path", path, tid, str(gx), str(gy))
        problems += [f"path {tid} {gx} {gy}: {p}" for p in model.path_check(tid, gx, gy, got)]
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--rules", required=True)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", help="folder to keep failing files in")
    ap.add_argument("--only", choices=["analyze", "reach", "path"])
    ap.add_argument("--kind", choices=["square", "positions", "all"], default="all")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.count):
            kind = args.kind if args.kind != "all" else rng.choice(["square", "square", "square", "positions"])
            enc = (randomencounters.square(rng, rng.choice(["paces", "meters", "classic"])) if kind == "square"
                   else randomencounters.positions(rng))
            path = os.path.join(tmp, f"case{i}.encounter")
            with open(path, "w") as f:
                json.dump(enc, f, indent=1)
            try:
                problems = check_file(args.cli, args.rules, enc, path, rng, args.only)
            except Exception as e:  # a crash or a refusal is a failure too
                problems = [f"error: {e}"]
            if problems:
                failed += 1
                kept = path
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    kept = os.path.join(args.keep, f"case{i}.encounter")
                    with open(kept, "w") as f:
                        json.dump(enc, f, indent=1)
                print(f"FAIL {kept}:")
                for p in problems[:8]:
                    print("   ", p)
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
