"""An independent reading of docs/rules.md, written apart from the C++ engine.

It computes what `gridkeep-cli analyze`, `reach` and `path` must print, by the most direct
method rather than the fastest: exact rationals for every geometric decision, brute force where
that is clearer. crosscheck.py compares the real binary with it on random encounters.
"""
from fractions import Fraction
import heapq
import json

S = 1_000_000  # micro-units per cell / per meter

SUPPRESS = {"reeling", "knocked-down", "confused", "defeated"}
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
        return not (set(t.get("conditions", [])) & SUPPRESS)

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
        t = self.tokens[tid]
        return max(self.elev.get(c, 0) for c in self.cells[tid]) + micro(t.get("altitude", 0))

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
        holders = lambda c: {o for o in self.holder.get(c, ()) if o != tid and self.enemies(tid, o) and self.active(o)}
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

    def path_check(self, tid, gx, gy, result):
        """Returns a list of problems with the CLI's path result (empty when it is right)."""
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
        if sorted(hinder) != result.get("hinderedBy"):
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
