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
