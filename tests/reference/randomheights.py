"""Random square boards with sight over heights (docs/rules.md §13), for crosscheck.py.

The boards are built on the decisions' edges, not merely at random heights:
- terraces and steps at decimal elevations (0.5, 1.25, 2.75, 3, ...), a few pits below 0, single
  cells raised to exactly the height a line passes at where it enters or leaves them, so the
  ground is grazed ("equal is not below") or missed by a micrometre either way;
- crates (`obstacle`) and sight-blocking terrain with a `height` set to the lowest z of a line's
  open stretch through the cell (the graze) or a millionth either side, besides plain heights,
  `height: 0`, and terrain without a height (infinitely tall);
- walls along grid lines, through cell centres and corners, posts, diagonals and decimals (the
  generators of randomencounters and randomlights), closed and open doors, with `top`s set to
  the z at which a chosen line meets them (for a collinear overlap, the lowest z over the shared
  stretch), or a millionth either side, or absent; short walls added across a line exactly
  where it crosses a grid line or a cell-centre line;
- tokens of sizes 1-3 (and a rare size 0), with and without `height`, with `altitude`s that put
  a body's feet or eyes exactly on a line through its cell (a body touching a level line covers,
  one touching a sloping line's open range does not), some hanging past the map's edge;
- lights with and without `z`, carried ones (at the carrier's eye unless `z` says otherwise),
  lights on wall lines, on corners and centres, with `z` solved so that a line to some cell
  grazes a wall's top, every ambient, darkvision for the vision of the party.

Every number in a file is a decimal of at most six places whose shortest text is exact (the
readers take Fraction(str(value))). `switch` sets `board.sightOverHeights` (True, False or None
for a board without the key): with it off the board must read exactly as flat.
"""
from fractions import Fraction
import math
import random

import heightreference as hr
import randomencounters
import randomlights
from randomlights import dec, js, terminating

F = Fraction
MICRO = F(1, 10 ** 6)

TERRACES = ["0.5", "1.25", "3", "2", "1", "0.75", "1.5", "2.75", "4.5", "0.3", "-1", "-0.5", "6"]
TERRAIN_HEIGHTS = ["0", "0.5", "1", "1.5", "1.6", "2", "2.25", "3", "0.000001", "1.499999", "4"]
WALL_TOPS = ["0", "1", "1.5", "2", "2.1", "3", "4.5", "-0.5", "0.000001", "1.75", "6"]
TOKEN_HEIGHTS = ["0.3", "0.5", "1", "1.5", "1.75", "2", "2.5", "3", "4", "0.000001"]
ALTITUDES = ["0.5", "1", "1.5", "3", "2.75", "0.25", "-0.5", "10"]
LIGHT_Z = ["0", "1", "1.5", "2", "3", "4.5", "0.5", "-1", "7.25"]
DARKVISION = ["1", "1.5", "2", "3", "12", "1.414214"]


def fits(v):
    """Can v be written in a file exactly (six places at most)?"""
    return terminating(F(v))


def near(rng, v):
    """v itself when a file can hold it (a graze), or a millionth either side; when a file
    cannot hold v, the six-place decimals just below and just above it."""
    v = F(v)
    if fits(v):
        return rng.choice([v, v, v, v - MICRO, v + MICRO])
    lo = F(math.floor(v * 10 ** 6), 10 ** 6)
    return rng.choice([lo, lo + MICRO])


def terraces(rng, w, h):
    out = []
    for _ in range(rng.randint(0, 4)):
        x, y = rng.randrange(w), rng.randrange(h)
        e = {"meters": js(F(rng.choice(TERRACES)))}
        if rng.random() < 0.6:
            e["rect"] = [x, y, rng.randint(1, min(4, w - x)), rng.randint(1, min(3, h - y))]
        else:
            e["cells"] = [[rng.randrange(w), rng.randrange(h)] for _ in range(rng.randint(1, 3))]
        out.append(e)
    return out


def terrain(rng, w, h):
    out = randomlights.sight_terrain(rng, w, h)
    for _ in range(rng.randint(0, 3)):  # crates and low walls
        out.append({"kind": "obstacle", "cells": [[rng.randrange(w), rng.randrange(h)] for _ in range(rng.randint(1, 3))]})
    rng.shuffle(out)
    for e in out:
        if rng.random() < 0.55:
            e["height"] = js(F(rng.choice(TERRAIN_HEIGHTS)))
    return out


def walls(rng, w, h):
    out = [randomlights.micro_wall(wl) for wl in randomencounters.meters_walls(rng, w, h)]
    out += randomlights.extra_walls(rng, w, h)
    rng.shuffle(out)
    for wl in out:
        if rng.random() < 0.6:
            wl["top"] = js(F(rng.choice(WALL_TOPS)))
    return out


def tokens(rng, w, h, sides, overhang):
    out, taken = [], set()
    for i in range(rng.randint(2, 6)):
        size = rng.choice([1, 1, 1, 2, 2, 3])
        if overhang and rng.random() < 0.3:
            x = max(0, rng.choice([w - 1, w - 2]))
            y = max(0, rng.choice([h - 1, h - 2, rng.randrange(h)]))
            size = rng.choice([2, 3])
        else:
            size = min(size, w, h)
            x, y = rng.randint(0, w - size), rng.randint(0, h - size)
        cells = {(x + i2, y + j) for i2 in range(size) for j in range(size)}
        if cells & taken:  # never two tokens on one cell: a line between them would be a point
            continue
        taken |= cells
        t = {"id": f"t{i}", "side": rng.choice(sides), "x": x, "y": y}
        if size != 1 or rng.random() < 0.1:
            t["size"] = size
        if size == 1 and rng.random() < 0.03:
            t["size"] = 0  # one cell, and one size of eyes
        if rng.random() < 0.25:
            t["height"] = js(F(rng.choice(TOKEN_HEIGHTS)))
        if rng.random() < 0.2:
            t["altitude"] = js(F(rng.choice(ALTITUDES)))
        if rng.random() < 0.4:
            t["darkvision"] = js(F(rng.choice(DARKVISION)))
        if rng.random() < 0.15:
            t["hidden"] = True
        out.append(t)
    return out


def lights(rng, w, h, wls, toks):
    out = randomlights.lights(rng, w, h, wls, toks)
    for l in out:
        if rng.random() < 0.4:
            l["z"] = js(F(rng.choice(LIGHT_Z)))
    return out


# ---------------------------------------------------------------- grazing lines

def segments(rng, enc, field, count=10):
    """Lines the three commands will test: (p, zp, q, zq, exempt cells, skip_p, analyze pair or
    None, light id or None)."""
    b = enc["board"]
    toks = enc["tokens"]
    out = []
    for _ in range(count):
        r = rng.random()
        if r < 0.5 and len(toks) >= 2:
            ta, tb = rng.sample(toks, 2)
            fa, fb = rng.choice(sorted(hr.footprint(ta))), rng.choice(sorted(hr.footprint(tb)))
            out.append((hr.centre(fa), field.eye(ta), hr.centre(fb), field.eye(tb),
                        set(hr.footprint(ta)) | set(hr.footprint(tb)), False, (ta["id"], tb["id"]), None))
        elif r < 0.8 and b.get("lights"):
            l = rng.choice(b["lights"])
            if l.get("token") is not None:
                t = next(t for t in toks if t["id"] == l["token"])
                s = hr.size_of(t)
                p = (F(t["x"]) + F(s, 2), F(t["y"]) + F(s, 2))
                zp = hr.mic(l["z"]) if "z" in l else field.eye(t)
            else:
                p = (hr.mic(l["x"]), hr.mic(l["y"]))
                zp = hr.mic(l["z"]) if "z" in l else None
                if zp is None:
                    under = [field.ground_at(c) for c in field.cells_near(p, p) if hr.closed_square_contains(c, p)]
                    zp = max(under) + field.per_size
            c = (rng.randrange(field.w), rng.randrange(field.h))
            exempt = {c} | {k for k in field.cells_near(p, p) if hr.closed_square_contains(k, p)}
            out.append((p, zp, hr.centre(c), field.lifted(c), exempt, True, None, l["id"]))
        elif toks:
            t = rng.choice(toks)
            on = [f for f in hr.footprint(t) if field.on_map(f)]
            c = (rng.randrange(field.w), rng.randrange(field.h))
            if c in hr.footprint(t):
                continue
            out.append((hr.centre(rng.choice(on)), field.eye(t), hr.centre(c), field.lifted(c),
                        set(hr.footprint(t)) | {c}, False, None, None))
    return out


def stretches(field, seg):
    """The cells the segment crosses (not exempt), with the z at the ends of its open stretch."""
    p, zp, q, zq, exempt = seg[:5]
    out = []
    for c in field.cells_near(p, q):
        if c in exempt:
            continue
        st = hr.open_stretch(p, q, c)
        if st is None or st[0] == st[1]:
            continue
        out.append((c, hr.z_at(zp, zq, st[0]), hr.z_at(zp, zq, st[1])))
    return out


def crossing_wall(rng, seg, w, h):
    """A short wall across the segment where it crosses a grid line or a cell-centre line, with
    the parameter at which it meets the segment; None when there is no such crossing."""
    p, q = seg[0], seg[2]
    size = (w, h)
    options = []
    for axis in (0, 1):
        lo, hi = sorted((p[axis], q[axis]))
        if lo == hi:
            continue
        for k2 in range(math.ceil(2 * lo), math.floor(2 * hi) + 1):
            v = F(k2, 2)
            t = (v - p[axis]) / (q[axis] - p[axis])
            other = p[1 - axis] + t * (q[1 - axis] - p[1 - axis])
            # (a line from a big token's cell past the map's edge may cross lines off the map)
            if lo < v < hi and 0 <= v <= size[axis] and 0 <= other <= size[1 - axis]:
                options.append((axis, v, t, other))
    if not options:
        return None
    axis, v, t, other = rng.choice(options)
    limit = size[1 - axis]
    if rng.random() < 0.5 or not terminating(other):  # from grid line to grid line across it
        a0, a1 = F(math.floor(other)), F(math.floor(other) + 1)
        if a0 == other and rng.random() < 0.5:  # or ending exactly on the segment
            a1 = other
        a0, a1 = max(F(0), a0), min(F(limit), a1)
    else:  # ending exactly on the segment
        a0, a1 = other, F(max(0, min(limit, math.floor(other) + rng.choice([-1, 1]))))
    if axis == 0:
        wl = {"from": [js(v), js(a0)], "to": [js(v), js(a1)]}
    else:
        wl = {"from": [js(a0), js(v)], "to": [js(a1), js(v)]}
    return wl, t


def tune(rng, enc, rules):
    """Set heights so that chosen lines graze (or miss by a micrometre) walls, terrain, the
    ground and bodies. Heights that change eyes (bodies, the ground under nobody, a light's z)
    come first, the tops last, so that most grazes survive the later changes."""
    b = enc["board"]
    w, h = b["width"], b["height"]
    for step in ("standers", "bodies", "ground", "light", "tops"):
        field = hr.HeightField(enc, rules)
        under_tokens = {c for t in enc["tokens"] for c in hr.footprint(t)}
        for seg in segments(rng, enc, field, rng.randint(2, 6)):
            crossed = stretches(field, seg)
            if step == "standers" and seg[6] is not None:  # someone in the way of a pair
                free = [c for c, _, _ in crossed if c not in under_tokens]
                if free and rng.random() < 0.5:
                    c = rng.choice(free)
                    t = {"id": f"m{len(enc['tokens'])}", "side": rng.choice(enc["sides"])["id"], "x": c[0], "y": c[1]}
                    if rng.random() < 0.3:
                        t["height"] = js(F(rng.choice(TOKEN_HEIGHTS)))
                    enc["tokens"].append(t)
                    under_tokens.add(c)
            elif step == "bodies" and seg[6] is not None:
                held = [(c, z0, z1) for c, z0, z1 in crossed if c in under_tokens]
                if not held:
                    continue
                c, z0, z1 = rng.choice(held)
                t = next(t for t in enc["tokens"] if c in hr.footprint(t) and t["id"] not in seg[6])
                ground = field.elevation(t) - hr.mic(t.get("altitude", 0))
                if rng.random() < 0.5:  # the feet on the line's highest z through the cell
                    alt = near(rng, max(z0, z1)) - ground
                    t["altitude"] = js(alt)
                else:  # the eyes on its lowest
                    hgt = near(rng, min(z0, z1)) - field.elevation(t)
                    if hgt > 0:
                        t["height"] = js(hgt)
            elif step == "ground":
                free = [(c, z0, z1) for c, z0, z1 in crossed if c not in under_tokens]
                if free:
                    c, z0, z1 = rng.choice(free)
                    b.setdefault("elevation", []).append({"cells": [list(c)], "meters": js(near(rng, min(z0, z1)))})
            elif step == "light" and seg[7] is not None:
                light = next(l for l in b["lights"] if l["id"] == seg[7])
                p, zp, q, zq = seg[:4]
                hits = []
                for a, bb, top in field.walls:
                    contact = hr.wall_contact(p, q, a, bb)
                    if contact is not None and top is not None and 0 < contact[0] < 1:
                        hits.append((contact[0], top))
                if hits:
                    t, top = rng.choice(hits)
                    z = (top - t * zq) / (1 - t)  # so that z(t) == top
                    if fits(z) or rng.random() < 0.5:
                        light["z"] = js(near(rng, z))
            elif step == "tops":
                r = rng.random()
                if r < 0.4:  # a wall the line meets: its top at the lowest z where they meet
                    hits = []
                    for wl in b.get("walls", []):
                        a = (hr.mic(wl["from"][0]), hr.mic(wl["from"][1]))
                        bb = (hr.mic(wl["to"][0]), hr.mic(wl["to"][1]))
                        contact = hr.wall_contact(seg[0], seg[2], a, bb)
                        if contact is not None and not (seg[5] and contact[1] == 0):
                            hits.append((wl, contact))
                    if not hits:
                        made = crossing_wall(rng, seg, w, h)
                        if made is None:
                            continue
                        wl, t = made
                        if rng.random() < 0.3:
                            wl["door"] = rng.choice(["closed", "open"])
                        b.setdefault("walls", []).append(wl)
                        hits = [(wl, (t, t))]
                    wl, (lo, hi) = rng.choice(hits)
                    zlow = min(hr.z_at(seg[1], seg[3], lo), hr.z_at(seg[1], seg[3], hi))
                    wl["top"] = js(near(rng, zlow))
                elif crossed:  # a crate or a sight-blocking cell grazed at its lowest z
                    c, z0, z1 = rng.choice(crossed)
                    hgt = near(rng, min(z0, z1)) - field.ground_at(c)
                    if hgt < 0:
                        continue
                    kind = rng.choice(["obstacle", "obstacle", "wall"])
                    b.setdefault("terrain", []).append({"kind": kind, "cells": [list(c)], "height": js(hgt)})


def board(rng, rid, rules=None, lighting_levels=(), switch=True, overhang=None):
    """One random heights board under rule set rid; rules: its rules object (for the eye per
    size the grazes are computed with; the plain 1.5 m when None); lighting_levels: its painted
    lighting ids (empty when it has none)."""
    if rules is None:
        rules = hr.PLAIN
    w, h = rng.randint(3, 9), rng.randint(3, 9)
    if overhang is None:
        overhang = rng.random() < 0.1
    sides = ["a", "b", "c"][: rng.randint(2, 3)]
    allies = [["a", "c"]] if len(sides) == 3 and rng.random() < 0.5 else []
    b = {"kind": "square", "width": w, "height": h, "terrain": terrain(rng, w, h), "walls": walls(rng, w, h),
         "elevation": terraces(rng, w, h)}
    if switch is not None:
        b["sightOverHeights"] = switch
    toks = tokens(rng, w, h, sides, overhang)
    b["lights"] = lights(rng, w, h, b["walls"], toks)
    amb = rng.random()
    if amb < 0.45:
        b["ambient"] = "dark"
    elif amb < 0.7:
        b["ambient"] = "dim"
    elif amb < 0.8:
        b["ambient"] = "bright"
    if lighting_levels and rng.random() < 0.3:
        b["lighting"] = [randomencounters.entry_cells(rng, w, h, "level", rng.choice(list(lighting_levels)))
                         for _ in range(rng.randint(1, 2))]
    enc = {"format": "gridkeep-encounter", "version": 1, "name": "random heights", "rules": rid,
           "board": b, "sides": [{"id": s} for s in sides], "allies": allies, "tokens": toks}
    tune(rng, enc, rules)
    return enc


if __name__ == "__main__":
    import json
    import sys
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    print(json.dumps(board(rng, "paces"), indent=1))
