"""Random encounters full of awkward geometry, for crosscheck.py."""
import random

CONDITIONS = ["reeling", "knocked-down", "confused", "defeated", "wet", "prone"]
HEIGHTS = [0, 0, 0, 0.9, 1.0, 1.9, 2.0, 0.5, 2.9, 3.0, 0.1]


def wall_point(rng, w, h):
    def coord(limit):
        k = rng.random()
        if k < 0.45:
            return float(rng.randint(0, limit))            # on grid lines and corners
        if k < 0.75:
            return min(limit, rng.randint(0, limit) + 0.5)  # cell centres and edge midpoints
        return round(rng.uniform(0, limit), rng.choice([1, 2, 3]))
    return [coord(w), coord(h)]


def square(rng, rid):
    w, h = rng.randint(3, 11), rng.randint(3, 11)
    terrain = []
    for _ in range(rng.randint(0, 5)):
        kind = rng.choice(["wall", "obstacle", "difficult", "water"])
        if rng.random() < 0.5:
            x, y = rng.randrange(w), rng.randrange(h)
            terrain.append({"kind": kind, "rect": [x, y, rng.randint(1, w - x), rng.randint(1, min(2, h - y))]})
        else:
            terrain.append({"kind": kind, "cells": [[rng.randrange(w), rng.randrange(h)] for _ in range(rng.randint(1, 4))]})
    walls = []
    for _ in range(rng.randint(0, 4)):
        a = wall_point(rng, w, h)
        if rng.random() < 0.5:  # axis-aligned, often along a grid line
            b = [a[0], wall_point(rng, w, h)[1]] if rng.random() < 0.5 else [wall_point(rng, w, h)[0], a[1]]
        else:
            b = wall_point(rng, w, h)
        wall = {"from": a, "to": b}
        r = rng.random()
        if r < 0.2:
            wall["door"] = "open"
        elif r < 0.35:
            wall["door"] = "closed"
        walls.append(wall)
    elevation = []
    for _ in range(rng.randint(0, 3)):
        x, y = rng.randrange(w), rng.randrange(h)
        elevation.append({"rect": [x, y, rng.randint(1, w - x), rng.randint(1, h - y)], "meters": rng.choice(HEIGHTS)})
    sides = ["a", "b", "c"][: rng.randint(2, 3)]
    allies = [["a", "c"]] if len(sides) == 3 and rng.random() < 0.5 else []
    tokens = []
    taken = set()
    for i in range(rng.randint(2, 7)):
        size = rng.choice([1, 1, 1, 1, 2, 2, 3, 4])
        size = min(size, w, h)
        for _ in range(20):
            x, y = rng.randint(0, w - size), rng.randint(0, h - size)
            cells = {(x + i2, y + j) for i2 in range(size) for j in range(size)}
            if not cells & taken:
                break
        else:
            continue
        taken |= cells
        t = {"id": f"t{i}", "side": rng.choice(sides), "x": x, "y": y}
        if size != 1 or rng.random() < 0.1:
            t["size"] = size
        if rng.random() < 0.15:
            t["zoc"] = False
        if rng.random() < 0.3:
            t["reach"] = rng.choice([-1, 0, 1, 2, 2, 3])
        if rng.random() < 0.25:
            t["conditions"] = rng.sample(CONDITIONS, rng.randint(1, 2))
        if rng.random() < 0.2:
            t["hidden"] = True
        if rng.random() < 0.2:
            t["altitude"] = rng.choice([0.5, 1.0, 0.9, 1.1, 2.0])
        t["speed"] = rng.choice([0, 1, 2, 3, 4, 5, 6])
        tokens.append(t)
    return {"format": "gridkeep-encounter", "version": 1, "name": "random", "rules": rid,
            "board": {"kind": "square", "width": w, "height": h, "terrain": terrain, "walls": walls,
                      "elevation": elevation},
            "sides": [{"id": s} for s in sides], "allies": allies, "tokens": tokens}


POSITIONS = ["enemy-support", "enemy-ranged-left", "enemy-ranged-center", "enemy-ranged-right",
             "enemy-flank-left", "enemy-flank-center", "enemy-flank-right", "churn",
             "ally-flank-left", "ally-flank-center", "ally-flank-right",
             "ally-ranged-left", "ally-ranged-center", "ally-ranged-right", "ally-support"]


def positions(rng):
    skyward = rng.random() < 0.5
    flags = {}
    for p in rng.sample(POSITIONS, rng.randint(0, 6)):
        f = {}
        for k in ["difficult", "turbulent", "water", "fillsPosition"]:
            if rng.random() < 0.35:
                f[k] = True
        flags[p] = f
    sides = ["a", "b"]
    tokens = []
    for i in range(rng.randint(2, 7)):
        p = rng.choice(POSITIONS)
        water = flags.get(p, {}).get("water", False)
        levels = ["ground", "elevated", "overhead"] + (["skyward"] if skyward else []) + \
                 (["shallows", "deep"] if water else [])
        t = {"id": f"t{i}", "side": rng.choice(sides), "position": p}
        lvl = rng.choice(levels + ["ground", "ground"])
        if lvl == "ground" and water:
            lvl = "surface"
        if lvl != "ground":
            t["level"] = lvl
        if rng.random() < 0.2:
            t["fillsPosition"] = True
        if rng.random() < 0.2:
            t["hidden"] = True
        if rng.random() < 0.2:
            t["conditions"] = ["prone"]
        t["movement"] = rng.choice([0, 10, 20, 30, 40, 55, 70])
        tokens.append(t)
    return {"format": "gridkeep-encounter", "version": 1, "name": "random grid", "rules": "labyrinthian",
            "board": {"kind": "positions", "skyward": skyward, "positions": flags},
            "sides": [{"id": s} for s in sides], "allies": [], "tokens": tokens}


# ---------------------------------------------------------------- the meters extras
# Boards for `cover`, `sneak`, `area` and `backstab`: walls on grid lines and corners and at
# fractional points, doors, sight-blocking and cover terrain, overlapping lighting, areas, and
# tokens of sizes 1-4 with facings on and just beside the field-of-view edges.

FACINGS_EXACT = [0, 45, 90, 135, 180, 225, 270, 315, 360, 405, -45, -90, -180, 720, 0.0, 90.0]
FACINGS_NEAR = [90.00000001, 89.99999999, 180.00000005, -0.00000005, 44.99999999, 270.0000001,
                0.000001, 89.9999, 90.0001, 135.00000002]


def meters_wall_point(rng, w, h):
    def coord(limit):
        k = rng.random()
        if k < 0.4:
            return rng.randint(0, limit)                       # grid lines, corners, the map's edge
        if k < 0.6:
            return min(limit, rng.randint(0, limit) + 0.5)     # cell centres and edge midpoints
        if k < 0.75:                                           # a millionth beside a grid line
            v = rng.randint(0, limit) + rng.choice([0.000001, -0.000001, 0.999999])
            return min(max(v, 0), limit)
        return round(rng.uniform(0, limit), rng.choice([1, 2, 3, 6]))
    return [coord(w), coord(h)]


def meters_walls(rng, w, h):
    walls = []
    for _ in range(rng.randint(0, 5)):
        r = rng.random()
        if r < 0.3:   # along a grid line, from corner to corner
            if rng.random() < 0.5:
                x = rng.randint(0, w)
                y0, y1 = sorted(rng.sample(range(h + 1), 2))
                a, b = [x, y0], [x, y1]
            else:
                y = rng.randint(0, h)
                x0, x1 = sorted(rng.sample(range(w + 1), 2))
                a, b = [x0, y], [x1, y]
        elif r < 0.45:  # a diagonal through cell corners
            x, y = rng.randint(0, w), rng.randint(0, h)
            k = rng.randint(1, 3)
            sx, sy = rng.choice([(1, 1), (1, -1)])
            a, b = [x, y], [min(max(x + sx * k, 0), w), min(max(y + sy * k, 0), h)]
        elif r < 0.5:   # a single point (a post)
            a = meters_wall_point(rng, w, h)
            b = list(a)
        else:
            a = meters_wall_point(rng, w, h)
            if rng.random() < 0.4:
                b = [a[0], meters_wall_point(rng, w, h)[1]] if rng.random() < 0.5 else [meters_wall_point(rng, w, h)[0], a[1]]
            else:
                b = meters_wall_point(rng, w, h)
        wall = {"from": a, "to": b}
        d = rng.random()
        if d < 0.2:
            wall["door"] = "open"
        elif d < 0.4:
            wall["door"] = "closed"
        walls.append(wall)
    return walls


def entry_cells(rng, w, h, key, value):
    e = {key: value}
    r = rng.random()
    if r < 0.4 or r >= 0.8:
        x, y = rng.randrange(w), rng.randrange(h)
        e["rect"] = [x, y, rng.randint(1, w - x), rng.randint(1, h - y)]
    if r >= 0.4:
        e["cells"] = [[rng.randrange(w), rng.randrange(h)] for _ in range(rng.randint(1, 5))]
    return e


def meters(rng, rid="meters", lighting_levels=("bright", "dim", "darkness"), overhang=False):
    """A square board for the meters extras. lighting_levels: the rule set's lighting ids (empty
    for a rule set without lighting, which refuses lighting entries). overhang: let some big
    tokens hang past the map's edge (allowed in a file, rules §5.12; off-map cells are ignored)."""
    w, h = rng.randint(3, 10), rng.randint(3, 10)
    terrain = []
    for _ in range(rng.randint(0, 6)):
        kind = rng.choice(["wall", "wall", "obstacle", "obstacle", "difficult", "water"])
        e = entry_cells(rng, w, h, "kind", kind)
        if "rect" in e:  # keep big blocks rare, so that boards stay open enough to see across
            e["rect"][2], e["rect"][3] = min(e["rect"][2], 3), min(e["rect"][3], 2)
        terrain.append(e)
    lighting = []
    if lighting_levels:
        for _ in range(rng.randint(0, 4)):
            lighting.append(entry_cells(rng, w, h, "level", rng.choice(list(lighting_levels))))
    areas = []
    for i in range(rng.randint(0, 3)):
        areas.append({"id": f"area{i}", "name": f"Area {i}", "kind": rng.choice(["field", "zone"]),
                      "at": [rng.randrange(w), rng.randrange(h)], "radius": rng.choice([0, 1, 1, 2, 3, 4])})
    sides = ["a", "b", "c"][: rng.randint(2, 3)]
    allies = [["a", "c"]] if len(sides) == 3 and rng.random() < 0.5 else []
    tokens = []
    taken = set()
    for i in range(rng.randint(2, 6)):
        size = min(rng.choice([1, 1, 1, 2, 2, 3, 4]), w, h)
        overlap = rng.random() < 0.05  # two tokens sharing a centre: never a backstab
        for _ in range(30):
            x, y = rng.randint(0, w - size), rng.randint(0, h - size)
            cells = {(x + i2, y + j) for i2 in range(size) for j in range(size)}
            if overlap or not cells & taken:
                break
        else:
            continue
        taken |= cells
        t = {"id": f"t{i}", "side": rng.choice(sides), "x": x, "y": y}
        if size != 1 or rng.random() < 0.1:
            t["size"] = size
        f = rng.random()
        if f < 0.55:
            t["facing"] = rng.choice(FACINGS_EXACT)
        elif f < 0.75:
            t["facing"] = rng.choice(FACINGS_NEAR)
        elif f < 0.9:
            t["facing"] = round(rng.uniform(-360, 720), rng.choice([0, 1, 3, 6]))
        if rng.random() < 0.2:
            t["hidden"] = True
        if rng.random() < 0.15:
            t["conditions"] = rng.sample(CONDITIONS, 1)
        t["speed"] = rng.choice([0, 2, 4, 6])
        if overhang and rng.random() < 0.3:
            t["size"] = rng.choice([2, 3, 4])
            t["x"] = rng.choice([w - 1, w - 2, rng.randrange(w)])
            t["y"] = rng.choice([h - 1, h - 2, rng.randrange(h)])
        tokens.append(t)
    board = {"kind": "square", "width": w, "height": h, "terrain": terrain, "walls": meters_walls(rng, w, h)}
    if lighting:
        board["lighting"] = lighting
    if areas:
        board["areas"] = areas
    return {"format": "gridkeep-encounter", "version": 1, "name": "random meters", "rules": rid,
            "board": board, "sides": [{"id": s} for s in sides], "allies": allies, "tokens": tokens}
