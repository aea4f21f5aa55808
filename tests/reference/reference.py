"""An independent reading of docs/rules.md, written apart from the C++ engine.

It computes what `gridkeep-cli analyze`, `reach` and `path` must print, and the `meters` extras
`cover`, `sneak`, `area` and `backstab` (rules §1.9, §5.14), by the most direct method rather
than the fastest: exact rationals for every geometric decision, brute force where that is
clearer. crosscheck.py compares the real binary with it on random encounters.
"""
from fractions import Fraction
import heapq
import json
import math

S = 1_000_000  # micro-units per cell / per meter

BUDGET = {"paces": (3, 1), "classic": (0, 1), "meters": (0, 2)}


def micro(v):
    return round(v * S)


def load_rules(rules_dir, rid):
    with open(f"{rules_dir}/{rid}.json") as f:
        return json.load(f)


# ---------------------------------------------------------------- square boards

class Square:
    def __init__(self, enc, rules, player=False):
        self.enc = enc
        self.rid = enc["rules"]
        b = enc["board"]
        self.w, self.h = int(b["width"]), int(b["height"])
        kinds = {k["id"]: k for k in rules["square"]["terrain"]}
        self.kinds = kinds
        # the conditions that switch a zone of control off are data (rules §1.4)
        self.suppress = {c["id"] for c in rules.get("conditions", []) if c.get("suppressesZoc", False)}
        self.terrain = {}
        for e in b.get("terrain", []):
            for (x, y) in cells_of(e):
                self.terrain[(x, y)] = kinds[e["kind"]]
        self.elev = {}
        for e in b.get("elevation", []):
            for (x, y) in cells_of(e):
                self.elev[(x, y)] = micro(e["meters"])
        self.walls = []
        for wseg in b.get("walls", []):
            if wseg.get("door") == "open":
                continue
            self.walls.append(((micro(wseg["from"][0]), micro(wseg["from"][1])),
                               (micro(wseg["to"][0]), micro(wseg["to"][1]))))
        self.allies = {frozenset(p) for p in enc.get("allies", [])}
        toks = [t for t in enc["tokens"] if not (player and t.get("hidden", False))]
        self.tokens = {t["id"]: t for t in toks}
        self.cells = {tid: footprint(t) for tid, t in self.tokens.items()}
        self.holder = {}
        for tid, cs in self.cells.items():
            for c in cs:
                self.holder.setdefault(c, set()).add(tid)
        self.zoc = {tid: self.zoc_cells(tid) for tid in self.tokens}

    def on_map(self, c):
        return 0 <= c[0] < self.w and 0 <= c[1] < self.h

    def kind(self, c):
        return self.terrain.get(c)

    def passable(self, c):
        k = self.kind(c)
        return k is None or k["passable"]

    def blocks_sight(self, c):
        k = self.kind(c)
        return k is not None and k["blocksSight"]

    def gives_cover(self, c):
        k = self.kind(c)
        return k is not None and k["givesCover"]

    def enemies(self, a, b):
        sa, sb = self.tokens[a]["side"], self.tokens[b]["side"]
        return sa != sb and frozenset((sa, sb)) not in self.allies

    def active(self, tid):
        t = self.tokens[tid]
        if not t.get("zoc", True):
            return False
        if int(t.get("reach", 1)) < 0:
            return False
        return not (set(t.get("conditions", [])) & self.suppress)

    def touches_wall(self, p, q):
        return any(segments_touch(p, q, a, b) for (a, b) in self.walls)

    def line_blocked(self, fc, tc, skip):
        p, q = centre(fc), centre(tc)
        if self.touches_wall(p, q):
            return True
        for c in crossed(p, q):
            if c in skip or not self.on_map(c):
                continue
            if self.blocks_sight(c):
                return True
        return False

    def zoc_cells(self, tid):
        if not self.active(tid):
            return set()
        t = self.tokens[tid]
        reach = int(t.get("reach", 1))
        fp = self.cells[tid]
        out = set()
        for y in range(self.h):
            for x in range(self.w):
                c = (x, y)
                d = min(cheb(c, f) for f in fp)
                if d > reach:
                    continue
                if c in fp:
                    out.add(c)
                    continue
                near = [f for f in fp if cheb(c, f) == d]
                if any(not self.line_blocked(f, c, fp | {c}) for f in near):
                    out.add(c)
        return out

    def elevation(self, tid):
        # the highest ground under the footprint's cells on the map (rules §5.12: cells past the
        # edge are ignored; the anchor is always on the map), plus the altitude
        t = self.tokens[tid]
        return max(self.elev.get(c, 0) for c in self.cells[tid] if self.on_map(c)) + micro(t.get("altitude", 0))

    # ---- surrounded
    def can_step(self, tid, dx, dy):
        fp = self.cells[tid]
        moved = {(x + dx, y + dy) for (x, y) in fp}
        for c in moved:
            if not self.on_map(c) or not self.passable(c):
                return False
            if any(o != tid and self.enemies(tid, o) for o in self.holder.get(c, ())):
                return False
        for (x, y) in fp:
            if self.touches_wall(centre((x, y)), centre((x + dx, y + dy))):
                return False
        if dx and dy:
            for (x, y) in fp:
                for c in ((x + dx, y), (x, y + dy)):
                    if c in fp:
                        continue
                    if not self.on_map(c) or not self.passable(c):
                        return False
                    if any(o != tid and self.enemies(tid, o) for o in self.holder.get(c, ())):
                        return False
        return True

    def surrounded(self, tid):
        e_in = sorted(o for o in self.tokens if o != tid and self.enemies(tid, o) and self.zoc[o] & self.cells[tid])
        rule_a = False
        if e_in:
            union = set().union(*(self.zoc[o] for o in e_in))
            rule_a = True
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (dx, dy) == (0, 0) or not self.can_step(tid, dx, dy):
                        continue
                    moved = {(x + dx, y + dy) for (x, y) in self.cells[tid]}
                    if not (moved & union):
                        rule_a = False
        if rule_a:
            return True, e_in, "no-way-out"
        t = self.tokens[tid]
        x, y, s = int(t["x"]), int(t["y"]), size_of(t)
        # a footprint's cells past the map's edge are ignored (rules §5.12): no corner there
        holders = lambda c: {o for o in self.holder.get(c, ()) if self.on_map(c) and o != tid
                             and self.enemies(tid, o) and self.active(o)}
        by = set()
        for c1, c2 in (((x - 1, y - 1), (x + s, y + s)), ((x + s, y - 1), (x - 1, y + s))):
            h1, h2 = holders(c1), holders(c2)
            pairs = [(a, b) for a in h1 for b in h2 if a != b]
            for a, b in pairs:
                by |= {a, b}
        if by:
            return True, sorted(by), "opposite-corners"
        return False, [], None

    # ---- sight
    def sight(self, a, b):
        skip = self.cells[a] | self.cells[b]
        any_clear = False
        all_covered = True
        covered_by = set()
        for fa in self.cells[a]:
            for fb in self.cells[b]:
                p, q = centre(fa), centre(fb)
                if self.touches_wall(p, q):
                    continue
                through = [c for c in crossed(p, q) if c not in skip and self.on_map(c)]
                if any(self.blocks_sight(c) for c in through):
                    continue
                any_clear = True
                cov = set()
                for c in through:
                    if self.gives_cover(c):
                        cov.add(c)
                    for o in self.holder.get(c, ()):
                        if o not in (a, b):
                            cov.add(o)
                if cov:
                    covered_by |= cov
                else:
                    all_covered = False
        cover = any_clear and all_covered
        if not cover:
            covered_by = set()
        ids = sorted(c for c in covered_by if isinstance(c, str))
        cells = sorted((c for c in covered_by if not isinstance(c, str)), key=lambda c: (c[1], c[0]))
        return any_clear, cover, ids + [list(c) for c in cells]

    def analyze(self):
        hg = micro(1.0)
        out = {"rules": self.rid, "tokens": {}, "pairs": []}
        for tid in sorted(self.tokens):
            s, by, rule = self.surrounded(tid)
            out["tokens"][tid] = {
                "hasZoc": self.active(tid),
                "inZocOf": sorted(o for o in self.tokens if o != tid and self.enemies(tid, o) and self.zoc[o] & self.cells[tid]),
                "surrounded": s, "surroundedBy": by, "surroundedRule": rule,
                "elevation": Fraction(self.elevation(tid), S),
            }
        for a in sorted(self.tokens):
            for b in sorted(self.tokens):
                if a == b:
                    continue
                los, cover, cb = self.sight(a, b)
                h = self.elevation(a) - self.elevation(b)
                melee = "boon" if h >= hg else ("bane" if -h >= hg else "none")
                out["pairs"].append({
                    "from": a, "to": b, "enemies": self.enemies(a, b),
                    "distance": min(cheb(p, q) for p in self.cells[a] for q in self.cells[b]),
                    "lineOfSight": los, "cover": cover, "coveredBy": cb,
                    "heightDifference": Fraction(h, S), "melee": melee,
                })
        return out

    # ---- movement
    def footprint_at(self, tid, x, y):
        s = size_of(self.tokens[tid])
        return {(x + i, y + j) for i in range(s) for j in range(s)}

    def step(self, tid, fp, dx, dy):
        """Cost of moving footprint fp by (dx, dy) before the diagonal surcharge, or None."""
        moved = {(x + dx, y + dy) for (x, y) in fp}
        for c in moved:
            if not self.on_map(c) or not self.passable(c):
                return None
            if any(o != tid and self.enemies(tid, o) for o in self.holder.get(c, ())):
                return None
        for (x, y) in fp:
            if self.touches_wall(centre((x, y)), centre((x + dx, y + dy))):
                return None
        if dx and dy:
            for (x, y) in fp:
                for c in ((x + dx, y), (x, y + dy)):
                    if c in fp:
                        continue
                    if not self.passable(c) or any(o != tid and self.enemies(tid, o) for o in self.holder.get(c, ())):
                        return None
        extra = max([self.kind(c)["extraCost"] if self.kind(c) else 0 for c in moved - fp] or [0])
        up = max(self.elev.get(c, 0) for c in moved) - max(self.elev.get(c, 0) for c in fp)
        climb = 1 if up >= micro(1.0) else 0
        return extra + climb

    def ends_ok(self, tid, fp):
        return not any(o != tid for c in fp for o in self.holder.get(c, ()))

    def dijkstra(self, tid):
        t = self.tokens[tid]
        start = (int(t["x"]), int(t["y"]), 0)
        dist = {start: 0}
        prev = {}
        heap = [(0, start)]
        while heap:
            d, st = heapq.heappop(heap)
            if d > dist[st]:
                continue
            x, y, par = st
            fp = self.footprint_at(tid, x, y)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (dx, dy) == (0, 0):
                        continue
                    extra = self.step(tid, fp, dx, dy)
                    if extra is None:
                        continue
                    if dx and dy:
                        base = 2 if par else 1
                        npar = 1 - par
                    else:
                        base, npar = 1, par
                    ns = (x + dx, y + dy, npar)
                    nd = d + base + extra
                    if nd < dist.get(ns, 1 << 60):
                        dist[ns] = nd
                        prev[ns] = st
                        heapq.heappush(heap, (nd, ns))
        best = {}
        for (x, y, par), d in dist.items():
            if (x, y) not in best or d < best[(x, y)]:
                best[(x, y)] = d
        return best

    def reach(self, tid, budget=None):
        t = self.tokens[tid]
        if budget is None:
            base, div = BUDGET[self.rid]
            budget = Fraction(base) + Fraction(str(t.get("speed", 0))) / div
        best = self.dijkstra(tid)
        start = (int(t["x"]), int(t["y"]))
        cells = [{"x": x, "y": y, "cost": c} for (x, y), c in best.items()
                 if (x, y) != start and c <= budget and self.ends_ok(tid, self.footprint_at(tid, x, y))]
        cells.sort(key=lambda c: (c["y"], c["x"]))
        return {"token": tid, "budget": budget, "cells": cells}

    def path_check(self, tid, gx, gy, result, hinder_key=True):
        """Returns a list of problems with the CLI's path result (empty when it is right).
        hinder_key=False for outputs without `hinderedBy` (`sneak`)."""
        t = self.tokens[tid]
        start = (int(t["x"]), int(t["y"]))
        best = self.dijkstra(tid)
        goal = (gx, gy)
        reachable = goal in best and self.ends_ok(tid, self.footprint_at(tid, gx, gy))
        if goal == start:
            want = 0
        elif reachable and self.on_map(goal):
            want = best[goal]
        else:
            want = None
        problems = []
        if result.get("cost") != want:
            return [f"cost {result.get('cost')} != {want}"]
        if want is None:
            return []
        steps = [tuple(s) for s in result["steps"]]
        if steps[0] != start or steps[-1] != goal:
            return ["steps do not run from start to goal"]
        total, par = 0, 0
        hinder = set()
        for (x0, y0), (x1, y1) in zip(steps, steps[1:]):
            dx, dy = x1 - x0, y1 - y0
            fp = self.footprint_at(tid, x0, y0)
            if max(abs(dx), abs(dy)) != 1:
                return [f"step {(x0, y0)}->{(x1, y1)} is not one pace"]
            extra = self.step(tid, fp, dx, dy)
            if extra is None:
                return [f"illegal step {(x0, y0)}->{(x1, y1)}"]
            base = (2 if par else 1) if (dx and dy) else 1
            if dx and dy:
                par = 1 - par
            total += base + extra
            for o in self.tokens:
                if o != tid and self.enemies(tid, o) and self.zoc[o] & fp:
                    hinder.add(o)
        if total != want:
            problems.append(f"steps cost {total}, not {want}")
        if hinder_key and sorted(hinder) != result.get("hinderedBy"):
            problems.append(f"hinderedBy {result.get('hinderedBy')} != {sorted(hinder)}")
        return problems


def size_of(t):
    s = int(t.get("size", 1))
    return s if s >= 1 else 1


def footprint(t):
    s = size_of(t)
    return {(int(t["x"]) + i, int(t["y"]) + j) for i in range(s) for j in range(s)}


def cells_of(e):
    out = [tuple(int(v) for v in c) for c in e.get("cells", [])]
    if "rect" in e:
        x, y, w, h = (int(v) for v in e["rect"])
        out += [(x + i, y + j) for j in range(h) for i in range(w)]
    return out


def cheb(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def centre(c):
    return (c[0] * S + S // 2, c[1] * S + S // 2)


def orient(a, b, c):
    v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (v > 0) - (v < 0)


def on_seg(a, b, c):
    return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])


def segments_touch(a, b, c, d):
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if o1 != o2 and o3 != o4:
        return True
    return ((o1 == 0 and on_seg(a, b, c)) or (o2 == 0 and on_seg(a, b, d)) or
            (o3 == 0 and on_seg(c, d, a)) or (o4 == 0 and on_seg(c, d, b)))


def crossed(p, q):
    """Cells whose open interior the closed segment pq meets: clip the segment's parameter
    range against each candidate cell's open box, with exact rationals."""
    out = []
    x0, x1 = sorted((p[0], q[0]))
    y0, y1 = sorted((p[1], q[1]))
    for cx in range(x0 // S - 1, x1 // S + 2):
        for cy in range(y0 // S - 1, y1 // S + 2):
            lo, hi = Fraction(-10**30), Fraction(10**30)
            ok = True
            for a0, d, b0, b1 in ((p[0], q[0] - p[0], cx * S, (cx + 1) * S),
                                  (p[1], q[1] - p[1], cy * S, (cy + 1) * S)):
                if d == 0:
                    if not (b0 < a0 < b1):
                        ok = False
                    continue
                t0, t1 = Fraction(b0 - a0, d), Fraction(b1 - a0, d)
                if t0 > t1:
                    t0, t1 = t1, t0
                lo, hi = max(lo, t0), min(hi, t1)
            if ok and lo < hi and lo < 1 and hi > 0:
                out.append((cx, cy))
    return out


# ---------------------------------------------------------------- the meters extras

def num(v):
    """A number from a JSON file as an exact Fraction (1.5 -> 3/2, never a binary float)."""
    return Fraction(str(v)) if isinstance(v, float) else Fraction(v)


def meets_open_cell(p, q, c):
    """Does the closed segment pq meet the open interior of cell c? (Exact; rules §1.6.)"""
    lo, hi = None, None
    for a0, d, b0, b1 in ((p[0], q[0] - p[0], c[0] * S, (c[0] + 1) * S),
                          (p[1], q[1] - p[1], c[1] * S, (c[1] + 1) * S)):
        if d == 0:
            if not (b0 < a0 < b1):
                return False
            continue
        t0, t1 = Fraction(b0 - a0, d), Fraction(b1 - a0, d)
        if t0 > t1:
            t0, t1 = t1, t0
        lo = t0 if lo is None else max(lo, t0)
        hi = t1 if hi is None else min(hi, t1)
    if lo is None:  # a point strictly inside the cell
        return True
    return lo < hi and lo < 1 and hi > 0


def touches_box(a, b, x0, y0, x1, y1):
    """Does the closed segment ab share a point with the closed box [x0, x1] x [y0, y1]?"""
    for p in (a, b):
        if x0 <= p[0] <= x1 and y0 <= p[1] <= y1:
            return True
    corners = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    return any(segments_touch(a, b, corners[i], corners[(i + 1) % 4]) for i in range(4))


class AnyOf:
    """An expected value the rules leave to rounding (within the engine's 1e-7 degree
    tolerance); any of `values` is accepted."""
    def __init__(self, *values):
        self.values = values

    def __eq__(self, other):
        return other in self.values

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return "any of " + "/".join(repr(v) for v in self.values)


# Directions at multiples of 45 degrees, clockwise from the top of the map (up is -y).
DIRS = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]


def cross2(a, b):
    """> 0 when b is clockwise of a on the map (y grows downwards)."""
    return a[0] * b[1] - a[1] * b[0]


def dot2(a, b):
    return a[0] * b[0] + a[1] * b[1]


def in_field_of_view(d, facing, fov):
    """Is the direction d (target centre -> attacker centre, any scale, not zero) at most fov/2
    from `facing`? True, False, or None when only rounding at the 1e-7 degree tolerance could
    decide. Exact whenever facing and fov/2 are multiples of 45 degrees."""
    fov = num(fov)
    if fov >= 360:
        return True
    half = fov / 2
    phi = num(facing) % 360
    if phi % 45 == 0 and half % 45 == 0 and half >= 0:
        k, m = int(phi // 45), int(half // 45)
        f = DIRS[k]
        if m <= 2:
            e1, e2 = DIRS[(k - m) % 8], DIRS[(k + m) % 8]
            return cross2(e1, d) >= 0 and cross2(d, e2) >= 0 and dot2(f, d) >= 0
        # m == 3: outside only in the open 45-degree cone around the back direction
        g = DIRS[(k + 4) % 8]
        e1, e2 = DIRS[(k + 3) % 8], DIRS[(k + 5) % 8]
        return not (cross2(e1, d) > 0 and cross2(d, e2) > 0 and dot2(g, d) > 0)
    if half < 0:
        return False
    bearing = math.degrees(math.atan2(d[0], -d[1]))
    diff = abs((bearing - float(phi) + 180.0) % 360.0 - 180.0)
    limit = float(half) + 1e-7
    if abs(diff - limit) < 1e-9:
        return None
    return diff <= limit


class Meters(Square):
    """`cover`, `sneak`, `area` and `backstab` (rules §1.9, §5.14; docs/cli.md §7)."""

    def __init__(self, enc, rules):
        super().__init__(enc, rules)
        sq = rules["square"]
        b = enc["board"]
        self.cover_levels = sq.get("coverLevels", [])
        self.open_adv = num(sq.get("openFieldAdvantage", 0))
        lights = sq.get("lighting", [])
        self.light_adv = {l["id"]: num(l.get("advantage", 0)) for l in lights}
        self.default_light = lights[0]["id"] if lights else ""
        self.light = {}
        for e in b.get("lighting", []):
            for c in cells_of(e):
                self.light[c] = e["level"]
        self.fov = sq.get("fieldOfViewDegrees", 180)
        self.areas = {a["id"]: a for a in b.get("areas", [])}
        self.sight_blockers = sorted(c for c, k in self.terrain.items() if k["blocksSight"])
        self.cover_cache = {}

    # ---- cover levels
    def lighting_of(self, c):
        return self.light.get(c, self.default_light)

    def observer_cells(self, tid):
        """The observer's footprint cells on the map, in row-major order (y, then x)."""
        return sorted((c for c in self.cells[tid] if self.on_map(c)), key=lambda c: (c[1], c[0]))

    def sneak_line_blocked(self, p, q, skip):
        if self.touches_wall(p, q):
            return True
        return any(c not in skip and meets_open_cell(p, q, c) for c in self.sight_blockers)

    def blocked_from(self, f, c, skip):
        p = centre(f)
        x, y = c
        ends = [centre(c), (x * S, y * S), ((x + 1) * S, y * S), (x * S, (y + 1) * S), ((x + 1) * S, (y + 1) * S)]
        return sum(1 for q in ends if self.sneak_line_blocked(p, q, skip))

    def open_field_nearby(self, c):
        """Nothing that stops sight or gives cover among the nine cells centred on c, and no
        blocking wall touching the closed 3x3 block."""
        x, y = c
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                n = (x + dx, y + dy)
                if self.on_map(n) and (self.blocks_sight(n) or self.gives_cover(n)):
                    return False
        box = ((x - 1) * S, (y - 1) * S, (x + 2) * S, (y + 2) * S)
        return not any(touches_box(a, b, *box) for (a, b) in self.walls)

    def level_of(self, blocked, c):
        if blocked == 0 and self.open_field_nearby(c):
            return "open-field", self.open_adv
        for lv in self.cover_levels:
            if int(lv["minBlocked"]) <= blocked <= int(lv["maxBlocked"]):
                return lv["id"], num(lv.get("advantage", 0))
        return "", Fraction(0)

    def cover_at(self, obs, c):
        """(blocked, from cell, level id, level advantage) of cell c seen by obs."""
        key = (obs, c)
        if key not in self.cover_cache:
            fp = self.observer_cells(obs)
            skip = set(self.cells[obs]) | {c}
            best = None
            for f in fp:
                n = self.blocked_from(f, c, skip)
                if best is None or n < best[0]:
                    best = (n, f)
                if n == 0:
                    break
            n, f = best
            level, adv = self.level_of(n, c)
            self.cover_cache[key] = (n, f, level, adv)
        return self.cover_cache[key]

    def total(self, obs, c):
        """The sneaker's Advantage at c: the level's, plus the light's unless c is unseen."""
        n, f, level, adv = self.cover_at(obs, c)
        if n >= 5:
            return adv
        return adv + self.light_adv.get(self.lighting_of(c), Fraction(0))

    def cover(self, obs):
        cells = []
        for y in range(self.h):
            for x in range(self.w):
                n, f, level, _ = self.cover_at(obs, (x, y))
                cells.append({"x": x, "y": y, "blocked": n, "from": list(f), "level": level,
                              "lighting": self.lighting_of((x, y)), "advantage": self.total(obs, (x, y))})
        return {"observer": obs, "cells": cells}

    # ---- sneaking
    def unseen_level(self):
        for lv in self.cover_levels:
            if int(lv["minBlocked"]) <= 5 <= int(lv["maxBlocked"]):
                return lv["id"], num(lv.get("advantage", 0))
        return "", Fraction(0)

    def sneak_observers(self, tid, steps, got=None):
        """The rating per enemy observer. The cells of one footprint are met together, so on a
        tie inside the first step that reaches the lowest total, any of the tied cells of that
        step is accepted (the one in `got` when it is one of them, else the first row-major)."""
        groups = []  # per step, the cells it newly covers
        met = set()
        for (x, y) in steps:
            new = [c for c in sorted(self.footprint_at(tid, x, y), key=lambda c: (c[1], c[0]))
                   if self.on_map(c) and c not in met]
            met |= set(new)
            groups.append(new)
        got_cells = {}
        for g in got or []:
            if isinstance(g, dict) and isinstance(g.get("cell"), list):
                got_cells[g.get("observer")] = tuple(g["cell"])
        out = []
        for o in sorted(self.tokens):
            if o == tid or not self.enemies(tid, o):
                continue
            visible = [[c for c in grp if self.cover_at(o, c)[0] < 5] for grp in groups]
            totals = [self.total(o, c) for grp in visible for c in grp]
            if not totals:
                level, adv = self.unseen_level()
                out.append({"observer": o, "seen": False, "cell": None, "level": level, "advantage": adv})
                continue
            low = min(totals)
            first = next(grp for grp in visible if any(self.total(o, c) == low for c in grp))
            tied = [c for c in first if self.total(o, c) == low]
            c = got_cells.get(o) if got_cells.get(o) in tied else tied[0]
            out.append({"observer": o, "seen": True, "cell": list(c), "level": self.cover_at(o, c)[2],
                        "advantage": low})
        return out

    def sneak_check(self, tid, gx, gy, result):
        """Problems with the CLI's `sneak` result: its path must be a cheapest legal one, and
        the ratings must follow from that path."""
        problems = self.path_check(tid, gx, gy, result, hinder_key=False)
        if problems:
            return problems
        if result.get("cost") is None:
            extra = sorted(k for k in result if k != "cost")
            return [f"no path, but keys {extra} besides cost"] if extra else []
        if result.get("token") != tid:
            problems.append(f"token {result.get('token')!r} != {tid!r}")
        steps = [tuple(s) for s in result["steps"]]
        return problems + [("observers" + p) for p in diff_values(
            self.sneak_observers(tid, steps, result.get("observers")), result.get("observers"))]

    # ---- areas
    def area_cells(self, cx, cy, r):
        return [(x, y) for y in range(self.h) for x in range(self.w) if r >= 0 and cheb((x, y), (cx, cy)) <= r]

    def area(self, cx, cy, r):
        cells = self.area_cells(cx, cy, r)
        inside = set(cells)
        return {"cells": [list(c) for c in cells],
                "tokens": sorted(t for t in self.tokens if self.cells[t] & inside)}

    def area_by_id(self, aid):
        a = self.areas[aid]
        out = self.area(int(a["at"][0]), int(a["at"][1]), int(a["radius"]))
        out.update({"id": aid, "name": a.get("name", aid), "kind": a["kind"],
                    "at": [int(a["at"][0]), int(a["at"][1])], "radius": int(a["radius"])})
        return out

    # ---- backstab
    def backstab(self):
        pairs = []
        for a in sorted(self.tokens):
            for b in sorted(self.tokens):
                if a == b:
                    continue
                ta, tb = self.tokens[a], self.tokens[b]
                sa, sb = size_of(ta), size_of(tb)
                # centres in half cells: 2 * (anchor + size / 2)
                d = ((2 * int(ta["x"]) + sa) - (2 * int(tb["x"]) + sb),
                     (2 * int(ta["y"]) + sa) - (2 * int(tb["y"]) + sb))
                if d == (0, 0):
                    inside = True
                else:
                    inside = in_field_of_view(d, tb.get("facing", 0), self.fov)
                stab = AnyOf(True, False) if inside is None else (not inside)
                pairs.append({"from": a, "to": b, "backstab": stab})
        return {"pairs": pairs}


def diff_values(want, got, path=""):
    """Every key of `want` must be in `got` with an equal value; numbers compare exactly."""
    def norm(v):
        if isinstance(v, bool) or v is None or isinstance(v, str):
            return v
        if isinstance(v, float):
            return Fraction(str(v))
        if isinstance(v, int):
            return Fraction(v)
        if isinstance(v, list):
            return [norm(x) for x in v]
        if isinstance(v, dict):
            return {k: norm(x) for k, x in v.items()}
        return v
    want, got = norm(want), norm(got)
    out = []
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return [f"{path}: expected an object, got {got!r}"]
        for k, v in want.items():
            if k not in got:
                out.append(f"{path}.{k}: missing")
            else:
                out += diff_values(v, got[k], f"{path}.{k}")
        return out
    if isinstance(want, list) and want and isinstance(want[0], dict):
        if not isinstance(got, list) or len(want) != len(got):
            return [f"{path}: {len(got) if isinstance(got, list) else got!r} entries, expected {len(want)}"]
        for i, (w, g) in enumerate(zip(want, got)):
            label = w.get("observer", w.get("from", i))
            if "to" in w:
                label = f"{w['from']}->{w['to']}"
            elif "x" in w and "y" in w:
                label = f"{w['x']},{w['y']}"
            out += diff_values(w, g, f"{path}[{label}]")
        return out
    if want != got:
        out.append(f"{path}: expected {want!r}, got {got!r}")
    return out


# ---------------------------------------------------------------- position boards

class Positions:
    def __init__(self, enc, rules, player=False):
        self.enc = enc
        g = rules["positions"]
        self.order = [n["id"] for n in g["nodes"]]
        self.band = {n["id"]: n["band"] for n in g["nodes"]}
        self.adj = {p: set() for p in self.order}
        for a, b in g["edges"]:
            self.adj[a].add(b)
            self.adj[b].add(a)
        self.levels = {l["id"]: l["value"] for l in g["levels"]}
        b = enc["board"]
        self.skyward = b.get("skyward", False)
        self.flags = b.get("positions", {})
        self.allies = {frozenset(p) for p in enc.get("allies", [])}
        self.tokens = {t["id"]: t for t in enc["tokens"] if not (player and t.get("hidden", False))}
        self.dist = {p: self.bfs(p) for p in self.order}

    def bfs(self, s):
        d = {s: 0}
        q = [s]
        for p in q:
            for n in sorted(self.adj[p]):
                if n not in d:
                    d[n] = d[p] + 1
                    q.append(n)
        return d

    def flag(self, p, k):
        return bool(self.flags.get(p, {}).get(k, False))

    def level(self, t):
        return self.levels[t.get("level", "ground")]

    def level_name(self, p, v):
        if v == 0:
            return "surface" if self.flag(p, "water") else "ground"
        return [k for k, val in self.levels.items() if val == v][0]

    def enemies(self, a, b):
        sa, sb = self.tokens[a]["side"], self.tokens[b]["side"]
        return sa != sb and frozenset((sa, sb)) not in self.allies

    def blocked(self, p):
        if self.flag(p, "fillsPosition"):
            return True
        return any(t["position"] == p and t.get("fillsPosition", False) for t in self.tokens.values())

    def los(self, a, b):
        ta, tb = self.tokens[a], self.tokens[b]
        pa, pb = ta["position"], tb["position"]
        if pa == pb:
            return True
        if self.level(ta) >= 2 or self.level(tb) >= 2:
            return True
        # Every shortest route: enumerate simple paths of the shortest length.
        n = self.dist[pa][pb]
        routes = [[pa]]
        for _ in range(n):
            routes = [r + [m] for r in routes for m in self.adj[r[-1]] if self.dist[m][pb] == n - len(r)]
        return any(not any(self.blocked(p) for p in r[1:-1]) for r in routes)

    def analyze(self):
        out = {"rules": self.enc["rules"], "tokens": {}, "pairs": []}
        for tid in sorted(self.tokens):
            t = self.tokens[tid]
            out["tokens"][tid] = {
                "position": t["position"],
                "level": self.level_name(t["position"], self.level(t)),
                "engagedWith": sorted(o for o in self.tokens if o != tid and self.enemies(tid, o)
                                      and self.tokens[o]["position"] == t["position"]),
            }
        for a in sorted(self.tokens):
            for b in sorted(self.tokens):
                if a == b:
                    continue
                ta, tb = self.tokens[a], self.tokens[b]
                pa, pb = ta["position"], tb["position"]
                d = self.dist[pa][pb]
                out["pairs"].append({
                    "from": a, "to": b, "enemies": self.enemies(a, b), "distance": d,
                    "lineOfSight": self.los(a, b),
                    "flanking": pb in self.adj[pa] and self.band[pa] >= self.band[pb],
                    "volleyPenalty": -10 * d if self.skyward else None,
                    "highGround": self.level(ta) > self.level(tb),
                })
        return out

    def exists(self, p, v):
        if v == 3:
            return self.skyward
        if v < 0:
            return v >= -2 and self.flag(p, "water")
        return -2 <= v <= 2

    def rough(self, p):
        return self.flag(p, "difficult") or self.flag(p, "turbulent")

    def moves(self, st):
        p, v = st
        for n in self.adj[p]:
            if self.exists(n, v):
                yield (n, v), (20 if self.rough(p) or self.rough(n) else 10)
        for nv in (v - 1, v + 1):
            if self.exists(p, nv):
                yield (p, nv), 10

    def costs(self, tid):
        t = self.tokens[tid]
        start = (t["position"], self.level(t))

        def run(origin, base):
            dist = {origin: base}
            heap = [(base, origin)]
            while heap:
                d, st = heapq.heappop(heap)
                if d > dist[st]:
                    continue
                for ns, c in self.moves(st):
                    if d + c < dist.get(ns, 1 << 60):
                        dist[ns] = d + c
                        heapq.heappush(heap, (d + c, ns))
            return dist

        if "prone" in t.get("conditions", []):
            best = run(start, 10)
            best[start] = 0
            p, v = start
            for n in self.adj[p]:
                if self.exists(n, v):
                    c = 20 if self.rough(p) or self.rough(n) else 10
                    if c < best.get((n, v), 1 << 60):
                        best[(n, v)] = c
            return best
        return run(start, 0)

    def reach(self, tid, budget=None):
        t = self.tokens[tid]
        if budget is None:
            budget = Fraction(str(t.get("movement", 0)))
        start = (t["position"], self.level(t))
        best = self.costs(tid)
        out = [((p, v), c) for (p, v), c in best.items() if (p, v) != start and c <= budget]
        return {"token": tid, "budget": budget,
                "positions": sorted(({"position": p, "level": self.level_name(p, v), "cost": c} for (p, v), c in out),
                                    key=lambda e: (e["position"], e["level"]))}
