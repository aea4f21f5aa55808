// Gridkeep's shared player view (docs/sharing.md, "The page"): the board as tiles drawn by the
// app, the turn strip, the shown handout and pings, live over one WebSocket. Read-only: the
// only thing it ever sends is a ping, and only while the GM allows them.
'use strict';

const code = new URLSearchParams(location.search).get('code') || '';
const $ = (id) => document.getElementById(id);
const viewport = $('viewport'), board = $('board'), tiles = $('tiles'), pings = $('pings');

let state = null;            // the last state message
let follow = true;           // follow the GM's camera
let view = { s: 1, x: 0, y: 0 }; // board pixel (bx, by) shows at (bx * s + x, by * s + y)
let socket = null;
let retry = 1000;
const tileImages = new Map(); // "x,y" -> <img>

function withCode(path) {
  return path + (path.includes('?') ? '&' : '?') + 'code=' + encodeURIComponent(code);
}

function setStatus(text) { $('status').textContent = text; }

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  socket = new WebSocket(scheme + location.host + withCode('/live'));
  socket.onopen = () => { retry = 1000; setStatus('Live'); };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message.type === 'state') show(message);
    else if (message.type === 'ping') ring(message.x, message.y);
  };
  socket.onclose = (event) => {
    if (event.code === 4000) { // the GM disconnected this device: it stays away until reloaded
      setStatus('Disconnected by the GM. Reload the page to join again.');
      return;
    }
    setStatus('Reconnecting…');
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  };
}

function cellPixels() { return state && state.board.cellPixels ? state.board.cellPixels : 48; }

function show(message) {
  state = message;
  document.body.dataset.version = String(message.version);
  const covered = message.blanked || message.betweenScenes || message.board.kind !== 'square';
  $('cover').hidden = !covered;
  if (covered) {
    $('cover-text').textContent = message.betweenScenes ? (message.sessionTitle || 'Between scenes')
      : message.blanked ? '' : 'This board shows on the table’s screen.';
    tiles.replaceChildren();
    tileImages.clear();
  }
  showTurns(message.turns);
  showHandout(message.handout);
  if (!covered) {
    const b = message.board;
    board.style.width = (b.width * b.cellPixels) + 'px';
    board.style.height = (b.height * b.cellPixels) + 'px';
    for (const img of tileImages.values()) img.dataset.stale = '1';
    if (follow) fitCamera();
    layoutTiles();
  }
}

function showTurns(turns) {
  const strip = $('turns');
  strip.replaceChildren();
  strip.hidden = !turns || !turns.order || turns.order.length === 0;
  if (strip.hidden) return;
  const round = document.createElement('li');
  round.className = 'round';
  round.textContent = 'Round ' + turns.round;
  strip.append(round);
  for (const entry of turns.order) {
    const li = document.createElement('li');
    li.textContent = entry.name;
    if (entry.current) li.className = 'current';
    strip.append(li);
  }
}

function showHandout(handout) {
  $('handout').hidden = !handout;
  if (!handout) return;
  $('handout-title').textContent = handout.title || '';
  const image = $('handout-image');
  image.hidden = handout.kind !== 'image';
  if (handout.kind === 'image') image.src = withCode(handout.image);
  $('handout-text').textContent = handout.kind === 'text' ? (handout.text || '') : '';
}

function fitCamera() {
  if (!state || state.board.kind !== 'square') return;
  const b = state.board, c = state.camera || { w: 0, h: 0 };
  const px = b.cellPixels;
  const cx = c.w > 0 ? c.x : 0, cy = c.h > 0 ? c.y : 0;
  const cw = c.w > 0 ? c.w : b.width, ch = c.h > 0 ? c.h : b.height;
  const w = viewport.clientWidth, h = viewport.clientHeight;
  const s = Math.min(w / (cw * px), h / (ch * px));
  view = { s, x: (w - cw * px * s) / 2 - cx * px * s, y: (h - ch * px * s) / 2 - cy * px * s };
  applyView();
}

function applyView() {
  board.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.s})`;
  layoutTiles();
}

// Loads the tiles in sight (and one ring around them) at the current version.
function layoutTiles() {
  if (!state || state.board.kind !== 'square' || state.blanked || state.betweenScenes) return;
  const b = state.board, side = b.tileCells * b.cellPixels;
  const w = viewport.clientWidth, h = viewport.clientHeight;
  const x0 = Math.floor((-view.x / view.s) / side) - 1, y0 = Math.floor((-view.y / view.s) / side) - 1;
  const x1 = Math.ceil(((w - view.x) / view.s) / side), y1 = Math.ceil(((h - view.y) / view.s) / side);
  for (let ty = Math.max(0, y0); ty <= Math.min(b.tilesY - 1, y1); ++ty) {
    for (let tx = Math.max(0, x0); tx <= Math.min(b.tilesX - 1, x1); ++tx) {
      const key = tx + ',' + ty;
      let img = tileImages.get(key);
      if (!img) {
        img = document.createElement('img');
        img.alt = '';
        img.style.left = (tx * side) + 'px';
        img.style.top = (ty * side) + 'px';
        img.style.width = side + 'px';
        img.style.height = side + 'px';
        tiles.append(img);
        tileImages.set(key, img);
        img.dataset.stale = '1';
      }
      if (img.dataset.stale === '1') {
        img.dataset.stale = '0';
        // Loaded off screen, then swapped in: no flash of an empty tile.
        const next = new Image();
        next.onload = () => { img.src = next.src; };
        next.src = withCode(`tile?v=${state.version}&x=${tx}&y=${ty}`);
      }
    }
  }
}

function ring(x, y) {
  const px = cellPixels();
  const size = 3 * px;
  const mark = document.createElement('div');
  mark.className = 'ping';
  mark.style.left = (x * px - size / 2) + 'px';
  mark.style.top = (y * px - size / 2) + 'px';
  mark.style.width = mark.style.height = size + 'px';
  pings.append(mark);
  setTimeout(() => mark.remove(), 2000);
}

function setFollow(on) {
  follow = on;
  const button = $('follow');
  button.setAttribute('aria-pressed', on ? 'true' : 'false');
  button.textContent = on ? 'Following the table' : 'Follow the table';
  if (on) fitCamera();
}
$('follow').addEventListener('click', () => setFollow(!follow));

// Pinch-zoom and pan with pointers (one finger pans, two pinch), the wheel on a computer; a
// short tap pings while the GM allows it.
const pointers = new Map();
let gesture = null;
viewport.addEventListener('pointerdown', (e) => {
  viewport.setPointerCapture(e.pointerId);
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  gesture = { moved: false, start: Date.now(), view: { ...view }, points: new Map(pointers) };
});
viewport.addEventListener('pointermove', (e) => {
  if (!pointers.has(e.pointerId) || !gesture) return;
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  const before = [...gesture.points.values()], now = [...pointers.values()];
  if (now.length === 1 && before.length >= 1) {
    const dx = now[0].x - before[0].x, dy = now[0].y - before[0].y;
    if (Math.hypot(dx, dy) < 6 && !gesture.moved) return;
    gesture.moved = true;
    setFollow(false);
    view = { ...gesture.view, x: gesture.view.x + dx, y: gesture.view.y + dy };
  } else if (now.length >= 2 && before.length >= 2) {
    gesture.moved = true;
    setFollow(false);
    const d0 = Math.hypot(before[1].x - before[0].x, before[1].y - before[0].y) || 1;
    const d1 = Math.hypot(now[1].x - now[0].x, now[1].y - now[0].y);
    const m0 = { x: (before[0].x + before[1].x) / 2, y: (before[0].y + before[1].y) / 2 };
    const m1 = { x: (now[0].x + now[1].x) / 2, y: (now[0].y + now[1].y) / 2 };
    const s = Math.min(8, Math.max(0.05, gesture.view.s * d1 / d0));
    const k = s / gesture.view.s;
    view = { s, x: m1.x - (m0.x - gesture.view.x) * k, y: m1.y - (m0.y - gesture.view.y) * k };
  }
  applyView();
});
function endPointer(e) {
  const tap = gesture && !gesture.moved && pointers.size === 1 && Date.now() - gesture.start < 400;
  pointers.delete(e.pointerId);
  if (tap && state && state.pingsAllowed && socket && socket.readyState === WebSocket.OPEN) {
    const px = cellPixels();
    const x = (e.clientX - view.x) / view.s / px, y = (e.clientY - view.y) / view.s / px;
    if (x >= 0 && y >= 0) socket.send(JSON.stringify({ type: 'ping', x, y }));
  }
  gesture = pointers.size ? { moved: true, start: 0, view: { ...view }, points: new Map(pointers) } : null;
}
viewport.addEventListener('pointerup', endPointer);
viewport.addEventListener('pointercancel', endPointer);
viewport.addEventListener('wheel', (e) => {
  e.preventDefault();
  setFollow(false);
  const s = Math.min(8, Math.max(0.05, view.s * Math.exp(-e.deltaY / 500)));
  const k = s / view.s;
  view = { s, x: e.clientX - (e.clientX - view.x) * k, y: e.clientY - (e.clientY - view.y) * k };
  applyView();
}, { passive: false });
window.addEventListener('resize', () => (follow ? fitCamera() : layoutTiles()));

connect();
