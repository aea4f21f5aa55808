#!/usr/bin/env python3
"""An independent reading of sight over heights (docs/rules.md §13), written apart from the C++
engine.

On a square board whose file says `board.sightOverHeights: true`, the lines that decide line of
sight and cover (`analyze`), light (`light`) and party vision (`vision`) run in three
dimensions: each end of a line has a height in meters, and the height along the line is linear
in its parameter t (t = 0 at the start, 1 at the end). Walls, closed doors, sight-blocking and
cover-giving terrain may have a finite top, the ground itself can hide what lies behind a ledge,
and a token's body runs from its feet to its eyes. Without the switch every result is the flat
one of reference.py and lightreference.py, which this module builds on (the classes here only
replace the segment test).

Everything is exact: points are Fractions in cell units, heights Fractions in meters, both read
from the file's decimal text to the millionth (docs/rules.md §5.1), and every "is z below that
top" question compares two Fractions. The method is the most direct one: for each segment, every
wall and every cell whose open interior it crosses is tested by itself.

Readings where the rule leaves a choice (the engine must make the same ones):
- A line between two ends at different heights is z(t) = z_start + t (z_end - z_start) over the
  flat segment's parameter t. A wall or closed door with a `top` blocks when it meets the line
  at a t with z(t) < top; where it runs along the line, the lowest z over the shared stretch
  decides. A cell's rules look at the open stretch (t_in, t_out) of the line inside the cell's
  open interior: some z there is below a top exactly when min(z(t_in), z(t_out)) is.
- Light: the cells that none of the cell rules (tall terrain, the ground) look at are the lit
  cell itself and every map cell whose closed square holds the light's point, as for flat light
  (docs/rules.md §8.1); a wall meeting the line only at the light's point does not count, and a
  wall running along the line from that point is judged by the lowest z over (0, hi].
- Vision: from each footprint cell of a party token on the map, at the token's eye, to the
  target cell's centre at its ground + eyeHeightPerSize; the token's cells and the target cell
  are left out of the cell rules.
- Cells past the map's edge hold nothing: no ground, no terrain, no body. A token's elevation
  is the highest ground under its cells on the map (§5.12), plus its altitude.
- A light without `z` that is not carried stands at the highest ground among the map cells
  whose closed square holds its point, plus eyeHeightPerSize; a carried one at its carrier's
  eye (its `z` wins over both).
- A token's default eye height is eyeHeightPerSize times its footprint's size, a size of 0 or
  below counting as 1 (docs/rules.md §1.1).
- A body covers when it stands on a crossed cell (not A's or B's) and [feet, eyes] meets the z
  values of the open stretch: the one value when the line is level there, else the open
  interval (min, max).

    python3 heightreference.py --selftest          hand-worked cases and the flat property
    python3 heightreference.py analyze|light|vision FILE [--player] [--rules DIR]
"""
from fractions import Fraction
import json
import math
import os
import random
import sys

import lightreference
import reference
from lightreference import centre, closed_square_contains, cross, dot, footprint, size_of, sub

F = Fraction
MILLION = 10 ** 6
# The rule set's `square.eyeHeightPerSize` (docs/rules.md §13, data) when a rules file lacks it.
DEFAULT_EYE_PER_SIZE = F(3, 2)


def mic(v):
    """A number of the file as an exact Fraction, read to the nearest millionth (halves away from
    zero), as the engine keeps every decimal (docs/rules.md §5.1)."""
    f = lightreference.num(v)
    n = abs(f) * MILLION
    whole = math.floor(n + F(1, 2))
    return F(whole if f >= 0 else -whole, MILLION)


def eye_per_size(rules):
    sq = rules.get("square", {}) if isinstance(rules, dict) else {}
    return mic(sq["eyeHeightPerSize"]) if "eyeHeightPerSize" in sq else DEFAULT_EYE_PER_SIZE


def switched_on(enc):
    b = enc.get("board", {})
    return b.get("kind") == "square" and b.get("sightOverHeights", False) is True


# ---------------------------------------------------------------- exact 2-D contacts

def point_on_segment(c, a, b):
    if cross(sub(b, a), sub(c, a)) != 0:
        return False
    return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])


def wall_contact(p, q, a, b):
    """Where the closed segment pq shares points with the closed segment ab, as parameters along
    pq (p + t(q - p)): None when they share none, else (lo, hi) with lo <= hi. A crossing or a
    touch gives lo == hi; a collinear overlap gives the whole shared stretch."""
    d, e = sub(q, p), sub(b, a)
    if d == (0, 0):
        return (F(0), F(0)) if point_on_segment(p, a, b) else None
    dd = dot(d, d)
    if e == (0, 0):  # a post
        if not point_on_segment(a, p, q):
            return None
        t = F(dot(sub(a, p), d)) / dd
        return (t, t)
    den = cross(d, e)
    ap = sub(a, p)
    if den != 0:
        t = F(cross(ap, e)) / den  # along pq
        u = F(cross(ap, d)) / den  # along ab
        if 0 <= t <= 1 and 0 <= u <= 1:
            return (t, t)
        return None
    if cross(ap, d) != 0:  # parallel and apart
        return None
    ta, tb = F(dot(sub(a, p), d)) / dd, F(dot(sub(b, p), d)) / dd
    lo, hi = max(F(0), min(ta, tb)), min(F(1), max(ta, tb))
    return (lo, hi) if lo <= hi else None


def open_stretch(p, q, c):
    """The parameters t in [0, 1] at which pq lies in the open interior of cell c form an open
    interval (possibly with an end at 0 or 1 included when p or q lies inside c). Returns its
    ends (t_in, t_out) with t_in < t_out, or None when pq never enters the interior (touching an
    edge or a corner only, or running along a grid line). A point segment (p == q) inside c
    gives (0, 0)."""
    x0, y0 = c
    lo, hi = F(0), F(1)
    for a0, dv, b0 in ((p[0], q[0] - p[0], x0), (p[1], q[1] - p[1], y0)):
        if dv == 0:
            if not (b0 < a0 < b0 + 1):
                return None
            continue
        t0, t1 = F(b0 - a0) / dv, F(b0 + 1 - a0) / dv
        if t0 > t1:
            t0, t1 = t1, t0
        lo, hi = max(lo, t0), min(hi, t1)
    if p == q:
        return (F(0), F(0))
    return (lo, hi) if lo < hi else None


def z_at(zp, zq, t):
    return zp + t * (zq - zp)


# ---------------------------------------------------------------- the heights of a board

class HeightField:
    """Ground, terrain tops, wall tops and token bodies of one square board, and the 3-D test of
    one segment (docs/rules.md §13, "Blocked" and "Covered")."""

    def __init__(self, enc, rules, tokens=None):
        b = enc["board"]
        self.on = switched_on(enc)
        self.w, self.h = int(b["width"]), int(b["height"])
        self.per_size = eye_per_size(rules)
        kinds = {k["id"]: k for k in rules["square"]["terrain"]}
        self.ground = {}
        for e in b.get("elevation", []):
            for c in lightreference.cells_of(e):
                self.ground[c] = mic(e["meters"])
        # cell -> (terrain kind, height above the cell's ground or None for infinitely tall); a
        # later entry overrides an earlier one, its height with it
        self.terrain = {}
        for e in b.get("terrain", []):
            height = mic(e["height"]) if "height" in e else None
            for c in lightreference.cells_of(e):
                self.terrain[c] = (kinds[e["kind"]], height)
        self.walls = []  # (a, b, top or None): walls and closed doors; open doors block nothing
        for wl in b.get("walls", []):
            if wl.get("door") == "open":
                continue
            a = (mic(wl["from"][0]), mic(wl["from"][1]))
            bb = (mic(wl["to"][0]), mic(wl["to"][1]))
            self.walls.append((a, bb, mic(wl["top"]) if "top" in wl else None))
        tokens = enc["tokens"] if tokens is None else tokens
        self.tokens = {t["id"]: t for t in tokens}
        self.bodies = {}  # cell -> [(id, feet, eyes)] for every token standing on it
        for tid, t in self.tokens.items():
            body = (tid, self.elevation(t), self.eye(t))
            for c in footprint(t):
                self.bodies.setdefault(c, []).append(body)

    def on_map(self, c):
        return 0 <= c[0] < self.w and 0 <= c[1] < self.h

    def ground_at(self, c):
        return self.ground.get(c, F(0))

    def top(self, c):
        """The top of c's terrain: its ground plus the entry's height, or None (infinitely tall)."""
        kind, height = self.terrain[c]
        return None if height is None else self.ground_at(c) + height

    def elevation(self, t):
        """docs/rules.md §1.8: the highest ground under the footprint's cells on the map (§5.12:
        cells past the edge are ignored), plus the altitude."""
        on = [self.ground_at(c) for c in footprint(t) if self.on_map(c)]
        return (max(on) if on else F(0)) + mic(t.get("altitude", 0))

    def eye(self, t):
        """elevation + the token's `height`, else eyeHeightPerSize times its size (a size of 0 or
        below is one cell, docs/rules.md §1.1, so it counts as 1)."""
        if "height" in t:
            return self.elevation(t) + mic(t["height"])
        return self.elevation(t) + self.per_size * size_of(t)

    def lifted(self, c):
        """A cell centre seen or lit: a 1x1 person's eyes standing there."""
        return self.ground_at(c) + self.per_size

    def cells_near(self, p, q):
        """The map cells whose closed square meets the bounding box of pq (a superset of those
        whose interior pq crosses)."""
        x0 = max(0, math.floor(min(p[0], q[0])) - 1)
        x1 = min(self.w - 1, math.floor(max(p[0], q[0])))
        y0 = max(0, math.floor(min(p[1], q[1])) - 1)
        y1 = min(self.h - 1, math.floor(max(p[1], q[1])))
        return [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)]

    def judge(self, p, zp, q, zq, exempt, skip_p=False, others=None):
        """The 3-D segment from (p, zp) to (q, zq): returns (blocked, covers), where covers is
        the set of cover-giving cells and token ids (those in `others`) that cover it.

        exempt: the cells none of the cell rules look at (the ends' cells). skip_p: a wall
        contact at p itself does not count (a light's own point, docs/rules.md §8.1)."""
        zr = lambda t: z_at(zp, zq, t)
        for a, b, top in self.walls:
            contact = wall_contact(p, q, a, b)
            if contact is None:
                continue
            lo, hi = contact
            if skip_p and hi == 0:
                continue  # the wall meets the line only at p
            # a single meeting point, or the lowest z over a shared stretch (z is linear, so the
            # lowest is at one end; with skip_p and lo == 0 the stretch is (0, hi], where some z
            # is below the top exactly when min(z(0), z(hi)) is)
            if top is None or min(zr(lo), zr(hi)) < top:
                return True, set()
        covers = set()
        for c in self.cells_near(p, q):
            if c in exempt:
                continue
            st = open_stretch(p, q, c)
            if st is None:
                continue
            if st[0] == st[1]:
                raise ValueError(f"a point segment inside the non-exempt cell {c}")
            z0, z1 = zr(st[0]), zr(st[1])
            low, high = min(z0, z1), max(z0, z1)
            # the ground: a ledge or a terrace hides what lies behind it
            if low < self.ground_at(c):
                return True, set()
            if c in self.terrain:
                kind, _ = self.terrain[c]
                top = self.top(c)
                if kind.get("blocksSight", False) and (top is None or low < top):
                    return True, set()
                if kind.get("givesCover", False) and (top is None or low < top):
                    covers.add(c)
            if others is not None:
                for tid, feet, eyes in self.bodies.get(c, ()):
                    if tid not in others:
                        continue
                    if z0 == z1:
                        hit = feet <= z0 <= eyes
                    else:  # the open interval (low, high) against the closed body [feet, eyes]
                        hit = low < eyes and high > feet
                    if hit:
                        covers.add(tid)
        return False, covers


def sorted_reasons(covered_by):
    ids = sorted(c for c in covered_by if isinstance(c, str))
    cells = sorted((c for c in covered_by if not isinstance(c, str)), key=lambda c: (c[1], c[0]))
    return ids + [list(c) for c in cells]


# ---------------------------------------------------------------- analyze

class HeightSquare(reference.Square):
    """`analyze` on a square board: reference.Square with §13's sight when the switch is on."""

    def __init__(self, enc, rules, player=False):
        super().__init__(enc, rules, player)
        self.field = HeightField(enc, rules, list(self.tokens.values()))
        self.on = self.field.on

    def sight(self, a, b):
        if not self.on:
            return super().sight(a, b)
        hf = self.field
        ta, tb = self.tokens[a], self.tokens[b]
        za, zb = hf.eye(ta), hf.eye(tb)
        exempt = set(self.cells[a]) | set(self.cells[b])
        others = set(self.tokens) - {a, b}
        any_clear, all_covered, covered_by = False, True, set()
        for fa in sorted(self.cells[a]):
            for fb in sorted(self.cells[b]):
                blocked, cov = hf.judge(centre(fa), za, centre(fb), zb, exempt, others=others)
                if blocked:
                    continue
                any_clear = True
                if cov:
                    covered_by |= cov
                else:
                    all_covered = False
        cover = any_clear and all_covered
        return any_clear, cover, sorted_reasons(covered_by) if cover else []

    def analyze(self):
        out = super().analyze()
        if self.on:
            for tid, entry in out["tokens"].items():
                entry["eye"] = self.field.eye(self.tokens[tid])
        return out


# ---------------------------------------------------------------- light and vision

class HeightLightBoard(lightreference.LightBoard):
    """`light` and `vision`: lightreference.LightBoard with §13's lines when the switch is on.
    Templates stay flat (their blocked_from_point is not touched)."""

    def __init__(self, enc, rules):
        super().__init__(enc, rules)
        self.field = HeightField(enc, rules)
        self.on = self.field.on
        self.light_z = {}
        for l in enc["board"].get("lights", []):
            if not l.get("on", True):
                continue
            self.light_z[l["id"]] = self.z_of(l)

    def z_of(self, l):
        """A light's height: its `z`, else its carrier's eye, else the highest ground among the
        map cells whose closed square holds its point, plus eyeHeightPerSize."""
        if "z" in l:
            return mic(l["z"])
        if l.get("token") is not None:
            return self.field.eye(self.tokens[l["token"]])
        p = (mic(l["x"]), mic(l["y"]))
        under = [self.field.ground_at((x, y))
                 for x in range(math.floor(p[0]) - 1, math.floor(p[0]) + 1)
                 for y in range(math.floor(p[1]) - 1, math.floor(p[1]) + 1)
                 if self.on_map((x, y)) and closed_square_contains((x, y), p)]
        return max(under) + self.field.per_size

    def light_level(self, light, c):
        if not self.on:
            return super().light_level(light, c)
        lid, p, bright, dim = light
        d2 = lightreference.dist2(p, centre(c))
        if d2 > dim * dim:  # radii stay flat, measured in the plane
            return 0
        exempt = {c} | {k for k in self.field.cells_near(p, p) if closed_square_contains(k, p)}
        blocked, _ = self.field.judge(p, self.light_z[lid], centre(c), self.field.lifted(c), exempt,
                                      skip_p=True)
        if blocked:
            return 0
        return 2 if d2 <= bright * bright else 1

    def token_sees(self, tid, c, eff):
        if not self.on:
            return super().token_sees(tid, c, eff)
        t = self.tokens[tid]
        fp = footprint(t)
        on = [f for f in fp if self.on_map(f)]
        if c in on:
            return True
        dv = lightreference.num(t.get("darkvision", 0))
        lit = eff[c] >= 1 or any(lightreference.dist2(centre(f), centre(c)) <= dv * dv for f in on)
        if not lit:
            return False
        exempt = set(fp) | {c}
        ze, zc = self.field.eye(t), self.field.lifted(c)
        return any(not self.field.judge(centre(f), ze, centre(c), zc, exempt)[0] for f in on)


# ---------------------------------------------------------------- hand-worked cases

PLAIN = {"square": {"eyeHeightPerSize": 1.5, "terrain": [
    {"id": "wall", "passable": False, "blocksSight": True, "givesCover": False, "extraCost": 0},
    {"id": "obstacle", "passable": False, "blocksSight": False, "givesCover": True, "extraCost": 0},
    {"id": "difficult", "passable": True, "blocksSight": False, "givesCover": False, "extraCost": 1},
    {"id": "water", "passable": True, "blocksSight": False, "givesCover": False, "extraCost": 1}]},
    "conditions": []}


def board(w, h, terrain=(), walls=(), elevation=(), tokens=(), lights=(), ambient=None, on=True,
          rules="paces", sides=("a", "b")):
    b = {"kind": "square", "width": w, "height": h, "terrain": list(terrain), "walls": list(walls),
         "elevation": list(elevation), "lights": list(lights)}
    if on is not None:
        b["sightOverHeights"] = on
    if ambient is not None:
        b["ambient"] = ambient
    return {"format": "gridkeep-encounter", "version": 1, "name": "selftest", "rules": rules,
            "board": b, "sides": [{"id": s} for s in sides], "allies": [], "tokens": list(tokens)}


def tok(tid, x, y, side="a", **extra):
    t = {"id": tid, "side": side, "x": x, "y": y}
    t.update(extra)
    return t


def pair(enc, a, b, rules=PLAIN):
    out = HeightSquare(enc, rules).analyze()
    p = next(p for p in out["pairs"] if p["from"] == a and p["to"] == b)
    return p["lineOfSight"], p["cover"], p["coveredBy"]


def strip_heights(enc, rng=None):
    """The same board with every height taken away and every elevation 0, the switch kept."""
    e = json.loads(json.dumps(enc))
    b = e["board"]
    b.pop("elevation", None)
    for t in b.get("terrain", []):
        t.pop("height", None)
    for wl in b.get("walls", []):
        wl.pop("top", None)
    for l in b.get("lights", []):
        l.pop("z", None)
    for t in e["tokens"]:
        t.pop("height", None)
        t.pop("altitude", None)
    return e


def selftest():
    checks = 0

    def eq(got, want, what):
        nonlocal checks
        checks += 1
        if got != want:
            raise AssertionError(f"{what}: got {got!r}, want {want!r}")

    # ---- 2-D contacts along the line
    P = lambda x, y: (F(str(x)), F(str(y)))
    eq(wall_contact(P(0.5, 0.5), P(6.5, 0.5), P(5.5, 0), P(5.5, 1)), (F(5, 6), F(5, 6)), "a crossing at 5/6")
    eq(wall_contact(P(0.5, 0.5), P(4.5, 0.5), P(1, 0.5), P(3, 0.5)), (F(1, 8), F(5, 8)), "a collinear stretch")
    eq(wall_contact(P(0.5, 0.5), P(4.5, 0.5), P(5, 0.5), P(3, 0.5)), (F(5, 8), F(1)), "running on past q")
    eq(wall_contact(P(0.5, 0.5), P(4.5, 0.5), P(4.5, 0), P(4.5, 0.5)), (F(1), F(1)), "touching q")
    eq(wall_contact(P(0.5, 0.5), P(4.5, 0.5), P(2, 0.5), P(2, 0.5)), (F(3, 8), F(3, 8)), "a post on the line")
    eq(wall_contact(P(0.5, 0.5), P(4.5, 0.5), P(0, 1), P(4, 1)), None, "parallel, apart")
    eq(open_stretch(P(0.5, 0.5), P(4.5, 0.5), (2, 0)), (F(3, 8), F(5, 8)), "the open stretch in a cell")
    eq(open_stretch(P(0.5, 0.5), P(2.5, 2.5), (1, 0)), None, "a corner only")
    eq(open_stretch(P(0, 1), P(3, 1), (1, 0)), None, "along a grid line")

    # ---- the sanity cases of the rule, as written
    two = [tok("a", 0, 1), tok("b", 4, 1, side="b")]
    crates = lambda hgt: [{"kind": "obstacle", "rect": [2, 0, 1, 3], "height": hgt}]
    eq(pair(board(5, 3, terrain=crates(1), tokens=two), "a", "b"), (True, False, []),
       "crate line of height 1: sight, no cover (the line runs at 1.5 > 1)")
    eq(pair(board(5, 3, terrain=crates(1.5), tokens=two), "a", "b"), (True, False, []),
       "crate line of height 1.5: the line grazes the top, no cover")
    eq(pair(board(5, 3, terrain=crates(1.6), tokens=two), "a", "b"), (True, True, [[2, 1]]),
       "crate line of height 1.6: cover")
    archer = [tok("archer", 0, 0), tok("goblin", 6, 0, side="b")]
    terrace = [{"cells": [[0, 0]], "meters": 3}]
    wall = lambda top: [{"from": [5.5, 0], "to": [5.5, 1], "top": top}]
    enc = board(7, 1, elevation=terrace, walls=wall(2), tokens=archer)
    eq(HeightSquare(enc, PLAIN).analyze()["tokens"]["archer"]["eye"], F(9, 2), "the archer's eye is 4.5")
    eq(pair(enc, "archer", "goblin"), (True, False, []), "wall top 2 met at z = 2.0: the archer sees")
    eq(pair(enc, "goblin", "archer"), (True, False, []), "and the goblin the archer")
    eq(pair(board(7, 1, elevation=terrace, walls=wall(2.1), tokens=archer), "archer", "goblin"),
       (False, False, []), "wall top 2.1: no sight")
    eq(pair(board(5, 1, elevation=[{"cells": [[2, 0]], "meters": 2}], tokens=[tok("a", 0, 0), tok("b", 4, 0)]),
            "a", "b"), (False, False, []), "a 2 m terrace cell between: blocked by the ground")
    three = [tok("a", 0, 0), tok("m", 1, 0), tok("b", 2, 0, side="b")]
    eq(pair(board(3, 1, tokens=three), "a", "b"), (True, True, ["m"]), "the middle one covers")
    three[1]["altitude"] = 3
    eq(pair(board(3, 1, tokens=three), "a", "b"), (True, False, []), "lifted by 3 m it does not")

    # ---- a line grazing a wall's top exactly: eyes 1.5 and 2.5 (b on 1 m), the wall half way
    two = [tok("a", 0, 0), tok("b", 4, 0, side="b")]
    up = [{"cells": [[4, 0]], "meters": 1}]
    for top, seen in (("2", True), ("2.000001", False), ("1.999999", True)):
        enc = board(5, 1, elevation=up, walls=[{"from": [2.5, 0], "to": [2.5, 1], "top": float(top)}], tokens=two)
        eq(pair(enc, "a", "b")[0], seen, f"a wall of top {top} met at z = 2")
    # a wall along the line from x = 1 to 3: z(t) = 1.5 + t and the shared stretch is t in
    # [1/8, 5/8], so z runs from 1.625 to 2.125 there and its lowest is 1.625
    for top, seen in ((1.625, True), (1.625001, False), (2.125, False)):
        enc = board(5, 1, elevation=up, walls=[{"from": [1, 0.5], "to": [3, 0.5], "top": top}], tokens=two)
        eq(pair(enc, "a", "b")[0], seen, f"a wall along the line, top {top}")
    # touching counts: a wall ending on the line, and a closed door, with tops
    enc = board(5, 1, elevation=up, walls=[{"from": [2.5, 0.5], "to": [2.5, 1], "top": 2}], tokens=two)
    eq(pair(enc, "a", "b")[0], True, "a wall ending on the line, grazed")
    enc["board"]["walls"][0]["top"] = 2.5
    eq(pair(enc, "a", "b")[0], False, "a wall ending on the line, above it")
    enc["board"]["walls"][0]["door"] = "open"
    eq(pair(enc, "a", "b")[0], True, "an open door blocks nothing, top or not")
    enc["board"]["walls"][0]["door"] = "closed"
    eq(pair(enc, "a", "b")[0], False, "a closed door is a wall")
    enc["board"]["walls"][0].pop("top")
    enc["board"]["elevation"] = [{"cells": [[4, 0]], "meters": 50}]
    eq(pair(enc, "a", "b")[0], False, "a wall without a top blocks at any height")

    # ---- a terrace edge: the archer on a 3 m terrace of cells (0..2, 0) looks down
    ledge = [{"rect": [0, 0, 3, 1], "meters": 3}]
    enc = board(6, 1, elevation=ledge, tokens=[tok("a", 0, 0), tok("b", 5, 0, side="b")])
    # the line leaves cell (2, 0) at x = 3, t = 1/2, z = 4.5 - 3/2 = 3: equal is not below
    eq(pair(enc, "a", "b"), (True, False, []), "seen over the terrace's edge, grazing it")
    enc = board(6, 1, elevation=ledge, tokens=[tok("a", 0, 0), tok("b", 4, 0, side="b")])
    # to cell (4, 0): t = 5/8 at x = 3, z = 4.5 - 15/8 = 2.625 < 3: hidden under the ledge
    eq(pair(enc, "a", "b"), (False, False, []), "hidden right under the ledge")
    # the cells of A and B never count, however high: b stands on a 3 m cell, a beside it
    enc = board(2, 1, elevation=[{"cells": [[1, 0]], "meters": 3}], tokens=[tok("a", 0, 0), tok("b", 1, 0)])
    eq(pair(enc, "a", "b"), (True, False, []), "neighbours see each other whatever their ground")
    # a ledge between two tokens of the same terrace: a dip does not hide, a rise does
    enc = board(5, 1, elevation=[{"rect": [0, 0, 5, 1], "meters": 1.25}, {"cells": [[2, 0]], "meters": 0.5}],
                tokens=two)
    eq(pair(enc, "a", "b"), (True, False, []), "a dip between them")
    enc["board"]["elevation"][1]["meters"] = 2.75
    eq(pair(enc, "a", "b"), (True, False, []), "a rise to 2.75 = the eyes' 1.25 + 1.5: grazed")
    enc["board"]["elevation"][1]["meters"] = 2.750001
    eq(pair(enc, "a", "b"), (False, False, []), "a micrometre higher: hidden")

    # ---- a flyer seen over a wall of top 3, half way: z = (1.5 + eye) / 2
    for alt, seen in ((5, True), (3, True), (2.999999, False), (1, False)):
        enc = board(5, 1, walls=[{"from": [2.5, 0], "to": [2.5, 1], "top": 3}],
                    tokens=[tok("a", 0, 0), tok("f", 4, 0, side="b", altitude=alt)])
        eq(pair(enc, "a", "f")[0], seen, f"a flyer at altitude {alt} over a wall of top 3")
    # sight-blocking terrain with a height, and a big token's eye (2x2: 3 m)
    enc = board(6, 2, terrain=[{"kind": "wall", "cells": [[2, 0], [2, 1]], "height": 2.25}],
                tokens=[tok("g", 0, 0, size=2), tok("b", 4, 0, side="b", size=2)])
    eq(HeightSquare(enc, PLAIN).analyze()["tokens"]["g"]["eye"], 3, "a 2x2's eye is 3 m")
    eq(pair(enc, "g", "b"), (True, False, []), "two giants over a 2.25 m wall")
    enc["tokens"][0]["height"] = 1.5
    # g's eye 1.5, b's 3: z = 1.5 + 1.5 t never exceeds 2.25 inside cell 2 on any of the 16
    # lines (the highest exit, x = 3 on the line from x = 1.5 to 5.5, is at t = 3/8, z = 2.0625)
    eq(pair(enc, "g", "b"), (False, False, []), "a squat giant (height 1.5) does not see over it")
    # the same wall as cover terrain: a low wall at the height the lines graze
    enc = board(5, 1, terrain=[{"kind": "obstacle", "cells": [[2, 0]], "height": 1.875}],
                tokens=[tok("a", 0, 0), tok("b", 4, 0, side="b", height=3)])
    # z = 1.5 + 1.5 t, the stretch in cell 2 is (3/8, 5/8): z from 2.0625 to 2.4375
    eq(pair(enc, "a", "b"), (True, False, []), "a low wall below the whole stretch")
    enc["board"]["terrain"][0]["height"] = 2.0625
    eq(pair(enc, "a", "b"), (True, False, []), "a low wall grazed at the stretch's lowest")
    enc["board"]["terrain"][0]["height"] = 2.062501
    eq(pair(enc, "a", "b"), (True, True, [[2, 0]]), "a low wall just above it covers")
    enc["board"]["terrain"][0].pop("height")
    eq(pair(enc, "a", "b"), (True, True, [[2, 0]]), "cover terrain without a height covers every line")
    # heights of terrain that neither blocks nor covers mean nothing
    enc["board"]["terrain"][0] = {"kind": "difficult", "cells": [[2, 0]], "height": 9}
    eq(pair(enc, "a", "b"), (True, False, []), "a tall difficult cell")

    # ---- token bodies: feet to eyes, both included
    mid = lambda **kw: tok("m", 2, 0, **kw)
    enc = board(5, 1, tokens=[tok("a", 0, 0), mid(altitude=1.5), tok("b", 4, 0, side="b")])
    eq(pair(enc, "a", "b")[1], True, "feet exactly on a level line: covers")
    enc = board(5, 1, tokens=[tok("a", 0, 0), mid(height=0.3), tok("b", 4, 0, side="b")])
    eq(pair(enc, "a", "b")[1], False, "a rat does not cover a line above it")
    # a rising line: a at 1.5, b at 3.5 (2 m terrace); in cell 2, t in (3/8, 5/8): z in (2.25, 2.75)
    rise = [{"cells": [[4, 0]], "meters": 2}]
    for kw, covered in (({"height": 2.25}, False), ({"height": 2.250001}, True),
                        ({"altitude": 2.75}, False), ({"altitude": 2.749999}, True)):
        enc = board(5, 1, elevation=rise, tokens=[tok("a", 0, 0), mid(**kw), tok("b", 4, 0, side="b")])
        eq(pair(enc, "a", "b")[1], covered, f"a body {kw} against the open z range (2.25, 2.75)")
    # a body on a ledge: its feet are on its own cell's ground
    enc = board(5, 1, elevation=[{"cells": [[2, 0]], "meters": 1}],
                tokens=[tok("a", 0, 0), mid(height=0.5), tok("b", 4, 0, side="b")])
    eq(pair(enc, "a", "b"), (True, True, ["m"]), "a short body on 1 m: [1, 1.5] holds the line at 1.5")

    # ---- lights: from a ledge, above and below wall tops
    ledge = [{"rect": [0, 0, 2, 1], "meters": 3}]
    enc = board(6, 1, elevation=ledge, ambient="dark",
                lights=[{"id": "l", "x": 0.5, "y": 0.5, "bright": 9, "dim": 9}])
    bl = HeightLightBoard(enc, PLAIN)
    eq(bl.light_z["l"], F(9, 2), "a light without z stands 1.5 above the ground under it")
    # to cell 2 (lifted 1.5): leaves cell 1 at t = 3/4, z = 4.5 - 9/4 = 2.25 < 3: in the ledge's
    # shadow. To cell 3: t = 1/2, z = 3, grazing: lit. Further cells are lit too.
    eq(bl.light()["levels"], ["bb.bbb"], "a light on a ledge lights the cells below, past its shadow")
    enc["board"]["lights"][0]["z"] = 3
    eq(HeightLightBoard(enc, PLAIN).light()["levels"], ["bb...."], "the same light set down on the ledge")
    enc["board"]["lights"][0]["z"] = 6.5
    # to cell 2: t = 3/4, z = 6.5 - 3.75 = 2.75 < 3 still; to cell 3: t = 1/2 at x = 2, z = 4
    eq(HeightLightBoard(enc, PLAIN).light()["levels"], ["bb.bbb"], "held higher")
    walled = lambda z, top: board(5, 1, ambient="dark", walls=[{"from": [2, 0], "to": [2, 1], "top": top}],
                                  lights=[{"id": "l", "x": 0.5, "y": 0.5, "z": z, "bright": 9, "dim": 9}])
    # the wall at x = 2 meets the line to cell 2 at t = 3/4, to cell 3 at t = 1/2, to cell 4 at
    # t = 3/8; the cells' centres are lifted to 1.5
    eq(HeightLightBoard(walled(1, 1.6), PLAIN).light()["levels"], ["bb..."], "a light below a wall's top")
    # z = 1 + t/2: 1.375, 1.25, 1.1875 at the wall
    eq(HeightLightBoard(walled(1, 1.2), PLAIN).light()["levels"], ["bbbb."],
       "a light below a 1.2 m wall still reaches the lifted centres just behind it")
    # z = 2 - t/2: 1.625, 1.75, 1.8125 at the wall
    eq(HeightLightBoard(walled(2, 1.75), PLAIN).light()["levels"], ["bb.bb"], "a light above a 1.75 m wall")
    eq(HeightLightBoard(walled(2, 1.8125), PLAIN).light()["levels"], ["bb..b"], "the far cell grazes 1.8125")
    eq(HeightLightBoard(walled(2, 1.812501), PLAIN).light()["levels"], ["bb..."], "a micrometre more")
    # a light on the wall's line: the wall meets its lines only at p, whatever the heights
    enc = board(4, 1, ambient="dark", walls=[{"from": [2, 0], "to": [2, 1], "top": 9}],
                lights=[{"id": "l", "x": 2, "y": 0.5, "z": 0.25, "bright": 9, "dim": 9}])
    eq(HeightLightBoard(enc, PLAIN).light()["levels"], ["bbbb"], "a light on a tall wall's line")
    # a light running along a wall: lowest z over (0, hi]
    enc = board(4, 3, ambient="dark", walls=[{"from": [1.5, 0.5], "to": [1.5, 2.5], "top": 1.5}],
                lights=[{"id": "l", "x": 1.5, "y": 0.5, "z": 1.5, "bright": 9, "dim": 9}])
    # to (1, 2): z 1.5 all along, never below the top: lit. With top 1.500001: blocked.
    eq(HeightLightBoard(enc, PLAIN).light()["levels"][2], "bbbb", "along a wall at its top")
    enc["board"]["walls"][0]["top"] = 1.500001
    eq(HeightLightBoard(enc, PLAIN).light()["levels"][2][1], ".", "along a wall just above")
    # a carried light shines from its carrier's eye; the cells holding p are exempt from the
    # ground rule, the others are not
    enc = board(6, 1, ambient="dark", elevation=[{"cells": [[1, 0]], "meters": 1}],
                tokens=[tok("c", 0, 0, height=0.5)],
                lights=[{"id": "t", "token": "c", "bright": 9, "dim": 9}])
    # p (0.5, 0.5) at z 0.5; cell 1 at 1 m hides everything behind it
    eq(HeightLightBoard(enc, PLAIN).light()["levels"], ["bb...."], "a torch held low behind a step")
    enc["tokens"][0]["height"] = 2.5
    # to cell 2 (lifted 1.5): t = 3/4 at x = 2, z = 2.5 - 0.75 = 1.75 >= 1: lit all along
    eq(HeightLightBoard(enc, PLAIN).light()["levels"], ["bbbbbb"], "held high")
    # the default z of a light on a grid corner: the highest ground of the four cells
    enc = board(2, 2, elevation=[{"cells": [[1, 1]], "meters": 0.75}],
                lights=[{"id": "l", "x": 1, "y": 1, "bright": 1, "dim": 1}])
    eq(HeightLightBoard(enc, PLAIN).light_z["l"], F(9, 4), "a light on a corner: 0.75 + 1.5")

    # ---- vision from a terrace and into a pit
    enc = board(6, 1, ambient="bright", elevation=[{"rect": [0, 0, 3, 1], "meters": 3}],
                tokens=[tok("a", 0, 0)])
    # to cell 3 the line leaves the ledge at t = 5/6, z = 4.5 - 2.5 = 2 < 3; to cell 4 at t = 5/8,
    # z = 2.625; to cell 5 at t = 1/2, z = 3: grazing
    eq(HeightLightBoard(enc, PLAIN).vision()["seen"], ["###..#"], "the ground under the ledge is out of sight")
    enc = board(6, 1, elevation=[{"cells": [[2, 0]], "meters": 1.5}, {"cells": [[4, 0]], "meters": -3}],
                tokens=[tok("a", 0, 0)])
    # to cell 3 (lifted 1.5): z = 1.5 all along, grazing the 1.5 m cell: seen. To cell 4 (lifted
    # -1.5): in cell 2, t in (3/8, 5/8), z = 1.5 - 3t, below 1.5: hidden. Cell 5 is seen again.
    eq(HeightLightBoard(enc, PLAIN).vision()["seen"], ["####.#"], "a step at eye height and a pit behind it")
    # darkvision and the lifted centre: sight is measured flat, the line in 3-D
    enc = board(3, 1, ambient="dark", walls=[{"from": [1, 0], "to": [1, 1], "top": 1.5}],
                tokens=[tok("a", 0, 0, darkvision=2)])
    eq(HeightLightBoard(enc, PLAIN).vision()["seen"], ["###"], "darkvision over a wall at the eyes' height")
    enc["board"]["walls"][0]["top"] = 1.500001
    eq(HeightLightBoard(enc, PLAIN).vision()["seen"], ["#.."], "and not over one a millionth higher")

    # ---- the switch off: the file's heights change nothing
    enc = board(7, 1, elevation=terrace, walls=wall(2), tokens=archer, on=False)
    eq(pair(enc, "archer", "goblin"), (False, False, []), "switch off: a wall of any top blocks")
    eq("eye" in HeightSquare(enc, PLAIN).analyze()["tokens"]["archer"], False, "switch off: no eye")
    eq(HeightSquare(board(3, 1, tokens=[tok("a", 0, 0), tok("m", 1, 0, altitude=3), tok("b", 2, 0)], on=None),
                    PLAIN).sight("a", "b"), (True, True, ["m"]), "no switch: a flyer covers as today")

    # ---- a rule set without eyeHeightPerSize reads 1.5; one with 2 lifts everyone
    norules = {"square": {k: v for k, v in PLAIN["square"].items() if k != "eyeHeightPerSize"}}
    eq(HeightSquare(board(2, 1, tokens=[tok("a", 0, 0, size=2)]), norules).analyze()["tokens"]["a"]["eye"], 3,
       "eyeHeightPerSize defaults to 1.5")
    tall = {"square": dict(PLAIN["square"], eyeHeightPerSize=2)}
    enc = board(5, 1, walls=[{"from": [2.5, 0], "to": [2.5, 1], "top": 2}], tokens=two)
    eq((pair(enc, "a", "b", PLAIN)[0], pair(enc, "a", "b", tall)[0]), (False, True), "eyes at 2 m see over 2 m")

    checks += flat_property(random.Random(13), 100)
    return checks


def flat_property(rng, count):
    """With the switch on, no heights, every elevation 0 and tokens of one size, §13 reads
    exactly as the flat rules (docs/rules.md §13); with mixed sizes
    line of sight still agrees (only cover between different eye heights may differ)."""
    import randomheights
    checks = 0
    for i in range(count):
        rid = rng.choice(["paces", "meters", "classic"])
        enc = strip_heights(randomheights.board(rng, rid, lighting_levels=()))
        enc["board"]["sightOverHeights"] = True
        one_size = rng.random() < 0.7
        if one_size:
            s = rng.choice([1, 1, 2])
            for t in enc["tokens"]:
                t["size"] = s
        flat = json.loads(json.dumps(enc))
        flat["board"]["sightOverHeights"] = False
        want = reference.Square(flat, PLAIN).analyze()
        got = HeightSquare(enc, PLAIN).analyze()
        for w, g in zip(want["pairs"], got["pairs"]):
            key = ("lineOfSight", "cover", "coveredBy") if one_size else ("lineOfSight",)
            for k in key:
                checks += 1
                if w[k] != g[k]:
                    raise AssertionError(f"flat property, board {i} ({'one size' if one_size else 'mixed'}), "
                                         f"{w['from']}->{w['to']} {k}: flat {w[k]!r}, heights {g[k]!r}\n"
                                         + json.dumps(enc))
        for mode in ("light", "vision"):
            checks += 1
            w = getattr(lightreference.LightBoard(flat, PLAIN), mode)()
            g = getattr(HeightLightBoard(enc, PLAIN), mode)()
            if w != g:
                raise AssertionError(f"flat property, board {i}, {mode}: flat {w!r}, heights {g!r}\n"
                                     + json.dumps(enc))
    return checks


def main(argv):
    if argv and argv[0] == "--selftest":
        n = selftest()
        print(f"selftest: {n} checks passed")
        return 0
    rules_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "rules")
    if "--rules" in argv:
        i = argv.index("--rules")
        rules_dir = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    player = "--player" in argv
    argv = [a for a in argv if a != "--player"]
    if len(argv) != 2 or argv[0] not in ("analyze", "light", "vision"):
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        enc = json.load(f)
    rules = reference.load_rules(rules_dir, enc["rules"])
    if argv[0] == "analyze":
        out = reference_json(HeightSquare(enc, rules, player).analyze())
    else:
        out = getattr(HeightLightBoard(enc, rules), argv[0])()
    print(json.dumps(out))
    return 0


def reference_json(v):
    """Fractions as JSON numbers (ints when whole, else the exact decimal when it has one)."""
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, Fraction):
        if v.denominator == 1:
            return v.numerator
        return float(v)
    if isinstance(v, dict):
        return {k: reference_json(x) for k, x in v.items()}
    if isinstance(v, list):
        return [reference_json(x) for x in v]
    return v


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
