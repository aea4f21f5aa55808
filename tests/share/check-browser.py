#!/usr/bin/env python3
"""The shared player view in a real browser (docs/sharing.md): `gridkeep --share` serves an
encounter with a hidden token, headless Chromium loads the page at a phone's size, and the
screenshot must show the revealed tokens' colour and not one pixel of the hidden token's.
The page and every tile it names are also grepped for the file's secrets.

Usage: check-browser.py --gridkeep PATH --chromium PATH
Saves phone.png where GRIDKEEP_SCREENS_DIR says, when it is set."""

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request
import zlib

CODE = "browsertest0123456789abcdef"
SHOWN = (0x00, 0xFF, 0x00)   # the party's colour: every revealed token
HIDDEN = (0xFF, 0x00, 0xFF)  # the hidden side's colour: must never show
SECRETS = [b"SECRET-HIDDEN-TOKEN", b"SECRET-GM-NOTE", b"SECRET-PIN", b"SECRET-TRAP",
           b"SECRET-MASKED-NAME"]


def encounter():
    return {
        "format": "gridkeep-encounter", "version": 1, "name": "Browser check",
        "rules": "paces",
        "board": {"kind": "square", "width": 12, "height": 8},
        "sides": [{"id": "party", "name": "Party", "color": "#00ff00"},
                  {"id": "hidden", "name": "Hidden", "color": "#ff00ff"}],
        "allies": [],
        "tokens": [
            {"id": "a", "name": "Ann", "side": "party", "x": 2, "y": 2, "speed": 6},
            {"id": "b", "name": "Bo", "side": "party", "x": 8, "y": 5, "speed": 6},
            {"id": "m", "name": "SECRET-MASKED-NAME", "side": "party", "x": 5, "y": 6,
             "speed": 6, "showName": False},
            {"id": "h", "name": "SECRET-HIDDEN-TOKEN", "side": "hidden", "x": 6, "y": 3,
             "speed": 6, "hidden": True,
             "notes": "SECRET-GM-NOTE"},
        ],
        "pins": [{"id": "pin-1", "x": 3.5, "y": 6.5, "title": "SECRET-PIN", "text": "SECRET-PIN text"}],
        "traps": [{"id": "trap-1", "cells": [[10, 1]], "name": "SECRET-TRAP", "note": "SECRET-TRAP note"}],
        "notes": "SECRET-GM-NOTE",
    }


def read_png(path):
    """RGB(A) 8-bit, non-interlaced PNGs (what Chromium writes) as (width, height, rows)."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unexpected PNG kind"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def count_near(png, colour, tolerance=40):
    width, height, channels, rows = png
    count = 0
    for row in rows:
        for x in range(width):
            r, g, b = row[x * channels:x * channels + 3]
            if abs(r - colour[0]) <= tolerance and abs(g - colour[1]) <= tolerance and \
                    abs(b - colour[2]) <= tolerance:
                count += 1
    return count


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as reply:
        return reply.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gridkeep", required=True)
    parser.add_argument("--chromium", required=True)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="gridkeep-browser-")
    app = None
    try:
        path = os.path.join(work, "browser-check.encounter")
        with open(path, "w") as f:
            json.dump(encounter(), f)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=work,
                   XDG_RUNTIME_DIR=work, XDG_CONFIG_HOME=os.path.join(work, "config"),
                   XDG_DATA_HOME=os.path.join(work, "data"))
        app = subprocess.Popen([args.gridkeep, "--share", "127.0.0.1:0", "--share-code", CODE, path],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
        url = None
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = app.stdout.readline()
            if not line:
                break
            if line.startswith("sharing "):
                url = line.split()[1]
                break
        if not url:
            print("FAIL: gridkeep --share printed no address", file=sys.stderr)
            return 1
        print("serving", url)
        base = url.split("/?")[0]

        # Every byte the page and its tiles carry, grepped for the file's secrets.
        sent = fetch(url) + fetch(base + "/page.js?code=" + CODE) + fetch(base + "/page.css?code=" + CODE)
        for ty in range(1):
            for tx in range(1):
                sent += fetch(f"{base}/tile?code={CODE}&v=0&x={tx}&y={ty}")
        leaked = [s.decode() for s in SECRETS if s in sent]
        if leaked:
            print("FAIL: the page or a tile carries", leaked, file=sys.stderr)
            return 1
        try:
            fetch(base + "/?code=wrong" + CODE)
            print("FAIL: a wrong code was served", file=sys.stderr)
            return 1
        except urllib.error.HTTPError as error:
            if error.code != 403:
                print("FAIL: a wrong code got", error.code, file=sys.stderr)
                return 1

        # Headless Chromium takes its screenshot when its virtual time budget is spent, which on a
        # loaded machine can come before the page's WebSocket has brought the state and tiles in:
        # a shot without the revealed tokens is taken again (up to three times). A hidden token's
        # pixel in any shot fails at once.
        shot = os.path.join(work, "phone.png")
        for attempt in range(3):
            subprocess.run([args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--hide-scrollbars", "--no-first-run",
                            "--user-data-dir=" + os.path.join(work, f"chromium{attempt}"),
                            "--window-size=390,844", "--virtual-time-budget=10000",
                            "--screenshot=" + shot, url],
                           check=True, timeout=120, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env=dict(os.environ, HOME=work))
            png = read_png(shot)
            shown, hidden = count_near(png, SHOWN), count_near(png, HIDDEN)
            print(f"shot {attempt + 1}: pixels of the revealed tokens: {shown}, of the hidden token: {hidden}")
            if hidden != 0:
                print("FAIL: the hidden token shows on the page", file=sys.stderr)
                return 1
            if shown >= 30:
                break
        screens = os.environ.get("GRIDKEEP_SCREENS_DIR")
        if screens:
            os.makedirs(screens, exist_ok=True)
            shutil.copy(shot, os.path.join(screens, "share-phone.png"))
        if shown < 30:
            print("FAIL: the revealed tokens are not on the page", file=sys.stderr)
            return 1
        print("PASS")
        return 0
    finally:
        if app:
            app.terminate()
            try:
                app.wait(timeout=20)
            except subprocess.TimeoutExpired:
                app.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
