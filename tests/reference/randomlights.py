"""Random square boards for lights, vision and templates (docs/rules.md §8, §9), for crosscheck.py.

The geometry is chosen to sit on the decisions' edges: lights on wall lines, on exact cell
corners, cell centres, edge midpoints and the map's edge; radii equal to a cell centre's exact
distance (Pythagorean offsets such as (1.5, 2) -> 2.5) or a millionth either side of an
irrational one (1.414213 / 1.414214 around sqrt 2); bright == dim, bright 0, lights switched
off; lights carried by tokens of size 1-3, some hanging past the map's edge (a file allows it,
rules §5.12); every ambient; darkvision around the diagonal distances; open and closed doors,
walls ending on grid lines, sight-blocking cells that touch at corners; painted `lighting`
under rule sets that have levels; hidden party tokens and allied sides; templates from corners,
centres, decimals and token centres, cones whose edges run through cell centres, lines of
width 1 along grid lines, zero and negative sizes and far points equal to their origin.

Every number is a decimal of at most six places, written so that its shortest text is exact
(the reader takes Fraction(str(value))).
"""
from fractions import Fraction
from math import isqrt
import random

import randomencounters

F = Fraction

# Offsets whose length is a short decimal: (a, b) -> sqrt(a² + b²) is exact.
PYTHAGOREAN = [(0, 0.5), (0, 1), (0, 1.5), (0, 2), (0, 2.5), (0, 3), (0.3, 0.4), (0.6, 0.8),
               (0.9, 1.2), (1.2, 1.6), (1.5, 2), (2, 1.5), (0.5, 1.2), (2.4, 0.7), (3, 4),
               (1.5, 3.6), (0.8, 1.5), (2, 0), (1, 0), (0.5, 0)]
# A millionth either side of the distances between cell centres and corners that are irrational.
NEAR = ["0.707106", "0.707107", "1.414213", "1.414214", "1.581138", "1.581139", "2.121320",
        "2.121321", "2.236067", "2.236068", "2.549509", "2.549510", "2.828427", "2.828428",
        "3.162277", "3.162278", "3.535533", "3.535534"]
ROUND = ["0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "5", "6", "8"]
DARKVISION = ["1", "1.5", "1.414213", "1.414214", "2", "2.5", "2.236067", "2.236068", "0.5",
              "0.707107", "3", "0.25", "12"]


def dec(v):
    """The exact decimal text of a Fraction, int or decimal string (at most six places)."""
    v = F(v) if not isinstance(v, F) else v
    if v.denominator == 1:
        return str(v.numerator)
    scaled = v * 10**6
    assert scaled.denominator == 1, v
    sign = "-" if scaled < 0 else ""
    n = abs(scaled.numerator)
    s = f"{n // 10**6}.{n % 10**6:06d}".rstrip("0")
    return sign + s


def js(v):
    """A JSON number whose shortest text is exactly dec(v)."""
    t = dec(v)
    if "." not in t:
        return int(t)
    f = float(t)
    assert repr(f) == t or F(repr(f)) == F(t), t
    return f


def terminating(v, places=6):
    return (v * 10**places).denominator == 1


def coord(rng, limit):
    k = rng.random()
    if k < 0.35:
        return F(rng.randint(0, limit))                        # grid lines, corners, the map's edge
    if k < 0.65:
        return min(F(limit), rng.randint(0, limit) + F(1, 2))  # cell centres, edge midpoints
    if k < 0.75:
        return rng.choice([F(0), F(limit)])                    # the map's edge
    if k < 0.85:                                               # a millionth beside a grid line
        v = rng.randint(0, limit) + rng.choice([F(1, 10**6), F(-1, 10**6)])
        return min(max(v, F(0)), F(limit))
    return F(dec(round(F(rng.uniform(0, limit)), rng.choice([1, 2, 3]))))


def sight_terrain(rng, w, h):
    terrain = []
    for _ in range(rng.randint(0, 6)):
        r = rng.random()
        if r < 0.3:  # two sight-blocking cells meeting at a corner
            x, y = rng.randrange(w), rng.randrange(h)
            dx = rng.choice([-1, 1])
            cells = [[x, y]] + ([[x + dx, y + 1]] if 0 <= x + dx < w and y + 1 < h else [])
            terrain.append({"kind": "wall", "cells": cells})
        elif r < 0.55:
            x, y = rng.randrange(w), rng.randrange(h)
            terrain.append({"kind": "wall", "rect": [x, y, rng.randint(1, min(3, w - x)), rng.randint(1, min(2, h - y))]})
        elif r < 0.75:
            terrain.append({"kind": "wall", "cells": [[rng.randrange(w), rng.randrange(h)] for _ in range(rng.randint(1, 3))]})
        else:  # terrain that does not block sight, and a later entry overriding a wall
            terrain.append({"kind": rng.choice(["obstacle", "difficult", "water"]),
                            "cells": [[rng.randrange(w), rng.randrange(h)] for _ in range(rng.randint(1, 3))]})
    return terrain


def extra_walls(rng, w, h):
    """Walls ending on grid lines and at cell centres, posts on corners, and decimal ones."""
    walls = []
    for _ in range(rng.randint(0, 2)):
        r = rng.random()
        if r < 0.4:  # from a grid line to a cell centre
            a = [rng.randint(0, w), coord(rng, h)]
            b = [min(F(w), rng.randint(0, w - 1) + F(1, 2)), min(F(h), rng.randint(0, h - 1) + F(1, 2))]
        elif r < 0.6:  # a post on a corner
            a = [F(rng.randint(0, w)), F(rng.randint(0, h))]
            b = list(a)
        else:
            a, b = [coord(rng, w), coord(rng, h)], [coord(rng, w), coord(rng, h)]
        wl = {"from": [js(a[0]), js(a[1])], "to": [js(b[0]), js(b[1])]}
        d = rng.random()
        if d < 0.25:
            wl["door"] = "open"
        elif d < 0.5:
            wl["door"] = "closed"
        walls.append(wl)
    return walls


def micro_wall(wl):
    """meters_walls adds millionths in binary floats (2 - 0.000001 prints as 1.9999989999999999):
    put each coordinate back on its six-place decimal, the precision the file format keeps
    (docs/rules.md §5.1)."""
    out = dict(wl)
    for k in ("from", "to"):
        out[k] = [js(F(round(F(str(v)) * 10**6), 10**6)) for v in wl[k]]
    return out


def point_on_wall(rng, walls):
    """A point on one of the walls (an end, the middle or a quarter), exactly."""
    wl = rng.choice(walls)
    a = [F(str(v)) for v in wl["from"]]
    b = [F(str(v)) for v in wl["to"]]
    for t in rng.sample([F(0), F(1), F(1, 2), F(1, 4), F(3, 4)], 5):
        p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
        if terminating(p[0]) and terminating(p[1]):
            return p
    return a


def light_point(rng, w, h, walls):
    r = rng.random()
    if r < 0.2 and walls:
        return point_on_wall(rng, walls)
    if r < 0.35:
        return [F(rng.randint(0, w)), F(rng.randint(0, h))]                      # a cell corner
    if r < 0.55:
        return [rng.randrange(w) + F(1, 2), rng.randrange(h) + F(1, 2)]           # a cell centre
    if r < 0.65:                                                                  # the map's edge
        if rng.random() < 0.5:
            return [rng.choice([F(0), F(w)]), coord(rng, h)]
        return [coord(rng, w), rng.choice([F(0), F(h)])]
    return [coord(rng, w), coord(rng, h)]


def exact_radius(rng, p, w, h):
    """The exact distance from p to some cell centre, when that is a short decimal."""
    for _ in range(8):
        q = (rng.randrange(w) + F(1, 2), rng.randrange(h) + F(1, 2))
        d2 = (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2
        n, d = d2.numerator, d2.denominator
        rn, rd = isqrt(n), isqrt(d)
        if rn * rn == n and rd * rd == d and terminating(F(rn, rd)):
            return F(rn, rd)
    return None


def radius(rng, p=None, w=None, h=None):
    r = rng.random()
    if r < 0.3 and p is not None:
        e = exact_radius(rng, p, w, h)
        if e is not None:
            return e
    if r < 0.5:
        return pyth(*rng.choice(PYTHAGOREAN))
    if r < 0.7:
        return F(rng.choice(NEAR))
    if r < 0.9:
        return F(rng.choice(ROUND))
    return F(dec(round(F(rng.uniform(0, 6)), rng.choice([1, 2, 3]))))


def pyth(a, b):
    a, b = F(str(a)), F(str(b))
    d2 = a * a + b * b
    return F(isqrt(d2.numerator), isqrt(d2.denominator))


def pythagorean_light(rng, w, h):
    """A light placed a Pythagorean offset away from a cell centre, with that exact radius."""
    q = (rng.randrange(w) + F(1, 2), rng.randrange(h) + F(1, 2))
    a, b = rng.choice(PYTHAGOREAN)
    a, b = F(str(a)), F(str(b))
    if rng.random() < 0.5:
        a, b = b, a
    p = [q[0] + rng.choice([-1, 1]) * a, q[1] + rng.choice([-1, 1]) * b]
    p = [min(max(p[0], F(0)), F(w)), min(max(p[1], F(0)), F(h))]
    return p, pyth(a, b)


def lights(rng, w, h, walls, tokens):
    out = []
    for i in range(rng.randint(0, 4)):
        l = {"id": f"light{i}"}
        r = rng.random()
        p, exact = None, None
        if r < 0.2 and tokens:
            l["token"] = rng.choice(tokens)["id"]
            if rng.random() < 0.3:  # ignored for a carried light
                l["x"], l["y"] = js(coord(rng, w)), js(coord(rng, h))
        elif r < 0.4:
            p, exact = pythagorean_light(rng, w, h)
        else:
            p = light_point(rng, w, h, walls)
        if p is not None:
            l["x"], l["y"] = js(p[0]), js(p[1])
        a = exact if exact is not None and rng.random() < 0.8 else radius(rng, p, w, h)
        k = rng.random()
        if k < 0.2:
            bright, dim = a, a                      # bright == dim
        elif k < 0.35:
            bright, dim = F(0), a                   # no bright part
        else:
            b2 = radius(rng, p, w, h)
            bright, dim = min(a, b2), max(a, b2)
        l["bright"], l["dim"] = js(bright), js(dim)
        o = rng.random()
        if o < 0.15:
            l["on"] = False
        elif o < 0.3:
            l["on"] = True
        if rng.random() < 0.1:
            l["color"] = rng.choice(["#ffcc66", "#80ff0000"])
        out.append(l)
    return out


def tokens_for(rng, w, h, sides):
    tokens = []
    for i in range(rng.randint(1, 6)):
        size = rng.choice([1, 1, 1, 2, 2, 3])
        if rng.random() < 0.25:  # anywhere, possibly hanging past the right or bottom edge
            x, y = rng.choice([w - 1, w - 2, rng.randrange(w)]), rng.choice([h - 1, h - 2, rng.randrange(h)])
            x, y = max(x, 0), max(y, 0)
        else:
            size = min(size, w, h)
            x, y = rng.randint(0, w - size), rng.randint(0, h - size)
        t = {"id": f"t{i}", "side": rng.choice(sides), "x": x, "y": y}
        if size != 1 or rng.random() < 0.1:
            t["size"] = size
        if rng.random() < 0.03:
            t["size"] = 0  # covers one cell
        d = rng.random()
        if d < 0.55:
            t["darkvision"] = js(F(rng.choice(DARKVISION)))
        elif d < 0.6:
            t["darkvision"] = 0
        if rng.random() < 0.2:
            t["hidden"] = True
        tokens.append(t)
    return tokens


def board(rng, rid, lighting_levels=()):
    """One random board under rule set rid; lighting_levels: the rule set's lighting ids (empty
    when it has none, which refuses painted lighting)."""
    w, h = rng.randint(3, 10), rng.randint(3, 10)
    terrain = sight_terrain(rng, w, h)
    walls = [micro_wall(wl) for wl in randomencounters.meters_walls(rng, w, h)] + extra_walls(rng, w, h)
    rng.shuffle(walls)
    sides = ["a", "b", "c"][: rng.randint(1, 3)]
    allies = []
    if len(sides) >= 2 and rng.random() < 0.4:
        allies.append(rng.sample(sides, 2))
    tokens = tokens_for(rng, w, h, sides)
    b = {"kind": "square", "width": w, "height": h, "terrain": terrain, "walls": walls}
    amb = rng.random()
    if amb < 0.4:
        b["ambient"] = "dark"
    elif amb < 0.7:
        b["ambient"] = "dim"
    elif amb < 0.85:
        b["ambient"] = "bright"
    b["lights"] = lights(rng, w, h, walls, tokens)
    if not b["lights"] and rng.random() < 0.5:
        del b["lights"]
    if lighting_levels and rng.random() < 0.6:
        b["lighting"] = [randomencounters.entry_cells(rng, w, h, "level", rng.choice(list(lighting_levels)))
                         for _ in range(rng.randint(1, 4))]
    enc = {"format": "gridkeep-encounter", "version": 1, "name": "random lights", "rules": rid,
           "board": b, "sides": [{"id": s} for s in sides], "allies": allies, "tokens": tokens}
    f = rng.random()
    if f < 0.15:  # the fog names the party; its reveals and exploration record do not matter
        fog = {"mode": rng.choice(["manual", "party-sight"]), "party": rng.choice(sides)}
        if rng.random() < 0.5:
            fog["revealed"] = [[0, 0, rng.randint(1, w), rng.randint(1, h)]]
            fog["seen"] = [[0, 0, 1, 1]]
        enc["fog"] = fog
    elif f < 0.2:
        enc["fog"] = {"mode": "party-sight"}  # no party: the fight's party side, else the first side
        if tokens and rng.random() < 0.5:
            enc["combat"] = {"party": rng.choice(sides), "combatants": [{"token": tokens[-1]["id"]}]}
    elif f < 0.3 and tokens:  # a fight with its party side
        enc["combat"] = {"party": rng.choice(sides), "round": 1,
                         "combatants": [{"token": tokens[0]["id"]}], "order": [tokens[0]["id"]]}
    return enc


# ---------------------------------------------------------------- templates

# Template origins a little outside the map ([-0.5, w + 0.5]): rules §9.1 does not confine the
# origin to the map (a template anchored to a big token hanging past the edge has its origin at
# the footprint's centre, off the map). Set to 0 to leave them out.
OFF_MAP_ORIGINS = 0.05


def origin(rng, enc):
    b = enc["board"]
    w, h = b["width"], b["height"]
    r = rng.random()
    if r < 0.25:
        return [F(rng.randint(0, w)), F(rng.randint(0, h))]
    if r < 0.5:
        return [rng.randrange(w) + F(1, 2), rng.randrange(h) + F(1, 2)]
    if r < 0.6 and enc["tokens"]:
        t = rng.choice(enc["tokens"])
        s = max(int(t.get("size", 1)), 1)
        return [t["x"] + F(s, 2), t["y"] + F(s, 2)]
    if r < 0.7 and b.get("walls"):
        return point_on_wall(rng, b["walls"])
    if r < 0.7 + OFF_MAP_ORIGINS:  # a little outside the map
        return [rng.choice([F(-1, 2), F(w) + F(1, 2), F(w, 2)]), rng.choice([F(-1, 2), F(h) + F(1, 2), F(h, 2)])]
    return [coord(rng, w), coord(rng, h)]


# Far-point offsets: axis-aligned ones put the cone's edges through cell centres (2k, 0) -> edge
# through (2k, ±k); diagonals (k, k) through (3, 1)-like centres; the rest are awkward.
DIRECTIONS = [(2, 0), (4, 0), (0, 2), (0, -4), (-2, 0), (3, 0), (1, 0), (2, 2), (3, 3), (-2, 2),
              (1, 1), (2, 1), (4, 2), (-3, 1), (1, 3), (0.5, 0), (2.5, 0), (1.5, 1.5),
              (0.3, 0.4), (3, 4), (0, 0)]


def far_point(rng, p):
    r = rng.random()
    if r < 0.75:
        dx, dy = rng.choice(DIRECTIONS)
        k = rng.choice([1, 1, 1, 2])
        d = (F(str(dx)) * k, F(str(dy)) * k)
    elif r < 0.8:
        d = (F(0), F(0))  # far point == origin
    else:
        d = (F(dec(round(F(rng.uniform(-5, 5)), 2))), F(dec(round(F(rng.uniform(-5, 5)), 2))))
    return [p[0] + d[0], p[1] + d[1]]


def template_args(rng, enc):
    """One `template` command line (after FILE), as strings."""
    p = origin(rng, enc)
    shape = rng.choice(["circle", "circle", "cone", "cone", "line", "line", "square"])
    if shape == "circle":
        r = rng.random()
        if r < 0.1:
            rest = [rng.choice([F(-1), F(-1, 2), F(-1, 10**6)])]
        elif r < 0.2:
            rest = [F(0)]
        else:
            rest = [radius(rng, p, enc["board"]["width"], enc["board"]["height"])]
    elif shape == "cone":
        rest = far_point(rng, p)
    elif shape == "line":
        wd = rng.choice(["1", "1", "1", "2", "0", "0.5", "3", "-1", "1.5", "0.999999", "1.000001",
                         "2.236068", dec(round(F(rng.uniform(0, 3)), 3))])
        rest = far_point(rng, p) + [F(wd)]
    else:
        s = rng.choice(["0", "1", "2", "2.5", "3", "-1", "0.5", "4", "1.999999",
                        dec(round(F(rng.uniform(0, 5)), 2))])
        rest = [F(s)]
    args = [f"--{shape}"] + [dec(v) for v in p + rest]
    if rng.random() < 0.2:
        args.append("--through-walls")
    return args


if __name__ == "__main__":
    import json
    import sys
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    enc = board(rng, "meters", ["bright", "dim", "darkness"])
    print(json.dumps(enc, indent=1))
    print(template_args(rng, enc))
