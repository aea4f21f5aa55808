#!/usr/bin/env python3
"""Compares gridkeep-cli with reference.py on random encounters, field by field.

usage: crosscheck.py --cli PATH --rules DIR [--count N] [--seed S] [--keep DIR]
                     [--only analyze|reach|path|cover|sneak|area|backstab|light|vision|template]
                     [--kind square|positions|meters|lights|heights|all] [--overhang]
                     [--switch on|off|mixed]
Kinds: `square` and `positions` boards are checked with analyze, reach and path; `meters` boards
(walls at awkward points, doors, lighting, areas, facings; randomencounters.meters) with the
`meters` extras cover, sneak, area and backstab (docs/cli.md §7). `all` mixes every kind. The
`meters` boards also run under rule-set variants (other fields of view, cover levels and lighting
orders), written with the shipped rule files into a scratch folder that the CLI reads through
GRIDKEEP_RULES_DIR (docs/rules.md §6.5). --overhang lets some big tokens on the meters boards
hang past the map's edge (rules §5.12: their off-map cells are ignored).
`lights` boards (randomlights.py: lights, ambient, darkvision, painted lighting, doors and
corner-touching terrain) run `light`, `vision` and three `template` commands each, against
lightreference.py (docs/rules.md §6, §7); a few Combat Grid files check that those commands
refuse them (exit 1).
`heights` boards (randomheights.py: terraces, crates, wall tops and bodies set so that lines
graze them exactly, lights with and without `z`) run `analyze` (every field, with each token's
`eye`), `light` and `vision` against heightreference.py (docs/rules.md §13, sight over heights),
under the shipped square rule sets and two variants (another eyeHeightPerSize, none at all).
Most of them have `board.sightOverHeights: true`; a tenth have it false or absent and must read
exactly as flat, without `eye` (--switch off makes all of them so, --switch on none).
Prints one line per disagreement, a tally per mode and a closing 'N passed, N failed' line;
exits 1 on any failure.
"""
import argparse
import collections
import glob
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from fractions import Fraction

import heightreference
import lightreference
import randomencounters
import randomheights
import randomlights
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


ENV = None  # the CLI's environment (GRIDKEEP_RULES_DIR), set by main


def run(cli, *args):
    r = subprocess.run([cli, *args], capture_output=True, text=True, timeout=120, env=ENV)
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


METERS_MODES = ["cover", "sneak", "area", "backstab"]
# Rule sets the meters boards run under: the shipped ones and variants of `meters` (rule id,
# weight, changes to its `square` object; None means a shipped file as it is).
VARIANTS = [
    ("meters", 10, None),
    ("paces", 2, None),
    ("classic", 1, None),
    ("xmeters-wide", 2, {"fieldOfViewDegrees": 270, "openFieldAdvantage": -3,
                         "coverLevels": [
                             {"id": "exposed", "name": "Exposed", "minBlocked": 0, "maxBlocked": 1, "advantage": -1},
                             {"id": "partial", "name": "Partial", "minBlocked": 2, "maxBlocked": 3, "advantage": 0},
                             {"id": "mostly", "name": "Mostly", "minBlocked": 4, "maxBlocked": 4, "advantage": 2},
                             {"id": "hidden-away", "name": "Hidden", "minBlocked": 5, "maxBlocked": 5, "advantage": 3}],
                         "lighting": [{"id": "dim", "name": "Dim", "advantage": 1},
                                      {"id": "bright", "name": "Bright", "advantage": 0},
                                      {"id": "pitch", "name": "Pitch black", "advantage": 3}]}),
    ("xmeters-narrow", 2, {"fieldOfViewDegrees": 90}),
    ("xmeters-odd", 2, {"fieldOfViewDegrees": 120}),
    ("xmeters-all", 1, {"fieldOfViewDegrees": 360}),
    ("xmeters-blind", 1, {"fieldOfViewDegrees": 0}),
]


# Rule sets the heights boards run under (id, weight, base rule set, eyeHeightPerSize: a number,
# None to leave the base's as it is, or "absent" to take the key out so that 1.5 applies).
HEIGHT_RULES = [
    ("paces", 3, "paces", None),
    ("meters", 3, "meters", None),
    ("classic", 3, "classic", None),
    ("xpaces-tall", 1, "paces", 1.8),
    ("xclassic-noeye", 1, "classic", "absent"),
]


def write_rules(src, dst):
    """The shipped rule files, the VARIANTS and the HEIGHT_RULES variants, into dst."""
    for f in glob.glob(os.path.join(src, "*.json")):
        shutil.copy(f, dst)
    for rid, _, base_id, eye in HEIGHT_RULES:
        if rid == base_id:
            continue
        with open(os.path.join(src, base_id + ".json")) as f:
            r = json.load(f)
        r["id"], r["name"] = rid, f"{r.get('name', base_id)} ({rid})"
        if eye == "absent":
            r["square"].pop("eyeHeightPerSize", None)
        elif eye is not None:
            r["square"]["eyeHeightPerSize"] = eye
        with open(os.path.join(dst, rid + ".json"), "w") as f:
            json.dump(r, f, indent=1)
    with open(os.path.join(src, "meters.json")) as f:
        base = json.load(f)
    for rid, _, change in VARIANTS:
        if change is None:
            continue
        r = json.loads(json.dumps(base))
        r["id"], r["name"] = rid, "Meters variant " + rid
        r["square"].update(change)
        with open(os.path.join(dst, rid + ".json"), "w") as f:
            json.dump(r, f, indent=1)


def pick_rules(rng):
    ids = [v[0] for v in VARIANTS]
    return rng.choices(ids, weights=[v[1] for v in VARIANTS])[0]


def check_meters(cli, rules_dir, enc, path, rng, only, tally):
    """The meters extras on one board; tally[mode] counts [passed, failed]."""
    rules = reference.load_rules(rules_dir, enc["rules"])
    model = reference.Meters(enc, rules)
    problems = []
    ids = sorted(model.tokens)
    for mode in METERS_MODES:
        if only not in (None, mode):
            continue
        found = []
        try:
            if mode == "cover":
                # one observer, a big one when there is one (several footprint cells to cast from)
                big = [t for t in ids if reference.size_of(model.tokens[t]) > 1]
                obs = rng.choice(big if big and rng.random() < 0.6 else ids)
                got = run(cli, "cover", path, obs)
                found = [f"cover {obs}" + p for p in reference.diff_values(model.cover(obs), got)]
            elif mode == "sneak":
                tid = rng.choice(ids)
                t = model.tokens[tid]
                if rng.random() < 0.1:
                    gx, gy = int(t["x"]), int(t["y"])
                else:
                    gx, gy = rng.randrange(model.w), rng.randrange(model.h)
                got = run(cli, "sneak", path, tid, str(gx), str(gy))
                found = [f"sneak {tid} {gx} {gy}: {p}" for p in model.sneak_check(tid, gx, gy, got)]
            elif mode == "area":
                for _ in range(2):
                    cx, cy = rng.randrange(model.w), rng.randrange(model.h)
                    if rng.random() < 0.1:  # a centre just off the map still covers the cells near it
                        cx = rng.choice([-1, model.w])
                    r = rng.choice([-1, 0, 1, 2, 3, 5, 12])
                    got = run(cli, "area", path, str(cx), str(cy), str(r))
                    found += [f"area {cx} {cy} {r}" + p for p in reference.diff_values(model.area(cx, cy, r), got)]
                for aid in sorted(model.areas):
                    got = run(cli, "area", path, aid)
                    found += [f"area {aid}" + p for p in reference.diff_values(model.area_by_id(aid), got)]
            elif mode == "backstab":
                got = run(cli, "backstab", path)
                found = ["backstab" + p for p in reference.diff_values(model.backstab(), got)]
        except Exception as e:  # a crash or a refusal is a failure too
            found = [f"{mode}: error: {e}"]
        tally[mode][0 if not found else 1] += 1
        problems += found
    return problems


LIGHT_MODES = ["light", "vision", "template"]
# Rule sets the lights boards run under (id, weight): `xmeters-wide` lists its lighting levels as
# dim, bright, pitch, so a painted "dim" is printed `b` (the first level).
LIGHT_RULES = [("meters", 4), ("paces", 2), ("classic", 2), ("xmeters-wide", 1)]
TEMPLATES_PER_BOARD = 3


def diff_rows(what, want, got):
    """Per-cell differences between two lists of row strings."""
    if (not isinstance(got, list) or len(got) != len(want)
            or any(not isinstance(g, str) or len(g) != len(w) for w, g in zip(want, got))):
        return [f"{what}: expected {want!r}, got {got!r}"]
    bad = [(x, y, w[x], g[x]) for y, (w, g) in enumerate(zip(want, got)) for x in range(len(w)) if w[x] != g[x]]
    if not bad:
        return []
    cells = ", ".join(f"({x},{y}) {a!r} not {b!r}" for x, y, a, b in bad[:6])
    return [f"{what}: {len(bad)} cell(s) differ (expected, not got): {cells}{' ...' if len(bad) > 6 else ''}"]


def run_status(cli, *args):
    r = subprocess.run([cli, *args], capture_output=True, text=True, timeout=120, env=ENV)
    return r.returncode, r.stdout, r.stderr


def check_lights(cli, rules_dir, enc, path, rng, only, tally):
    """light, vision and template on one lights board (or their refusal of a Combat Grid file);
    tally[mode] counts [passed, failed]."""
    problems = []
    square = enc["board"]["kind"] == "square"
    model = lightreference.LightBoard(enc, reference.load_rules(rules_dir, enc["rules"])) if square else None
    for mode in LIGHT_MODES:
        if only not in (None, mode):
            continue
        found = []
        label = mode
        try:
            runs = [[]]
            if mode == "template":
                runs = ([randomlights.template_args(rng, enc) for _ in range(TEMPLATES_PER_BOARD)]
                        if square else [["--circle", "1.5", "1.5", "2"]])
            for extra in runs:
                label = " ".join([mode] + extra)
                if not square:
                    code, _, err = run_status(cli, mode, path, *extra)
                    if code != 1 or not err.strip():
                        found.append(f"{label}: a Combat Grid file should exit 1 with a message, got exit {code}")
                    continue
                got = run(cli, mode, path, *extra)
                if mode == "light":
                    want = model.light()
                    if got.get("ambient") != want["ambient"]:
                        found.append(f"light.ambient: expected {want['ambient']!r}, got {got.get('ambient')!r}")
                    found += diff_rows("light.levels", want["levels"], got.get("levels"))
                elif mode == "vision":
                    want = model.vision()
                    if got.get("party") != want["party"]:
                        found.append(f"vision.party: expected {want['party']!r}, got {got.get('party')!r}")
                    found += diff_rows("vision.seen", want["seen"], got.get("seen"))
                else:
                    through = "--through-walls" in extra
                    shape = extra[0][2:]
                    want = model.template(shape, extra[1:1 + lightreference.SHAPE_ARGS[shape]], through)
                    found += diff_rows(f"{label}: cells", want["cells"], got.get("cells"))
                    if got.get("caught") != want["caught"]:
                        found.append(f"{label}: caught expected {want['caught']}, got {got.get('caught')}")
        except Exception as e:  # a crash or a refusal is a failure too (first line: no usage text)
            found.append(f"{label}: error: {(str(e).splitlines() or [''])[0]}")
        tally[mode][0 if not found else 1] += 1
        problems += found
    return problems


def pick_light_rules(rng):
    return rng.choices([r for r, _ in LIGHT_RULES], weights=[w for _, w in LIGHT_RULES])[0]


HEIGHT_MODES = ["analyze", "light", "vision"]
PLAYER_SHARE = 0.15  # of the heights boards whose analyze also runs --player


def check_heights(cli, rules_dir, enc, path, rng, only, tally):
    """analyze (GM, and on some boards --player), light and vision on one heights board;
    tally["heights " + mode] counts [passed, failed]."""
    problems = []
    rules = reference.load_rules(rules_dir, enc["rules"])
    on = heightreference.switched_on(enc)
    for mode in HEIGHT_MODES:
        if only not in (None, mode):
            continue
        found = []
        label = mode
        try:
            if mode == "analyze":
                for player in ([False, True] if rng.random() < PLAYER_SHARE else [False]):
                    label = "analyze --player" if player else "analyze"
                    got = run(cli, "analyze", path, *(["--player"] if player else []))
                    want = heightreference.HeightSquare(enc, rules, player).analyze()
                    found += [label + p for p in diff(norm(want), norm(got))]
                    if not on:  # a flat board's tokens gain no eye (docs/cli.md)
                        found += [f"{label}.tokens.{tid}.eye: present on a board without sight over heights"
                                  for tid, entry in sorted(got.get("tokens", {}).items())
                                  if isinstance(entry, dict) and "eye" in entry]
            else:
                model = heightreference.HeightLightBoard(enc, rules)
                got = run(cli, mode, path)
                want = getattr(model, mode)()
                key, rows = ("ambient", "levels") if mode == "light" else ("party", "seen")
                if got.get(key) != want[key]:
                    found.append(f"{mode}.{key}: expected {want[key]!r}, got {got.get(key)!r}")
                found += diff_rows(f"{mode}.{rows}", want[rows], got.get(rows))
        except Exception as e:  # a crash or a refusal is a failure too (first line only)
            found.append(f"{label}: error: {(str(e).splitlines() or [''])[0]}")
        tally["heights " + mode][0 if not found else 1] += 1
        problems += found
    return problems


def heights_board(rng, rules_dir, switch):
    rid = rng.choices([r[0] for r in HEIGHT_RULES], weights=[r[1] for r in HEIGHT_RULES])[0]
    rules = reference.load_rules(rules_dir, rid)
    levels = [l["id"] for l in rules["square"].get("lighting", [])]
    if switch == "on":
        on = True
    elif switch == "off":
        on = rng.choice([False, None])
    else:
        on = True if rng.random() < 0.9 else rng.choice([False, None])
    return randomheights.board(rng, rid, rules, levels, switch=on)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--rules", required=True)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", help="folder to keep failing files in")
    ap.add_argument("--only", choices=["analyze", "reach", "path"] + METERS_MODES + LIGHT_MODES)
    ap.add_argument("--kind", choices=["square", "positions", "meters", "lights", "heights", "all"], default="all")
    ap.add_argument("--overhang", action="store_true", help="meters boards: big tokens past the map's edge")
    ap.add_argument("--switch", choices=["on", "off", "mixed"], default="mixed",
                    help="heights boards: sightOverHeights on every board, on none, or on nine in ten")
    args = ap.parse_args()
    if args.only in METERS_MODES and args.kind in ("square", "positions", "lights", "heights"):
        ap.error(f"--only {args.only} runs on --kind meters (or all)")
    if args.only in LIGHT_MODES and args.kind not in ("lights", "all") and \
            not (args.kind == "heights" and args.only in HEIGHT_MODES):
        ap.error(f"--only {args.only} runs on --kind lights{' or heights' if args.only in HEIGHT_MODES else ''} (or all)")
    if args.only in ("analyze", "reach", "path") and args.kind in ("meters", "lights"):
        ap.error(f"--kind {args.kind} runs {', '.join(METERS_MODES if args.kind == 'meters' else LIGHT_MODES)}, "
                 f"not {args.only}")
    if args.only in ("reach", "path") and args.kind == "heights":
        ap.error(f"--kind heights runs {', '.join(HEIGHT_MODES)}, not {args.only}")
    rng = random.Random(args.seed)
    passed = failed = 0
    tally = collections.defaultdict(lambda: [0, 0])
    global ENV
    with tempfile.TemporaryDirectory() as tmp:
        rules_dir = os.path.join(tmp, "rules")
        os.makedirs(rules_dir)
        write_rules(args.rules, rules_dir)
        ENV = dict(os.environ, GRIDKEEP_RULES_DIR=rules_dir)
        kinds = ["square", "square", "square", "positions", "meters", "meters", "lights", "lights",
                 "heights", "heights"]
        if args.only in METERS_MODES:
            kinds = ["meters"]
        elif args.only in LIGHT_MODES:
            kinds = ["lights", "heights"] if args.only in HEIGHT_MODES else ["lights"]
        elif args.only == "analyze":
            kinds = ["square", "square", "square", "positions", "heights"]
        elif args.only is not None:
            kinds = ["square", "square", "square", "positions"]
        for i in range(args.count):
            kind = args.kind if args.kind != "all" else rng.choice(kinds)
            if kind == "heights":
                enc = heights_board(rng, rules_dir, args.switch)
            elif kind == "lights":
                if rng.random() < 0.03:  # a Combat Grid file: the three commands refuse it
                    enc = randomencounters.positions(rng)
                else:
                    rid = pick_light_rules(rng)
                    levels = [l["id"] for l in reference.load_rules(rules_dir, rid)["square"].get("lighting", [])]
                    enc = randomlights.board(rng, rid, levels)
            elif kind == "meters":
                rid = pick_rules(rng)
                levels = [l["id"] for l in reference.load_rules(rules_dir, rid)["square"].get("lighting", [])]
                enc = randomencounters.meters(rng, rid, levels, args.overhang)
            elif kind == "square":
                enc = randomencounters.square(rng, rng.choice(["paces", "meters", "classic"]))
            else:
                enc = randomencounters.positions(rng)
            path = os.path.join(tmp, f"case{i}.encounter")
            with open(path, "w") as f:
                json.dump(enc, f, indent=1)
            try:
                if kind == "heights":
                    problems = check_heights(args.cli, rules_dir, enc, path, rng, args.only, tally)
                elif kind == "lights":
                    problems = check_lights(args.cli, rules_dir, enc, path, rng, args.only, tally)
                elif kind == "meters":
                    problems = check_meters(args.cli, rules_dir, enc, path, rng, args.only, tally)
                else:
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
    for mode in sorted(tally):
        print(f"  {mode}: {tally[mode][0]} passed, {tally[mode][1]} failed")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
