#!/usr/bin/env python3
"""An independent reading of lights, vision and templates (docs/rules.md §8 and §9), written
apart from the C++ engine.

It computes what `gridkeep-cli light`, `vision` and `template` must print, by the most direct
method rather than the fastest: every point is an exact Fraction taken from the decimal text of
the file (1.5 -> 3/2, never a binary float), every distance is compared as a square, and every
"does this segment meet that" question is answered by exact rational geometry, cell by cell and
wall by wall. crosscheck.py compares the real binary with it on boards from randomlights.py.

    python3 lightreference.py --selftest      hand-worked cases
    python3 lightreference.py light|vision FILE [--rules DIR]
    python3 lightreference.py template FILE --circle X Y R | --cone X Y TX TY |
                              --line X Y TX TY W | --square X Y S [--through-walls] [--rules DIR]
"""
from fractions import Fraction
import json
import os
import sys

HALF = Fraction(1, 2)
LEVEL_CHAR = {2: "b", 1: "d", 0: "."}          # bright > dim > dark
AMBIENT = {"bright": 2, "dim": 1, "dark": 0}


def num(v):
    """A number from a JSON file (or the command line) as an exact Fraction."""
    if isinstance(v, bool):
        raise TypeError("a bool is not a number")
    if isinstance(v, Fraction):
        return v
    if isinstance(v, int):
        return Fraction(v)
    return Fraction(str(v))  # a float's repr is the shortest decimal that reads back as it


def load_rules(rules_dir, rid):
    with open(os.path.join(rules_dir, f"{rid}.json")) as f:
        return json.load(f)


def size_of(t):
    s = int(t.get("size", 1))
    return s if s >= 1 else 1


def footprint(t):
    x, y, s = int(t["x"]), int(t["y"]), size_of(t)
    return [(x + i, y + j) for j in range(s) for i in range(s)]


def cells_of(e):
    out = [(int(c[0]), int(c[1])) for c in e.get("cells", [])]
    if "rect" in e:
        x, y, w, h = (int(v) for v in e["rect"])
        out += [(x + i, y + j) for j in range(h) for i in range(w)]
    return out


def centre(c):
    return (c[0] + HALF, c[1] + HALF)


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1]


def cross(a, b):
    return a[0] * b[1] - a[1] * b[0]


def dist2(a, b):
    d = sub(a, b)
    return dot(d, d)


# ---------------------------------------------------------------- exact segment geometry

def wall_meets(p, q, a, b, allow_p):
    """Does the closed segment pq share a point with the closed segment ab? With allow_p, a
    shared point equal to p does not count (rules §8.1: "at any point other than p itself"), so
    only a contact beyond p (a crossing, a touch, or a collinear overlap running on from p)
    counts."""
    # cheap rejection on the bounding boxes
    if max(p[0], q[0]) < min(a[0], b[0]) or max(a[0], b[0]) < min(p[0], q[0]):
        return False
    if max(p[1], q[1]) < min(a[1], b[1]) or max(a[1], b[1]) < min(p[1], q[1]):
        return False
    d = sub(q, p)
    e = sub(b, a)
    if d == (0, 0):  # the segment is the point p
        on = point_on_segment(p, a, b)
        return on and not allow_p
    if e == (0, 0):  # the wall is a point (a post)
        if not point_on_segment(a, p, q):
            return False
        return not (allow_p and a == p)
    den = cross(d, e)
    ap = sub(a, p)
    if den != 0:
        t = Fraction(cross(ap, e), den)   # along pq
        u = Fraction(cross(ap, d), den)   # along ab
        if not (0 <= t <= 1 and 0 <= u <= 1):
            return False
        return not (allow_p and t == 0)
    if cross(ap, d) != 0:  # parallel, apart
        return False
    # collinear: the overlap of the two parameter ranges along pq
    dd = dot(d, d)
    ta, tb = Fraction(dot(sub(a, p), d), dd), Fraction(dot(sub(b, p), d), dd)
    lo, hi = max(Fraction(0), min(ta, tb)), min(Fraction(1), max(ta, tb))
    if lo > hi:
        return False
    if allow_p and hi == 0:  # they share only p
        return False
    return True


def point_on_segment(c, a, b):
    if cross(sub(b, a), sub(c, a)) != 0:
        return False
    return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])


def meets_open_cell(p, q, c):
    """Does the closed segment pq meet the open interior of cell c (the open unit square
    (x, x+1) x (y, y+1))? Touching only an edge or a corner does not count (rules §1.6)."""
    x0, y0 = c
    if max(p[0], q[0]) <= x0 or min(p[0], q[0]) >= x0 + 1:
        return False
    if max(p[1], q[1]) <= y0 or min(p[1], q[1]) >= y0 + 1:
        return False
    lo, hi = Fraction(0), Fraction(1)
    for a0, dv, b0 in ((p[0], q[0] - p[0], x0), (p[1], q[1] - p[1], y0)):
        if dv == 0:
            if not (b0 < a0 < b0 + 1):
                return False
            continue
        t0, t1 = Fraction(b0 - a0) / dv, Fraction(b0 + 1 - a0) / dv
        if t0 > t1:
            t0, t1 = t1, t0
        lo, hi = max(lo, t0), min(hi, t1)
    # the open box gives an open parameter interval (t0, t1); the segment's range is [0, 1].
    if p == q:
        return lo <= hi and x0 < p[0] < x0 + 1 and y0 < p[1] < y0 + 1
    return lo < hi


def closed_square_contains(c, p):
    return c[0] <= p[0] <= c[0] + 1 and c[1] <= p[1] <= c[1] + 1


# ---------------------------------------------------------------- the board

class LightBoard:
    """A square encounter as lights, vision and templates read it."""

    def __init__(self, enc, rules):
        self.enc = enc
        self.rid = enc["rules"]
        b = enc["board"]
        if b.get("kind") != "square":
            raise ValueError("square boards only")
        self.w, self.h = int(b["width"]), int(b["height"])
        kinds = {k["id"]: k for k in rules["square"]["terrain"]}
        terrain = {}
        for e in b.get("terrain", []):
            for c in cells_of(e):
                terrain[c] = kinds[e["kind"]]
        self.blockers = sorted(c for c, k in terrain.items() if k.get("blocksSight", False))
        self.walls = []  # the blocking ones: walls and closed doors
        for wl in b.get("walls", []):
            if wl.get("door") == "open":
                continue
            self.walls.append(((num(wl["from"][0]), num(wl["from"][1])),
                               (num(wl["to"][0]), num(wl["to"][1]))))
        self.ambient_name = b.get("ambient", "bright")
        self.ambient = AMBIENT[self.ambient_name]
        self.tokens = {t["id"]: t for t in enc["tokens"]}
        self.order = [t["id"] for t in enc["tokens"]]
        self.lights = []
        for l in b.get("lights", []):
            if not l.get("on", True):
                continue
            if l.get("token") is not None:
                t = self.tokens[l["token"]]
                s = size_of(t)
                p = (int(t["x"]) + Fraction(s, 2), int(t["y"]) + Fraction(s, 2))
            else:
                p = (num(l["x"]), num(l["y"]))
            self.lights.append((l["id"], p, num(l["bright"]), num(l["dim"])))
        # painted lighting (meters): the rule set's levels in order, first bright, second dim,
        # last dark
        levels = [lv["id"] for lv in rules["square"].get("lighting", [])]
        self.painted = {}
        for e in b.get("lighting", []):
            i = levels.index(e["level"])
            lv = 2 if i == 0 else (0 if i == len(levels) - 1 else 1)
            for c in cells_of(e):
                self.painted[c] = lv
        self.allies = {frozenset(p) for p in enc.get("allies", [])}
        self.sides = [s["id"] for s in enc["sides"]]

    def on_map(self, c):
        return 0 <= c[0] < self.w and 0 <= c[1] < self.h

    def map_cells(self):
        return [(x, y) for y in range(self.h) for x in range(self.w)]

    def rows(self, pred):
        return ["".join(pred((x, y)) for x in range(self.w)) for y in range(self.h)]

    # ---- blocking from a point (§8 lights, §9 templates)
    def blocked_from_point(self, p, c):
        """Is the segment from the point p to the centre of cell c blocked (rules §8.1)?"""
        q = centre(c)
        if any(wall_meets(p, q, a, b, allow_p=True) for (a, b) in self.walls):
            return True
        for k in self.blockers:
            if k == c or closed_square_contains(k, p):
                continue
            if meets_open_cell(p, q, k):
                return True
        return False

    # ---- light
    def light_level(self, light, c):
        _, p, bright, dim = light
        d2 = dist2(p, centre(c))
        if d2 > dim * dim:
            return 0
        if self.blocked_from_point(p, c):
            return 0
        return 2 if d2 <= bright * bright else 1

    def computed(self, c):
        best = self.ambient
        for l in self.lights:
            if best == 2:
                break
            best = max(best, self.light_level(l, c))
        return best

    def effective(self, c):
        if c in self.painted:
            return self.painted[c]
        return self.computed(c)

    def light(self):
        levels = {c: self.effective(c) for c in self.map_cells()}
        return {"ambient": self.ambient_name, "levels": self.rows(lambda c: LEVEL_CHAR[levels[c]])}

    # ---- vision
    def party(self):
        """The party side (docs/rules.md §3.1): the fog's, else the fight's, else the first."""
        fog = self.enc.get("fog")
        if isinstance(fog, dict) and fog.get("party"):
            return fog["party"]
        combat = self.enc.get("combat")
        if isinstance(combat, dict) and combat.get("party"):
            return combat["party"]
        return self.sides[0]

    def party_tokens(self):
        party = self.party()
        out = []
        for tid in self.order:
            t = self.tokens[tid]
            if t.get("hidden", False):
                continue
            if t["side"] == party or frozenset((t["side"], party)) in self.allies:
                out.append(tid)
        return out

    def sight_line_clear(self, f, c, skip):
        """§1.6 between cell centres: no blocking wall touches it anywhere, and it passes
        through no sight-blocking cell other than those in skip."""
        p, q = centre(f), centre(c)
        if any(wall_meets(p, q, a, b, allow_p=False) for (a, b) in self.walls):
            return False
        return not any(k not in skip and meets_open_cell(p, q, k) for k in self.blockers)

    def token_sees(self, tid, c, eff):
        t = self.tokens[tid]
        fp = footprint(t)
        on = [f for f in fp if self.on_map(f)]
        if c in on:
            return True
        dv = num(t.get("darkvision", 0))
        lit = eff[c] >= 1 or any(dist2(centre(f), centre(c)) <= dv * dv for f in on)
        if not lit:
            return False
        skip = set(fp) | {c}
        return any(self.sight_line_clear(f, c, skip) for f in on)

    def vision(self):
        eff = {c: self.effective(c) for c in self.map_cells()}
        party = self.party_tokens()
        seen = {c for c in self.map_cells() if any(self.token_sees(t, c, eff) for t in party)}
        return {"party": self.party(), "seen": self.rows(lambda c: "#" if c in seen else ".")}

    # ---- templates
    def template_cells(self, shape, args, through_walls=False):
        args = [num(a) for a in args]
        p = (args[0], args[1])
        inside = set()
        for c in self.map_cells():
            q = centre(c)
            if not in_shape(shape, p, args[2:], q):
                continue
            if not through_walls and self.blocked_from_point(p, c):
                continue
            inside.add(c)
        return inside

    def template(self, shape, args, through_walls=False):
        inside = self.template_cells(shape, args, through_walls)
        caught = sorted(tid for tid, t in self.tokens.items() if any(f in inside for f in footprint(t)))
        return {"cells": self.rows(lambda c: "#" if c in inside else "."), "caught": caught}


def in_shape(shape, p, rest, q):
    """Is q in the closed template shape with origin p (rules §9.1's table)?"""
    v = sub(q, p)
    if shape == "circle":
        r = rest[0]
        return r >= 0 and dot(v, v) <= r * r
    if shape == "square":
        s = rest[0]
        return s >= 0 and p[0] <= q[0] <= p[0] + s and p[1] <= q[1] <= p[1] + s
    t = (rest[0], rest[1])
    d = sub(t, p)
    dd = dot(d, d)
    if dd == 0:
        return False
    vd = dot(v, d)
    if not (0 <= vd <= dd):
        return False
    vx = cross(v, d)
    if shape == "cone":
        return 4 * vx * vx <= vd * vd
    if shape == "line":
        wdt = rest[2]
        return wdt >= 0 and 4 * vx * vx <= wdt * wdt * dd
    raise ValueError(shape)


SHAPE_ARGS = {"circle": 3, "cone": 4, "line": 5, "square": 3}


# ---------------------------------------------------------------- hand-worked cases

def board(w, h, rules="paces", terrain=(), walls=(), lights=(), tokens=(), ambient=None,
          sides=("a", "b"), allies=(), lighting=None, **extra):
    b = {"kind": "square", "width": w, "height": h, "terrain": list(terrain), "walls": list(walls),
         "lights": list(lights)}
    if ambient is not None:
        b["ambient"] = ambient
    if lighting is not None:
        b["lighting"] = lighting
    enc = {"format": "gridkeep-encounter", "version": 1, "name": "selftest", "rules": rules,
           "board": b, "sides": [{"id": s} for s in sides], "allies": [list(p) for p in allies],
           "tokens": list(tokens)}
    enc.update(extra)
    return enc


RULES = {
    "plain": {"square": {"terrain": [
        {"id": "wall", "passable": False, "blocksSight": True, "givesCover": False, "extraCost": 0},
        {"id": "obstacle", "passable": False, "blocksSight": False, "givesCover": True, "extraCost": 0}]}},
}
RULES["lit"] = {"square": dict(RULES["plain"]["square"], lighting=[
    {"id": "bright"}, {"id": "dim"}, {"id": "darkness"}])}


def selftest():
    plain = RULES["plain"]
    checks = 0

    def eq(got, want, what):
        nonlocal checks
        checks += 1
        if got != want:
            raise AssertionError(f"{what}: got {got!r}, want {want!r}")

    P = lambda x, y: (num(x), num(y))

    # exact segment geometry
    eq(wall_meets(P(1, 1), P(3, 1), P(1, 0), P(1, 2), True), False, "wall through p, crossing")
    eq(wall_meets(P(1, 1), P(3, 1), P(1, 0), P(1, 2), False), True, "same, when touching at p counts")
    eq(wall_meets(P(1, 1), P(3, 1), P(0, 1), P(2, 1), True), True, "collinear overlap beyond p")
    eq(wall_meets(P(1, 1), P(3, 1), P(0, 1), P(1, 1), True), False, "collinear, only p shared")
    eq(wall_meets(P(1, 1), P(3, 1), P(3, 0), P(3, 5), True), True, "wall through q")
    eq(wall_meets(P(1, 1), P(3, 1), P(2, 1), P(2, 1), True), True, "a post on the segment")
    eq(wall_meets(P(1, 1), P(3, 1), P(1, 1), P(1, 1), True), False, "a post at p")
    eq(wall_meets(P(1, 1), P(1, 1), P(0, 0), P(2, 2), True), False, "zero segment on a wall")
    eq(wall_meets(P(0, 0), P(2, 2), P(0, 1), P(1, 2), False), False, "parallel, apart")
    eq(meets_open_cell(P(0.5, 0.5), P(2.5, 2.5), (1, 0)), False, "diagonal touches a corner only")
    eq(meets_open_cell(P(0.5, 0.5), P(2.5, 2.5), (1, 1)), True, "diagonal through a cell")
    eq(meets_open_cell(P(0, 1), P(3, 1), (1, 0)), False, "along a grid line")
    eq(meets_open_cell(P(1.5, 1.5), P(1.5, 1.5), (1, 1)), True, "a point inside")
    eq(meets_open_cell(P(1, 1), P(1, 1), (1, 1)), False, "a point on a corner")
    eq(meets_open_cell(P(0.5, 0.5), P(1, 1), (1, 1)), False, "ending on a corner")

    # 1. a light exactly on a wall line: the wall through p shades neither side of it
    enc = board(4, 1, ambient="dark", walls=[{"from": [2, 0], "to": [2, 1]}],
                lights=[{"id": "l", "x": 2, "y": 0.5, "bright": 1, "dim": 1}])
    eq(LightBoard(enc, plain).light(), {"ambient": "dark", "levels": [".bb."]}, "light on a wall line")
    # a wall through a cell's centre shades that cell (touching at q counts) and what is behind
    enc = board(4, 1, ambient="dark", walls=[{"from": [2.5, 0], "to": [2.5, 1]}],
                lights=[{"id": "l", "x": 1.5, "y": 0.5, "bright": 5, "dim": 5}])
    eq(LightBoard(enc, plain).light()["levels"], ["bb.."], "a wall through a centre")
    # a wall along p->q (collinear, running on beyond p) blocks; leaving it at an angle does not
    enc = board(4, 3, ambient="dark", walls=[{"from": [0, 1.5], "to": [4, 1.5]}],
                lights=[{"id": "l", "x": 1.5, "y": 1.5, "bright": 9, "dim": 9}])
    eq(LightBoard(enc, plain).light()["levels"], ["bbbb", ".b..", "bbbb"], "collinear wall")
    # an open door blocks nothing, a closed one is a wall
    enc = board(3, 1, ambient="dark", walls=[{"from": [1, 0], "to": [1, 1], "door": "open"},
                                              {"from": [2, 0], "to": [2, 1], "door": "closed"}],
                lights=[{"id": "l", "x": 0.5, "y": 0.5, "bright": 9, "dim": 9}])
    eq(LightBoard(enc, plain).light()["levels"], ["bb."], "doors")

    # 2. distances equal to a radius: from the edge midpoint (0.5, 0), cell (2, 1) is (2, 1.5)
    #    away, exactly 2.5
    enc = board(5, 5, ambient="dark", lights=[{"id": "l", "x": 0.5, "y": 0, "bright": 1, "dim": 2.5}])
    b0 = LightBoard(enc, plain)
    eq(b0.light_level(b0.lights[0], (2, 1)), 1, "exactly on the dim radius is dim")
    eq(b0.light_level(b0.lights[0], (0, 0)), 2, "d² 0.25 <= 1")
    eq(b0.light_level(b0.lights[0], (1, 0)), 1, "d² 1.25 > 1: dim")
    eq(b0.light_level(b0.lights[0], (2, 2)), 0, "d² 10.25: dark")
    enc = board(5, 5, ambient="dark", lights=[{"id": "l", "x": 0.5, "y": 0, "bright": 2.5, "dim": 2.5}])
    b0 = LightBoard(enc, plain)
    eq(b0.light_level(b0.lights[0], (2, 1)), 2, "bright == dim, on the edge: bright")
    enc = board(3, 3, ambient="dark", lights=[{"id": "l", "x": 1.5, "y": 1.5, "bright": 0, "dim": 0}])
    eq(LightBoard(enc, plain).light()["levels"], ["...", ".b.", "..."], "radius 0 at a centre")
    enc = board(3, 3, ambient="dark", lights=[{"id": "l", "x": 1.5, "y": 1.5, "bright": 0, "dim": 1}])
    eq(LightBoard(enc, plain).light()["levels"], [".d.", "dbd", ".d."], "bright 0")
    enc = board(3, 3, ambient="dim", lights=[{"id": "l", "x": 1.5, "y": 1.5, "bright": 9, "dim": 9, "on": False}])
    eq(LightBoard(enc, plain).light()["levels"], ["ddd"] * 3, "an off light")
    enc = board(3, 1, ambient="dim", lights=[{"id": "l", "x": 0.5, "y": 0.5, "bright": 0, "dim": 5}])
    eq(LightBoard(enc, plain).light()["levels"], ["bdd"], "the best of ambient and lights")
    enc = board(2, 1, lights=[])
    eq(LightBoard(enc, plain).light(), {"ambient": "bright", "levels": ["bb"]}, "ambient bright by default")

    # 3. corner-touching terrain
    enc = board(3, 3, ambient="dark", terrain=[{"kind": "wall", "cells": [[0, 0], [1, 1]]}],
                lights=[{"id": "l", "x": 0.5, "y": 2.5, "bright": 9, "dim": 9}])
    got = LightBoard(enc, plain).light()["levels"]
    eq(got[0][2], ".", "the line through a wall cell's centre")
    eq(got[0][1], ".", "(1,0): the line dips into (1,1)")
    eq(got[1][1], "b", "the blocking cell itself is lit")
    eq(got[0][0], "b", "so is the other wall cell, seen along x = 0.5")
    enc = board(4, 4, ambient="dark", terrain=[{"kind": "wall", "cells": [[1, 0], [0, 1]]}],
                lights=[{"id": "l", "x": 0.5, "y": 0.5, "bright": 9, "dim": 9}])
    got = LightBoard(enc, plain).light()["levels"]
    eq(got[1][1], "b", "the diagonal slips between two corner-touching wall cells")
    eq(got[3][3], "b", "and on along the diagonal")
    eq(got[0][2], ".", "behind the wall cell")
    # a light on a grid corner: cells whose closed square holds p never block
    enc = board(4, 4, ambient="dark", terrain=[{"kind": "wall", "cells": [[1, 1]]}],
                lights=[{"id": "l", "x": 2, "y": 2, "bright": 9, "dim": 9}])
    eq(LightBoard(enc, plain).light()["levels"][0][0], "b", "the wall cell at the light's corner")
    enc = board(4, 4, ambient="dark", terrain=[{"kind": "wall", "cells": [[1, 1]]}],
                lights=[{"id": "l", "x": 3, "y": 3, "bright": 9, "dim": 9}])
    eq(LightBoard(enc, plain).light()["levels"][0][0], ".", "a wall cell away from the light")
    # a light on an edge between two wall cells, inside a wall cell
    enc = board(3, 4, ambient="dark", terrain=[{"kind": "wall", "rect": [1, 0, 1, 4]}],
                lights=[{"id": "l", "x": 1.5, "y": 1, "bright": 9, "dim": 9}])
    eq(LightBoard(enc, plain).light()["levels"], ["bbb", "bbb", "bbb", "..."], "on the edge of two wall cells")

    # 4. a carried light on a 2x2 token: the point is the footprint's centre, a grid corner
    tok = {"id": "ogre", "side": "a", "x": 1, "y": 1, "size": 2}
    enc = board(5, 5, ambient="dark", tokens=[tok],
                lights=[{"id": "torch", "token": "ogre", "x": 0, "y": 0, "bright": 0.8, "dim": 1.6}])
    got = LightBoard(enc, plain).light()["levels"]
    eq(got[1][1:3] + got[2][1:3], "bbbb", "carried light, own cells: d² 0.5 <= 0.64")
    eq(got[2][3], "d", "carried light, d² 2.5 <= 2.56")
    eq(got[3][3], ".", "carried light, d² 4.5 > 2.56")
    eq(got[0][0], ".", "x and y of a carried light are ignored")
    tok = {"id": "ogre", "side": "a", "x": 3, "y": 3, "size": 3}  # hangs off a 5x5 map
    enc = board(5, 5, ambient="dark", tokens=[tok],
                lights=[{"id": "torch", "token": "ogre", "bright": 0.9, "dim": 0.9}])
    b0 = LightBoard(enc, plain)
    eq(b0.lights[0][1], (Fraction(9, 2), Fraction(9, 2)), "an overhanging carrier keeps the whole centre")
    eq(b0.light()["levels"], ["....."] * 4 + ["....b"], "only (4,4) within 0.9 of (4.5,4.5)")

    # 5. darkvision 1.5 reaches a diagonal cell (d² 2 <= 2.25), not a knight's move (5)
    enc = board(5, 5, ambient="dark", tokens=[{"id": "elf", "side": "a", "x": 2, "y": 2, "darkvision": 1.5}])
    eq(LightBoard(enc, plain).vision(), {"party": "a", "seen": [".....", ".###.", ".###.", ".###.", "....."]},
       "darkvision 1.5")
    enc = board(5, 5, ambient="dark", tokens=[{"id": "elf", "side": "a", "x": 2, "y": 2, "darkvision": 1.414213}])
    eq(LightBoard(enc, plain).vision()["seen"], [".....", "..#..", ".###.", "..#..", "....."], "1.414213 < sqrt 2")
    enc = board(5, 5, ambient="dark", tokens=[{"id": "elf", "side": "a", "x": 2, "y": 2, "darkvision": 1.414214}])
    eq(LightBoard(enc, plain).vision()["seen"][1], ".###.", "1.414214 > sqrt 2")
    # darkvision does not see through walls; dim light is seen at any range
    enc = board(5, 1, ambient="dim", walls=[{"from": [3, 0], "to": [3, 1]}],
                tokens=[{"id": "elf", "side": "a", "x": 0, "y": 0}])
    eq(LightBoard(enc, plain).vision()["seen"], ["###.."], "dim is seen, walls cut sight")
    # hidden party tokens and enemies see nothing; allies do
    enc = board(3, 1, sides=("a", "b", "c"), allies=[("a", "c")], terrain=[{"kind": "wall", "cells": [[1, 0]]}],
                tokens=[{"id": "h", "side": "a", "x": 2, "y": 0, "hidden": True},
                        {"id": "e", "side": "b", "x": 2, "y": 0},
                        {"id": "friend", "side": "c", "x": 0, "y": 0}])
    eq(LightBoard(enc, plain).vision(), {"party": "a", "seen": ["##."]}, "allies see, hidden do not")
    enc["fog"] = {"party": "b"}
    eq(LightBoard(enc, plain).vision(), {"party": "b", "seen": [".##"]}, "the fog names the party")
    del enc["fog"]
    enc["combat"] = {"party": "c", "combatants": []}
    eq(LightBoard(enc, plain).vision(), {"party": "c", "seen": ["##."]}, "the fight's party side")
    # vision reads the effective level: painted darkness hides a lit cell, painted dim shows one
    enc = board(3, 1, rules="meters", ambient="dark", tokens=[{"id": "k", "side": "a", "x": 0, "y": 0}],
                lights=[{"id": "l", "x": 1.5, "y": 0.5, "bright": 9, "dim": 9}],
                lighting=[{"level": "darkness", "cells": [[1, 0]]}, {"level": "dim", "cells": [[2, 0]]}])
    bl = LightBoard(enc, RULES["lit"])
    eq(bl.light()["levels"], ["b.d"], "painted levels override")
    eq(bl.vision()["seen"], ["#.#"], "vision reads the effective level")
    enc["board"]["lighting"].append({"level": "bright", "cells": [[1, 0]]})
    eq(LightBoard(enc, RULES["lit"]).light()["levels"], ["bbd"], "a later entry wins")

    # 6. a cone whose edges pass exactly through cell centres: apex (0.5, 2.5), far (2.5, 2.5);
    #    cell (2, 1) is v = (2, -1): v.d = 4 = d.d and 4 (v x d)² = 16 = (v.d)²
    enc = board(4, 5)
    eq(LightBoard(enc, plain).template("cone", [0.5, 2.5, 2.5, 2.5]),
       {"cells": ["....", "..#.", "###.", "..#.", "...."], "caught": []}, "cone edges through centres")
    # a diagonal cone: from (0.5, 0.5) towards (2.5, 2.5), the edges run through (3, 1) and (1, 3)
    enc = board(5, 5)
    got = LightBoard(enc, plain).template("cone", [0.5, 0.5, 2.5, 2.5])["cells"]
    eq(got[1][3], "#", "(3,1): v = (3,1) on the edge, v.d = 8 = d.d")
    eq(got[3][1], "#", "(1,3) likewise")
    eq(got[2][4], ".", "(4,2): v.d = 12 > 8")
    # 7. a line of width 1 along a grid line catches both rows beside it
    enc = board(4, 5)
    eq(LightBoard(enc, plain).template("line", [0, 2, 4, 2, 1])["cells"],
       ["....", "####", "####", "....", "...."], "a line of width 1 along y = 2")
    eq(LightBoard(enc, plain).template("line", [0.5, 2, 2.5, 2, 0.9])["cells"],
       ["...."] * 5, "width 0.9 misses centres 0.5 away")
    eq(LightBoard(enc, plain).template("line", [0.5, 2.5, 2.5, 2.5, 0])["cells"],
       ["....", "....", "###.", "....", "...."], "width 0: the centres on the segment, ends included")
    eq(LightBoard(enc, plain).template("line", [0.5, 2, 0.5, 2, 1])["cells"], ["...."] * 5, "far == origin")
    eq(LightBoard(enc, plain).template("cone", [1.5, 2.5, 1.5, 2.5])["cells"], ["...."] * 5, "cone far == origin")
    eq(LightBoard(enc, plain).template("line", [0, 2, 4, 2, -1])["cells"], ["...."] * 5, "negative width")
    # 8. a circle of radius 2.5 on a corner
    enc = board(6, 6)
    eq(LightBoard(enc, plain).template("circle", [3, 3, 2.5])["cells"],
       ["......", ".####.", ".####.", ".####.", ".####.", "......"], "r 2.5 on a corner")
    eq(LightBoard(enc, plain).template("circle", [3, 3, 0])["cells"], ["......"] * 6, "r 0 on a corner")
    eq(LightBoard(enc, plain).template("circle", [2.5, 2.5, 0])["cells"][2], "..#...", "r 0 on a centre")
    eq(LightBoard(enc, plain).template("circle", [2.5, 2.5, -1])["cells"], ["......"] * 6, "negative radius")
    eq(LightBoard(enc, plain).template("square", [1, 1, 2])["cells"],
       ["......", ".##...", ".##...", "......", "......", "......"], "square 2 at a corner")
    eq(LightBoard(enc, plain).template("square", [1.5, 1.5, 1])["cells"],
       ["......", ".##...", ".##...", "......", "......", "......"], "square 1 from a centre: closed edges")
    eq(LightBoard(enc, plain).template("square", [1.5, 1.5, 0])["cells"][1], ".#....", "square 0 on a centre")
    eq(LightBoard(enc, plain).template("square", [1.5, 1.5, -0.5])["cells"], ["......"] * 6, "negative side")
    # 9. a wall cutting a circle; through walls ignores walls and terrain
    enc = board(6, 6, walls=[{"from": [3, 0], "to": [3, 6]}], terrain=[{"kind": "wall", "cells": [[1, 2]]}])
    got = LightBoard(enc, plain).template("circle", [2.5, 2.5, 2])["cells"]
    eq([r[3:] for r in got], ["..."] * 6, "a wall cuts the circle")
    eq(got[2][:3], ".##", "behind the wall cell (1,2) is out; the cell itself is in")
    eq(LightBoard(enc, plain).template("circle", [2.5, 2.5, 2], through_walls=True)["cells"][2], "#####.",
       "through walls")
    # an origin on the wall: cells on both sides count (the wall meets the segments only at p)
    eq(LightBoard(enc, plain).template("circle", [3, 2.5, 1])["cells"][2], "..##..", "origin on the wall line")
    # a square template cornered on a wall's end: only the centres on the wall's line are cut
    enc = board(4, 4, walls=[{"from": [0, 0], "to": [4, 4]}])
    eq(LightBoard(enc, plain).template("square", [0, 0, 4])["cells"],
       [".###", "#.##", "##.#", "###."], "a wall from p blocks only the segments running along it")
    # 10. a 3x3 token caught by one corner cell; a footprint off the map catches nothing
    enc = board(6, 6, tokens=[{"id": "big", "side": "b", "x": 2, "y": 2, "size": 3},
                              {"id": "edge", "side": "b", "x": 5, "y": 5, "size": 2, "hidden": True}])
    eq(LightBoard(enc, plain).template("square", [0, 0, 2.5])["caught"], ["big"], "3x3 caught by one cell")
    eq(LightBoard(enc, plain).template("square", [0, 0, 2.4])["caught"], [], "one cell short")
    eq(LightBoard(enc, plain).template("circle", [6, 6, 0.8])["caught"], ["edge"], "hidden and overhanging")
    eq(LightBoard(enc, plain).template("circle", [6.5, 6.5, 0.5])["caught"], [], "off-map cells catch nothing")
    # 11. a big token at the map's edge sees from its on-map cell; its light stays at (4, 4)
    enc = board(4, 4, ambient="dark", tokens=[{"id": "g", "side": "a", "x": 3, "y": 3, "size": 2, "darkvision": 1}],
                lights=[{"id": "l", "token": "g", "bright": 0.5, "dim": 0.5}])
    bl = LightBoard(enc, plain)
    eq(bl.light()["levels"], ["...."] * 4, "p = (4, 4): the nearest centre is at d² 0.5 > 0.25")
    eq(bl.vision()["seen"], ["....", "....", "...#", "..##"], "darkvision from the on-map cell")
    # the line of sight and the darkvision reach may come from different footprint cells: (2, 0)
    # is 1 from the cell (1, 0), whose line to it the short wall cuts, and seen from (1, 1)
    enc = board(4, 3, ambient="dark", walls=[{"from": [2, 0.2], "to": [2, 0.6]}],
                tokens=[{"id": "g", "side": "a", "x": 0, "y": 0, "size": 2, "darkvision": 1}])
    eq(LightBoard(enc, plain).vision()["seen"], ["###.", "###.", "##.."], "sight and darkvision apart")
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
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    cmd, path = argv[0], argv[1]
    with open(path) as f:
        enc = json.load(f)
    bl = LightBoard(enc, load_rules(rules_dir, enc["rules"]))
    if cmd == "light":
        out = bl.light()
    elif cmd == "vision":
        out = bl.vision()
    elif cmd == "template":
        rest = argv[2:]
        through = "--through-walls" in rest
        rest = [a for a in rest if a != "--through-walls"]
        shape = rest[0].lstrip("-")
        out = bl.template(shape, rest[1:1 + SHAPE_ARGS[shape]], through)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
