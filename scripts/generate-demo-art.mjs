#!/usr/bin/env node
/**
 * Demo gallery photos for „Вечнозелено“ (Трявна).
 *
 * Draws 24 flat-style illustrations, four for each service, as SVG in memory
 * and renders each one with sharp to a JPEG "photo" of 1600 × 1200 px
 * (mozjpeg, quality 86): app/content/gallery/<service>-<n>.jpg (n = 1…4).
 * The content folder then holds only raster photos, exactly as the owner's
 * real photos will be, and they go through the same image pipeline
 * (scripts/build-images.mjs: AVIF/WebP/JPEG sizes, placeholders).
 *
 * Replacing the demo images with real photos: drop the JPEGs (any aspect
 * ratio; 1600 px wide or more recommended) into app/content/gallery/, delete
 * the demo files you replace, and edit app/content/gallery.ts (file, alt,
 * caption, service, date for each photo). Do not run this script again after
 * that: it would write the demo files back.
 *
 * Every scene is driven by a small PRNG seeded from its name, so
 * `node scripts/generate-demo-art.mjs` writes byte-identical files on every
 * run. No network, no dates, no Math.random; sharp is the only dependency.
 *
 * Layout of this file: helpers (random numbers, colours, SVG strings), the
 * backdrop (sky, Balkan foothills, lawn), scene elements that draw in local
 * coordinates where (0, 0) is the point touching the ground, two layouts per
 * service (A for pictures 1–2, B for 3–4; even numbers are mirrored), and the
 * writer at the bottom.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = fileURLToPath(new URL("../app/content/gallery/", import.meta.url));
/** Drawing size (SVG user units); the JPEG is rendered at PHOTO_WIDTH. */
const W = 1200;
const H = 900;
const PHOTO_WIDTH = 1600;
const JPEG_QUALITY = 86;
/** Eye level: everything standing on the ground shrinks towards this line. */
const HORIZON = 395;
const PER_SERVICE = 4;

// ---------------------------------------------------------------------------
// Random numbers (seeded, reproducible)

function seedFrom(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}

function makeRng(text) {
  let a = seedFrom(text);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(list.length * next())],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------
// Numbers and colours

/** Integer as text (never "-0"). */
const n = (v) => String(Math.round(v) || 0);
/** One decimal as text. */
const d1 = (v) => String(Math.round(v * 10) / 10 || 0);
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return "#" + pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("");
}
const shade = (c, t) => mix(c, "#000000", t);
const tint = (c, t) => mix(c, "#ffffff", t);

/** The shared palette: deep to fresh greens, warm earth and timber, stone. */
const C = {
  deep: "#1f5130",
  forest: "#2b6a3c",
  green: "#3f8a4a",
  leaf: "#5f9f52",
  fresh: "#8fbf6a",
  pale: "#b7d88c",
  soil: "#6e4a2f",
  soilDark: "#4a301f",
  mulch: "#5b3a25",
  earth: "#9a6b45",
  clay: "#b98a5c",
  wood: "#b07a45",
  woodDark: "#7a5232",
  woodLight: "#d3a66c",
  stone: "#a39b90",
  stoneLight: "#c6beb1",
  stoneDark: "#7c746a",
  plaster: "#f3ede0",
  roof: "#b4533a",
  metal: "#3a3f44",
  yellow: "#f2b705",
  water: "#e6f6ff",
  waterDeep: "#4aa8e0",
  warm: "#ffd27a",
};
const FLOWERS = ["#e86f8e", "#f2c94c", "#f7f2e8", "#a57fd6", "#e2573f", "#f29b4b", "#d94f8a"];
const AUTUMN = ["#d9822b", "#e6a83a", "#b9542f", "#c9a13a", "#a4622c"];

// ---------------------------------------------------------------------------
// SVG strings

const ZERO_DEFAULTS = new Set(["x", "y", "cx", "cy"]);
const attrs = (o) =>
  Object.entries(o)
    .filter(([k, v]) => v !== undefined && v !== null && v !== false && !(ZERO_DEFAULTS.has(k) && v === "0"))
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");
const el = (tag, o, inner) => (inner == null ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`);
const path = (d, o = {}) => el("path", { d, ...o });
const circle = (x, y, r, o = {}) => el("circle", { cx: n(x), cy: n(y), r: n(r), ...o });
const ellipse = (x, y, rx, ry, o = {}) => el("ellipse", { cx: n(x), cy: n(y), rx: n(rx), ry: n(ry), ...o });
const rect = (x, y, w, h, o = {}) => el("rect", { x: n(x), y: n(y), width: n(w), height: n(h), ...o });
const group = (o, ...kids) => el("g", o, kids.join(""));
/** A stroked line (or polyline) through the given points. */
const line = (pts, stroke, width, o = {}) =>
  path("M" + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(" "), {
    stroke,
    "stroke-width": n(width),
    fill: pts.length > 2 ? "none" : undefined,
    ...o,
  });
/** Many round dots of one size and colour as a single path. */
const dots = (pts, width, color, o = {}) =>
  pts.length
    ? path(relative(pts, "h0"), { stroke: color, "stroke-width": n(width), ...o })
    : "";
/**
 * Subpaths `shape` started at each point, each move relative to the last.
 * The shape must end where it started (closed with z, or h0, or a loop).
 */
function relative(pts, shape) {
  let d = "";
  let px = 0;
  let py = 0;
  pts.forEach(([x, y], i) => {
    const X = Math.round(x);
    const Y = Math.round(y);
    d += (i ? `m${X - px} ${Y - py}` : `M${X} ${Y}`) + (typeof shape === "function" ? shape(i) : shape);
    px = X;
    py = Y;
  });
  return d;
}
/** Transform that moves local drawing to (x, y), scaled, optionally mirrored. */
function placement(x, y, s, flip = false) {
  const k = Math.round(s * 100) / 100;
  return `translate(${n(x)} ${n(y)}) scale(${flip ? `-${k} ${k}` : k})`;
}
/** Places local drawing at (x, y), scaled, optionally mirrored. */
function at(x, y, s, inner, flip = false) {
  return `<g transform="${placement(x, y, s, flip)}">${inner}</g>`;
}
/** How much larger than true perspective things are drawn (closer, friendlier view). */
const ZOOM = 1.25;
/** Scale of something standing on the ground at screen height y. */
const depth = (y) => ZOOM * Math.max(0.1, (y - HORIZON) / (H - HORIZON));

/** Smooth curve through points (quadratic segments between midpoints). */
function smooth(pts) {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i];
    const [x2, y2] = pts[i + 1];
    d += `Q${n(x)} ${n(y)} ${n((x + x2) / 2)} ${n((y + y2) / 2)}`;
  }
  const last = pts[pts.length - 1];
  return d + `L${n(last[0])} ${n(last[1])}`;
}

/** Height of the curve `smooth(pts)` at x (points evenly spaced in x). */
function curveAt(pts) {
  return (x) => {
    const step = pts[1][0] - pts[0][0];
    const i = clamp(Math.floor((x - pts[0][0]) / step + 0.5), 1, pts.length - 2);
    const x0 = (pts[i - 1][0] + pts[i][0]) / 2;
    const t = clamp((x - x0) / step, 0, 1);
    const y0 = (pts[i - 1][1] + pts[i][1]) / 2;
    const y2 = (pts[i][1] + pts[i + 1][1]) / 2;
    return (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * pts[i][1] + t * t * y2;
  };
}

/** One picture: gradients in <defs>, drawings sorted back to front. */
class Art {
  constructor(rng, flip) {
    this.rng = rng;
    this.flip = flip;
    this.defs = [];
    this.items = [];
    this.ids = 0;
    this.shared = {};
  }
  /** Mirrors an x position when the composition is flipped. */
  x(v) {
    return this.flip ? W - v : v;
  }
  /** Short unique ids: a, b, … z, aa, ab, … */
  id() {
    let i = this.ids++;
    let id = "";
    do {
      id = String.fromCharCode(97 + (i % 26)) + id;
      i = Math.floor(i / 26) - 1;
    } while (i >= 0);
    return id;
  }
  /** Draws `make()` once into <defs>; returns a function placing copies of it. */
  reusable(key, make) {
    if (!this.shared[key]) {
      this.shared[key] = this.id();
      this.defs.push(`<g id="${this.shared[key]}">${make()}</g>`);
    }
    const id = this.shared[key];
    return (x, y, s, flip = false) => `<use href="#${id}" transform="${placement(x, y, s, flip)}"/>`;
  }
  stops(list) {
    return list
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op == null ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
  }
  linear(list, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
    const id = this.id();
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(list) {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}">${this.stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Soft round shadow, created once per picture. */
  shadowFill() {
    return (this.shared.shadow ??= this.radial([
      [0, "#0d2616", 0.4],
      [1, "#0d2616", 0],
    ]));
  }
  /** Warm light falloff for lamps, created once per picture. */
  glowFill() {
    return (this.shared.glow ??= this.radial([
      [0, "#ffe3a0", 0.85],
      [0.4, "#ffc765", 0.35],
      [1, "#ffb347", 0],
    ]));
  }
  /** Adds drawing; z is its ground line (larger = nearer = drawn later). */
  add(svg, z) {
    this.items.push({ svg, z, i: this.items.length });
  }
  render() {
    const body = this.items
      .sort((a, b) => a.z - b.z || a.i - b.i)
      .map((it) => it.svg)
      .join("");
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" stroke-linecap="round" stroke-linejoin="round">` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      body +
      "</svg>\n";
    // Path data needs no space before a minus sign.
    return svg
      .replace(/ d="([^"]*)"/g, (_, d) => ` d="${d.replace(/ -/g, "-")}"`)
      .replace(/(^|[^\d.#])(-?)0\.(\d)/g, "$1$2.$3");
  }
}

// ---------------------------------------------------------------------------
// Backdrop: sky, sun or moon, clouds, stars, Balkan foothills

const SKIES = {
  day: [
    ["#7db5da", "#d8ecef"],
    ["#8ac0e0", "#eaf2e2"],
    ["#76afd6", "#f0ead8"],
  ],
  autumn: [
    ["#8fb5cf", "#f0dfc0"],
    ["#9dbdd2", "#f4e3c6"],
  ],
  dusk: [
    [[0, "#15204a"], [0.3, "#4b4a86"], [0.5, "#d98f78"]],
    [[0, "#172452"], [0.32, "#56508a"], [0.52, "#e6a27a"]],
  ],
  night: [
    ["#0a1631", "#1c335d", "#4a5287"],
    ["#0d1936", "#223a66", "#6d5b88"],
    ["#0b1734", "#1e3763", "#3f5a86"],
  ],
};

const HILLS = {
  day: ["#b2cfc4", "#8db89d", "#679f76", "#4a8658"],
  autumn: ["#c4ccb6", "#a7b68e", "#8f9e60", "#6e8b4a"],
  night: ["#2b3d64", "#22365a", "#1b2f49", "#163039"],
  dusk: ["#4a4a78", "#35406a", "#263652", "#1b3340"],
};

function sky(art, mood) {
  const cols = art.rng.pick(SKIES[mood]);
  // a list of colours is spread evenly; [offset, colour] pairs are used as given
  const fill = art.linear(cols.map((c, i) => (Array.isArray(c) ? c : [i / (cols.length - 1), c])));
  art.add(rect(0, 0, W, 660, { fill }), -1000);
}

function sun(art) {
  const { rng } = art;
  const x = rng.range(140, 1060);
  const y = rng.range(70, 140);
  const halo = art.radial([
    [0, "#fff8dc", 0.9],
    [0.35, "#fff3c4", 0.45],
    [1, "#fff3c4", 0],
  ]);
  art.add(circle(x, y, 140, { fill: halo }) + circle(x, y, 42, { fill: "#fff7da" }), -990);
}

function moon(art) {
  const { rng } = art;
  const x = rng.range(160, 1040);
  const y = rng.range(90, 170);
  const halo = art.radial([
    [0, "#f6f0d6", 0.5],
    [1, "#f6f0d6", 0],
  ]);
  art.add(
    circle(x, y, 130, { fill: halo }) +
      circle(x, y, 40, { fill: "#f6f0d6" }) +
      dots([[x - 12, y - 8], [x + 10, y + 12], [x + 14, y - 14]], 10, "#e3dcbd"),
    -990,
  );
}

function stars(art, count) {
  const { rng } = art;
  const small = [];
  const big = [];
  for (let i = 0; i < count; i++) {
    const p = [rng.range(0, W), rng.range(10, count < 40 ? 260 : 400) * rng.range(0.5, 1)];
    (rng.chance(0.8) ? small : big).push(p);
  }
  art.add(dots(small, 2.5, "#fff", { opacity: ".75" }) + dots(big, 4.5, "#fff8e0"), -995);
}

function cloud(x, y, s) {
  return at(
    x,
    y,
    s,
    group(
      { fill: "#fff", opacity: ".85" },
      rect(-110, -28, 220, 28, { rx: 14 }),
      circle(-45, -28, 34),
      circle(15, -42, 44),
      circle(68, -24, 26),
    ),
  );
}

function clouds(art, count) {
  const { rng } = art;
  let svg = "";
  for (let i = 0; i < count; i++) {
    const x = ((i + rng.range(0.2, 0.8)) * W) / count;
    svg += cloud(x, rng.range(90, 200), rng.range(0.5, 0.9));
  }
  art.add(svg, -980);
}

/** A treeline along a ridge: rounded crowns (or spruce tips) in patches. */
function forest(art, ridge, color, layer, mood) {
  const { rng } = art;
  const r = layer === 1 ? 9 : 13;
  const night = mood === "night" || mood === "dusk";
  const dark = mix(color, night ? "#0c1a22" : C.deep, night ? 0.3 : 0.22);
  const warm = mix(mix(color, C.deep, 0.1), AUTUMN[0], 0.3);
  const phase = rng.range(0, 6.3);
  const freq = (2 * Math.PI) / rng.range(280, 520);
  const a = [];
  const b = [];
  const tips = [];
  for (let x = -10; x < W + 10; x += r * 1.75) {
    if (Math.sin(x * freq + phase) < -0.15) continue;
    const y = ridge(x) + r * 0.5 + rng.range(-2, 3);
    if (layer === 1 && rng.chance(0.35)) {
      tips.push([x - r * 0.7, y + r]);
      continue;
    }
    (mood === "autumn" && rng.chance(0.45) ? b : a).push([x, y]);
    if (rng.chance(0.25)) (mood === "autumn" && rng.chance(0.3) ? b : a).push([x + r * 0.8, y + r * 1.2]);
  }
  art.add(
    dots(a, r * 2, dark) + dots(b, r * 2, warm) + (tips.length ? path(relative(tips, `l${n(r * 0.7)} ${n(-r * 2.4)} ${n(r * 0.7)} ${n(r * 2.4)}z`), { fill: shade(color, 0.2) }) : ""),
    -900 + layer * 10 + 1,
  );
}

/** A few far-away houses, sometimes with Tryavna's clock tower. */
function village(art, ridge, mood) {
  const { rng } = art;
  const cx = rng.range(150, 1050);
  const walls = [];
  const roofs = [];
  const lights = [];
  const count = rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-70, 70);
    const y = ridge(x) + rng.range(14, 40);
    walls.push(`M${n(x)} ${n(y)}h12v8h-12z`);
    roofs.push(`M${n(x - 2)} ${n(y)}l8-6l8 6z`);
    if (mood !== "day" && mood !== "autumn" && rng.chance(0.7)) lights.push([x + rng.range(3, 9), y + 4]);
  }
  if (rng.chance(0.6)) {
    const x = cx + rng.range(-40, 40);
    const y = ridge(x) + 30;
    walls.push(`M${n(x)} ${n(y - 26)}h8v32h-8z`);
    roofs.push(`M${n(x - 1)} ${n(y - 26)}l5-12l5 12z`);
  }
  const night = mood === "night" || mood === "dusk";
  art.add(
    path(walls.join(""), { fill: night ? "#3a4866" : "#efe9dc" }) +
      path(roofs.join(""), { fill: night ? "#4a3440" : "#b65a40" }) +
      dots(lights, 3, C.warm),
    -875,
  );
}

/** Four layers of rolling foothills, lighter and bluer with distance. */
function hills(art, mood, { village: withVillage = true } = {}) {
  const { rng } = art;
  const layers = [
    { base: 280, amp: 46 },
    { base: 342, amp: 40 },
    { base: 402, amp: 32 },
    { base: 460, amp: 20 },
  ];
  layers.forEach((layer, i) => {
    const base = layer.base + rng.range(-14, 14);
    const p1 = rng.range(0, 6.3);
    const p2 = rng.range(0, 6.3);
    const f1 = (2 * Math.PI) / rng.range(700, 1300);
    const f2 = (2 * Math.PI) / rng.range(260, 420);
    const pts = [];
    for (let x = -60; x <= W + 100; x += 140) {
      pts.push([x, base - layer.amp * (0.72 * Math.sin(x * f1 + p1) + 0.28 * Math.sin(x * f2 + p2))]);
    }
    const color = mix(HILLS[mood][i], HILLS[mood][Math.min(i + 1, 3)], rng.range(0, 0.25));
    art.add(path(smooth(pts) + "V700H-60Z", { fill: color }), -900 + i * 10);
    const ridge = curveAt(pts);
    if (i === 1 || i === 2) forest(art, ridge, color, i, mood);
    if (i === 1 && withVillage) village(art, ridge, mood);
  });
}

function backdrop(art, mood, opts) {
  sky(art, mood);
  if (mood === "night" || mood === "dusk") {
    stars(art, mood === "dusk" ? 25 : 60);
    moon(art);
  } else {
    sun(art);
    clouds(art, 2);
  }
  hills(art, mood, opts);
}

// ---------------------------------------------------------------------------
// Ground

const LAWNS = {
  day: ["#5f9f4e", "#6aa853", "#589a4a"],
  autumn: ["#6d9a48", "#759d4a"],
  night: ["#1c3a2c", "#1f3d30"],
  dusk: ["#1f3d2e", "#213f31"],
};

/** The garden lawn from `top` to the bottom edge, with mowing stripes. */
function lawn(art, top, mood, { stripes = true } = {}) {
  const { rng } = art;
  const base = rng.pick(LAWNS[mood]);
  const tilt = rng.range(-14, 14);
  const d = `M-10 ${n(top + tilt)}Q600 ${n(top - 22)} 1210 ${n(top - tilt)}V910H-10Z`;
  art.add(path(d, { fill: base }), -500);
  if (!stripes) return base;
  const vx = 600 + rng.range(-500, 500);
  const sw = rng.range(120, 170);
  const yt = top - 40;
  const k = (yt - HORIZON) / (H - HORIZON);
  const polys = [];
  for (let xb = -1400 + rng.range(0, sw); xb < 2600; xb += 2 * sw) {
    const xa = vx + (xb - vx) * k;
    const xc = vx + (xb + sw - vx) * k;
    if (Math.max(xb + sw, xc) < 0 || Math.min(xb, xa) > W) continue;
    polys.push(`M${n(xb)} 900h${n(sw)}L${n(xc)} ${n(yt)}h${Math.round(xa) - Math.round(xc)}z`);
  }
  const clip = art.id();
  art.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const dark = mood === "night" || mood === "dusk";
  art.add(path(polys.join(""), { fill: tint(base, dark ? 0.04 : 0.09), "clip-path": `url(#${clip})` }), -499);
  return base;
}

/** A soft patch of something lying on the ground (soil, path, wet grass). */
function blob(cx, cy, rx, ry, rng, wobble = 0.12) {
  const pts = [];
  const count = 10;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  let d = "";
  for (let i = 0; i < count; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % count];
    const m = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    d += i === 0 ? `M${n((pts[count - 1][0] + p[0]) / 2)} ${n((pts[count - 1][1] + p[1]) / 2)}` : "";
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return d + "Z";
}

// ---------------------------------------------------------------------------
// Plants (local coordinates: (0, 0) touches the ground)

function softShadow(art, rx, ry, dx = 0) {
  return ellipse(dx, 0, rx, ry, { fill: art.shadowFill() });
}

/** Round-crowned deciduous tree. */
function tree(art, { h = 700, crown = [C.forest, C.leaf], trunk = C.woodDark, lit = null } = {}) {
  const { rng } = art;
  const r = h * 0.25;
  const cy = -h + r * 1.1;
  const tw = h * 0.024;
  const blobs = [
    [0, cy, r],
    [-r * 0.66, cy + r * 0.38, r * 0.7],
    [r * 0.64, cy + r * 0.32, r * 0.74],
    [rng.range(-0.35, 0.35) * r, cy - r * 0.42, r * 0.72],
    [rng.range(-0.3, 0.3) * r, cy + r * 0.55, r * 0.6],
  ];
  const highlights = [
    [-r * 0.32, cy - r * 0.3, r * 0.46],
    [-r * 0.78, cy + r * 0.24, r * 0.34],
    [r * 0.22, cy - r * 0.66, r * 0.3],
  ];
  const fill0 = lit ?? crown[0];
  return (
    softShadow(art, r * 1.15, r * 0.2) +
    path(`M${n(-tw)} 0L${n(-tw * 0.55)} ${n(cy)}L${n(tw * 0.55)} ${n(cy)}L${n(tw)} 0Z`, { fill: trunk }) +
    line([[0, cy + r * 0.9], [r * 0.45, cy + r * 0.35]], trunk, tw * 0.7) +
    group({ fill: fill0 }, ...blobs.map(([x, y, rr]) => circle(x, y, rr))) +
    (lit ? "" : group({ fill: crown[1] }, ...highlights.map(([x, y, rr]) => circle(x, y, rr))))
  );
}

/** Spruce: stacked tiers, the sunny half lighter. */
function conifer(art, { h = 600, cols = [C.deep, C.forest] } = {}) {
  const w = h * 0.2;
  const left = [];
  for (let t = 1; t <= 4; t++) {
    const y = -h + h * 0.82 * (t / 4);
    const x = -w * (0.35 + 0.65 * (t / 4));
    left.push([x, y]);
    if (t < 4) left.push([x * 0.45, y - h * 0.02]);
  }
  const l = left.map(([x, y]) => `L${n(x)} ${n(y)}`).join("");
  const r = [...left].reverse().map(([x, y]) => `L${n(-x)} ${n(y)}`).join("");
  const base = -h * 0.18;
  return (
    softShadow(art, w * 1.1, w * 0.22) +
    rect(-h * 0.02, base, h * 0.04, -base, { fill: C.woodDark }) +
    path(`M0 ${n(-h)}${l}${r}Z`, { fill: cols[0] }) +
    path(`M0 ${n(-h)}${l}L0 ${n(left[left.length - 1][1])}Z`, { fill: cols[1] })
  );
}

/** Rounded shrub, optionally in flower. */
function shrub(art, { r = 60, cols = [C.forest, C.leaf], flowers = null, count = 9 } = {}) {
  const { rng } = art;
  let svg =
    softShadow(art, r * 1.25, r * 0.22) +
    group(
      { fill: cols[0] },
      circle(-r * 0.55, -r * 0.55, r * 0.62),
      circle(r * 0.55, -r * 0.5, r * 0.6),
      circle(0, -r * 0.85, r * 0.72),
    ) +
    group({ fill: cols[1] }, circle(-r * 0.28, -r * 0.98, r * 0.38), circle(-r * 0.72, -r * 0.7, r * 0.28));
  if (flowers) {
    const pts = [];
    for (let i = 0; i < count; i++) {
      const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
      const d = rng.range(0.25, 0.95) * r;
      pts.push([Math.cos(a) * d * 1.2, -r * 0.6 + Math.sin(a) * d]);
    }
    svg += dots(pts, r * 0.2, flowers);
  }
  return svg;
}

/** Young tree on a stake, with a mulch ring. */
function sapling(art, { h = 300, cols = [C.leaf, C.fresh] } = {}) {
  const top = -h * 0.78;
  const r = h * 0.18;
  return (
    ellipse(0, 0, 52, 13, { fill: C.mulch }) +
    line([[0, 0], [0, top]], C.woodDark, 7) +
    line([[18, 6], [18, -h * 0.55]], C.woodLight, 8) +
    line([[1, -h * 0.42], [17, -h * 0.44]], "#6c8f3a", 4) +
    group({ fill: cols[0] }, circle(0, top, r), circle(-r * 0.7, top + r * 0.45, r * 0.7), circle(r * 0.7, top + r * 0.4, r * 0.72)) +
    group({ fill: cols[1] }, circle(-r * 0.3, top - r * 0.3, r * 0.45), circle(-r * 0.9, top + r * 0.3, r * 0.3))
  );
}

/** A new tree standing in its planting hole: burlap root ball, spoil heap, spade. */
function plantingHole(art, { h = 330, cols = [C.leaf, C.fresh], withSpade = true } = {}) {
  const top = -h * 0.78;
  const r = h * 0.17;
  const spade = withSpade ? at(118, -24, 1, tool("spade", -12)) : "";
  return (
    ellipse(0, 0, 88, 22, { fill: C.soilDark }) +
    path("M60 10Q95-52 150-30Q175-12 168 14Z", { fill: C.earth }) +
    dots([[100, -14], [130, -4], [84, 2], [142, -26]], 9, shade(C.earth, 0.25)) +
    spade +
    path("M-40 6A40 34 0 0 1 40 6Z", { fill: "#c9a878" }) +
    path("M-28-14Q0-4 28-14M-36-2Q0 8 36-2", { stroke: "#9c7a4e", "stroke-width": 3, fill: "none" }) +
    line([[0, -26], [0, top]], C.woodDark, 8) +
    group({ fill: cols[0] }, circle(0, top, r), circle(-r * 0.75, top + r * 0.5, r * 0.72), circle(r * 0.75, top + r * 0.42, r * 0.74)) +
    group({ fill: cols[1] }, circle(-r * 0.3, top - r * 0.3, r * 0.46), circle(-r * 0.95, top + r * 0.35, r * 0.3)) +
    path("M-88 0A88 22 0 0 0 88 0A88 14 0 0 1-88 0Z", { fill: shade(C.leaf, 0.1) })
  );
}

/** Bed of perennials: soil blob with an edging, clumps and flowers. */
function flowerBed(art, cx, cy, rx, ry, { flowers = FLOWERS, shrubs = 3, z = cy } = {}) {
  const { rng } = art;
  const s = depth(cy);
  const d = blob(cx, cy, rx, ry, rng, 0.08);
  art.add(path(d, { fill: C.mulch, stroke: "#8a6a4a", "stroke-width": n(5 * s) }), z - ry);
  const colors = [rng.pick(flowers), rng.pick(flowers), rng.pick(flowers)];
  const green = [];
  const light = [];
  const petals = [[], [], []];
  const count = Math.round(rx / (30 * s));
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < count; i++) {
      const t = (i + rng.range(0.2, 0.8)) / count;
      const x = cx - rx * 0.9 + 1.8 * rx * t;
      const span = Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
      const y = cy + (row - 1) * ry * 0.5 * span + rng.range(-4, 4) * s;
      if (span < 0.25) continue;
      green.push([x, y]);
      light.push([x - 7 * s, y - 8 * s]);
      const c = row === 1 ? 0 : rng.int(0, 2);
      for (let k = 0; k < 2; k++) petals[c].push([x + rng.range(-16, 16) * s, y + rng.range(-22, 0) * s]);
    }
  }
  art.add(
    dots(green, 42 * s, C.forest) +
      dots(light, 22 * s, C.leaf) +
      petals.map((p, i) => dots(p, 14 * s, colors[i])).join(""),
    z - ry * 0.5,
  );
  for (let i = 0; i < shrubs; i++) {
    const x = cx - rx * 0.6 + (1.2 * rx * (i + 0.5)) / shrubs + rng.range(-20, 20) * s;
    const y = cy - ry * 0.55;
    const fl = rng.chance(0.5) ? rng.pick(flowers) : null;
    art.add(at(x, y, s, shrub(art, { r: rng.range(60, 85), flowers: fl, cols: rng.pick(SHRUBS) })), z - ry * 0.6);
  }
}

const SHRUBS = [
  [C.forest, C.leaf],
  [C.deep, C.green],
  ["#3b7a45", "#7fb35e"],
  ["#2f6b4f", "#5f9f7a"],
];

/** A freshly trimmed box hedge: front face, sunny top, clippings at its foot. */
function hedge(art, { w = 400, h = 120, cols = [C.green, C.fresh], clippings = true } = {}) {
  const { rng } = art;
  const texture = [];
  for (let i = 0; i < w / 55; i++) texture.push([rng.range(20, w - 20), rng.range(-h + 30, -14)]);
  const cut = [];
  if (clippings) for (let i = 0; i < w / 55; i++) cut.push([rng.range(0, w), rng.range(4, 22)]);
  return (
    softShadow(art, w * 0.58, 30, w / 2) +
    rect(0, -h, w, h, { rx: 14, fill: cols[0] }) +
    path(`M0${n(-h + 6)}L16${n(-h - 24)}H${n(w - 16)}L${n(w)} ${n(-h + 6)}Z`, { fill: cols[1], stroke: cols[1], "stroke-width": 10 }) +
    dots(texture, 14, shade(cols[0], 0.12)) +
    dots(cut, 10, C.leaf)
  );
}

// ---------------------------------------------------------------------------
// Tools, containers, water

/** Garden tools standing on the ground, leaning by `angle` degrees. */
function tool(kind, angle = 0) {
  let svg;
  if (kind === "spade") {
    svg =
      line([[0, -44], [0, -205]], C.wood, 8) +
      path("M-12-205h24v-16h-24z", { fill: "none", stroke: "#33383c", "stroke-width": 5 }) +
      path("M-15 0L-17-46H17L15 0Q0 10-15 0Z", { fill: "#9aa4a9" }) +
      path("M-17-46H17V-38H-17Z", { fill: "#7c868b" });
  } else {
    // leaf rake: fan of tines
    const tines = [];
    for (let i = 0; i <= 8; i++) tines.push(`M0-52L${n(-46 + i * 11.5)} 0`);
    svg =
      line([[0, -50], [0, -330]], C.wood, 8) +
      path(tines.join(""), { stroke: "#3f8a4a", "stroke-width": 4, fill: "none" }) +
      path("M-30-22Q0-30 30-22", { stroke: "#3f8a4a", "stroke-width": 5, fill: "none" });
  }
  return `<g transform="rotate(${angle})">${svg}</g>`;
}

/** Wheelbarrow facing right, loaded with soil, plants or leaves. */
function wheelbarrow(art, { load = "soil", color = "#c8553d" } = {}) {
  const { rng } = art;
  let contents;
  if (load === "leaves") {
    contents =
      path("M-98-136Q0-205 112-136Z", { fill: AUTUMN[4] }) +
      dots(Array.from({ length: 12 }, () => [rng.range(-70, 80), rng.range(-170, -140)]), 14, AUTUMN[0]) +
      dots(Array.from({ length: 8 }, () => [rng.range(-60, 70), rng.range(-165, -140)]), 12, AUTUMN[1]);
  } else if (load === "plants") {
    contents =
      path("M-98-136Q0-175 112-136Z", { fill: C.soil }) +
      rect(-70, -180, 44, 44, { fill: "#b8643e" }) +
      rect(0, -176, 44, 40, { fill: "#b8643e" }) +
      dots([[-60, -190], [-38, -196], [-48, -210], [12, -186], [34, -192], [24, -206]], 26, C.leaf) +
      dots([[-50, -204], [26, -200], [-36, -190]], 10, rng.pick(FLOWERS));
  } else {
    contents =
      path("M-98-136Q0-192 112-136Z", { fill: C.soil }) +
      dots([[-30, -150], [10, -160], [50, -146], [-60, -142]], 8, C.soilDark);
  }
  return (
    softShadow(art, 170, 20) +
    line([[-70, -62], [-78, 0]], C.metal, 8) +
    line([[80, -30], [-40, -72], [-165, -94]], C.metal, 8) +
    line([[-165, -94], [-192, -98]], "#222", 13) +
    contents +
    path("M-98-136H112L82-60H-62Z", { fill: color }) +
    path("M-62-60H82L92-84H-73Z", { fill: shade(color, 0.18) }) +
    line([[-100, -138], [114, -138]], tint(color, 0.25), 10) +
    circle(82, -30, 31, { fill: "#2b2d2f" }) +
    circle(82, -30, 10, { fill: "#a7aeb2" })
  );
}

/** Teardrop shapes (one path) at the given points, size s. */
function drops(pts, s, color, o = {}) {
  if (!pts.length) return "";
  const shape = `l${d1(0.46 * s)} ${d1(1.2 * s)}a${d1(0.5 * s)} ${d1(0.5 * s)} 0 1 1-${d1(0.92 * s)} 0z`;
  return path(relative(pts.map(([x, y]) => [x, y - s]), shape), { fill: color, ...o });
}

/** Pop-up sprinkler head with a fan of jets. dir: -1 left, 1 right, 0 both. */
function sprinkler(art, { reach = 420, height = 230, dir = 0, jets = 9, wet = C.forest } = {}) {
  const { rng } = art;
  const streams = [];
  const ends = [];
  for (let i = 0; i < jets; i++) {
    let t = dir === 0 ? -1 + (2 * i) / (jets - 1) : dir * (0.25 + (0.75 * i) / (jets - 1));
    t *= rng.range(0.88, 1.02);
    const dx = reach * t;
    const dy = rng.range(-22, 30) * Math.abs(t) + 8;
    const cy = -height * (0.55 + 0.45 * (1 - Math.abs(t) ** 1.5)) * rng.range(0.9, 1.08);
    streams.push(`M0-22Q${n(dx * 0.42)} ${n(cy)} ${n(dx)} ${n(dy)}`);
    ends.push([dx, dy - 6]);
  }
  const d = streams.join("");
  const fan = dir === 0
    ? `M0-20Q${n(-reach * 0.5)} ${n(-height * 1.1)} ${n(-reach)} 10L${n(reach)} 10Q${n(reach * 0.5)} ${n(-height * 1.1)} 0-20Z`
    : `M0-20Q${n(dir * reach * 0.45)} ${n(-height * 1.1)} ${n(dir * reach)} 10L${n(dir * reach * 0.2)} 12Z`;
  return (
    ellipse(dir * reach * 0.45, 10, reach * (dir ? 0.6 : 1), reach * 0.1, { fill: wet, opacity: ".35" }) +
    path(fan, { fill: "#dff3ff", opacity: ".22" }) +
    path(d, { stroke: C.water, "stroke-width": 3, fill: "none", opacity: ".55" }) +
    path(d, { stroke: "#fff", "stroke-width": 6, fill: "none", "stroke-dasharray": "0 15" }) +
    dots(ends, 9, C.water, { opacity: ".8" }) +
    rect(-10, -22, 20, 22, { rx: 4, fill: C.metal }) +
    rect(-13, -4, 26, 6, { rx: 3, fill: "#2a2e31" }) +
    rect(-6, -30, 12, 9, { rx: 2, fill: "#5c646a" })
  );
}

/** Irrigation controller on a wall, with conduit down to the ground. */
function controller() {
  return (
    line([[0, 40], [0, 150]], "#8d9296", 9) +
    rect(-44, -62, 88, 106, { rx: 10, fill: "#e9e7e1", stroke: "#b9b5ab", "stroke-width": 4 }) +
    rect(-30, -46, 60, 32, { rx: 4, fill: "#27485a" }) +
    rect(-24, -40, 30, 8, { rx: 2, fill: "#7fd0a0" }) +
    dots([[-20, 8], [0, 8], [20, 8]], 11, "#5a8fb8") +
    circle(0, 28, 7, { fill: "#4fae6a" })
  );
}

/** Green valve-box lid set in the lawn. */
function valveBox() {
  return ellipse(0, 0, 46, 14, { fill: "#24502f" }) + ellipse(0, -3, 40, 11, { fill: "#2f6b3c" });
}

// ---------------------------------------------------------------------------
// Buildings and structures

/** Tryavna-style house: stone base, white ground floor, timber upper floor, tiled roof. */
function house(art, { w = 520, night = false, controllerAt = null, lantern = false } = {}) {
  const plaster = night ? "#4b5470" : C.plaster;
  const timber = night ? "#35281f" : "#7a5232";
  const roof = night ? "#4f2d2c" : C.roof;
  const glass = night ? C.warm : "#bcd9e4";
  const frame = night ? "#6d5a4a" : "#fbf8f2";
  const panes = [];
  const bars = [];
  const win = (x, y, ww, hh) => {
    panes.push(`M${n(x)} ${n(y)}h${ww}v${hh}h${-ww}z`);
    bars.push(`M${n(x + ww / 2)} ${n(y)}v${hh}M${n(x)} ${n(y + hh * 0.45)}h${ww}`);
    return "";
  };
  let svg =
    softShadow(art, w * 0.7, 30, w / 2) +
    rect(-10, -44, w + 20, 44, { fill: night ? "#3d4356" : C.stone }) +
    rect(0, -240, w, 196, { fill: plaster }) +
    rect(-36, -410, w + 72, 160, { fill: timber }) +
    path(`M-36-330H${n(w + 36)}`, { stroke: shade(timber, 0.2), "stroke-width": 160, "stroke-dasharray": "3 26", "stroke-linecap": "butt" }) +
    rect(-46, -254, w + 92, 16, { fill: shade(timber, 0.25) }) +
    path(`M-90-410H${n(w + 90)}L${n(w - 40)}-530H40Z`, { fill: roof }) +
    path(`M-50-450H${n(w + 50)}M0-490H${n(w)}`, { stroke: shade(roof, 0.18), "stroke-width": 4 }) +
    rect(w * 0.68, -580, 40, 70, { fill: shade(roof, 0.1) }) +
    rect(-90, -410, w + 180, 10, { fill: shade(roof, 0.3) });
  const upper = Math.max(2, Math.round(w / 200));
  for (let i = 0; i < upper; i++) svg += win(((i + 0.5) * w) / upper - 34, -375, 68, 92);
  const doorX = w * 0.16;
  svg += rect(doorX, -190, 86, 146, { fill: night ? "#5a3d2a" : C.woodDark }) + circle(doorX + 70, -114, 5, { fill: "#d8b060" });
  svg += win(w * 0.44, -200, 74, 96);
  if (w > 420) svg += win(w * 0.76, -200, 74, 96);
  svg += path(panes.join(""), { fill: glass, stroke: frame, "stroke-width": 8 }) + path(bars.join(""), { stroke: frame, "stroke-width": 5 });
  if (lantern) {
    svg += circle(doorX - 30, -200, 70, { fill: art.glowFill() }) + rect(doorX - 40, -216, 20, 30, { rx: 4, fill: "#ffe7a8" });
  }
  if (controllerAt != null) svg += at(controllerAt, -175, 1.35, controller());
  return svg;
}

/** Wooden picket fence along a line across the picture. */
function fence(art, y, s, cols = [C.woodLight, C.wood]) {
  const h = 90 * s;
  return (
    path(`M-10 ${n(y - h * 0.5)}H1210`, {
      stroke: cols[0],
      "stroke-width": n(h),
      "stroke-dasharray": `${d1(12 * s)} ${d1(16 * s)}`,
      "stroke-linecap": "butt",
    }) +
    path(`M-10 ${n(y - h * 0.75)}H1210M-10 ${n(y - h * 0.25)}H1210`, { stroke: cols[1], "stroke-width": n(Math.max(3, 8 * s)) })
  );
}

/** Pergola: four posts, beams, rafters, a climber; optional string lights. */
function pergola(art, { w = 380, h = 300, plant = "wisteria", night = false, lights = false } = {}) {
  const { rng } = art;
  const dx = 90;
  const dy = -60;
  const wood = night ? "#6a4a30" : C.wood;
  const woodDark = night ? "#4a3322" : C.woodDark;
  const woodLight = night ? "#8a6440" : C.woodLight;
  const leaf = night ? ["#1a3a2a", "#2c5a3c"] : [C.forest, C.leaf];
  let svg =
    softShadow(art, w * 0.7, 34, w / 2 + dx / 2) +
    rect(dx - 8, dy - h, 16, h, { fill: woodDark }) +
    rect(w + dx - 8, dy - h, 16, h, { fill: woodDark }) +
    rect(dx - 30, dy - h - 18, w + 60, 18, { fill: woodDark });
  const rafters = [];
  for (let i = 0; i <= 7; i++) {
    const x = -20 + (i * (w + 40)) / 7;
    rafters.push(`M${n(x - 14)} ${n(-h - 26)}L${n(x + dx + 10)} ${n(dy - h - 22)}`);
  }
  svg += path(rafters.join(""), { stroke: wood, "stroke-width": 10 });
  svg +=
    rect(-9, -h, 18, h, { fill: wood }) +
    rect(w - 9, -h, 18, h, { fill: wood }) +
    rect(-44, -h - 22, w + 88, 22, { fill: woodLight }) +
    rect(-44, -h, w + 88, 5, { fill: woodDark });
  if (plant) {
    const dark = [];
    const light = [];
    const bloom = [];
    const post = rng.chance(0.5) ? 0 : w;
    for (let y = -10; y > -h; y -= 26) {
      dark.push([post + rng.range(-16, 16), y]);
      if (rng.chance(0.6)) light.push([post + rng.range(-14, 10), y - 8]);
    }
    const x0 = post === 0 ? -40 : w * 0.3;
    const x1 = post === 0 ? w * 0.7 : w + 40;
    for (let x = x0; x < x1; x += 24) {
      dark.push([x, -h - 26 + rng.range(-10, 8)]);
      dark.push([x + 12 + rng.range(0, 30), dy * 0.5 - h - 20 + rng.range(-8, 8)]);
      if (rng.chance(0.6)) light.push([x + rng.range(-6, 6), -h - 36 + rng.range(-6, 6)]);
      if (rng.chance(0.55)) {
        const len = rng.range(20, 55);
        dark.push([x + 6, -h + len * 0.4]);
        if (plant === "wisteria") bloom.push(`M${n(x + rng.range(-4, 8))} ${n(-h + 4)}v${n(len)}`);
        else bloom.push(`M${n(x + rng.range(-8, 8))} ${n(-h - 20 + rng.range(-10, 10))}h0`);
      }
    }
    const bloomColor = night ? "#6f5f8f" : plant === "wisteria" ? "#a98bd6" : plant === "rose" ? "#e4607f" : "#5b3a6b";
    svg +=
      dots(dark, 28, leaf[0]) +
      dots(light, 16, leaf[1]) +
      (bloom.length
        ? path(bloom.join(""), { stroke: bloomColor, "stroke-width": plant === "wisteria" ? 11 : 16 })
        : "");
  }
  if (lights) {
    const strands = [
      [[-20, -h + 10], [w + 20, -h + 10], 46],
      [[dx - 10, dy - h + 6], [-10, -h + 20], 30],
      [[w + dx, dy - h + 6], [w + 10, -h + 20], 30],
    ];
    const bulbs = [];
    let wires = "";
    for (const [[ax, ay], [bx, by], sag] of strands) {
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2 + sag * 2;
      wires += `M${n(ax)} ${n(ay)}Q${n(mx)} ${n(my)} ${n(bx)} ${n(by)}`;
      const count = Math.max(4, Math.round(Math.hypot(bx - ax, by - ay) / 34));
      for (let i = 1; i < count; i++) {
        const t = i / count;
        bulbs.push([(1 - t) ** 2 * ax + 2 * t * (1 - t) * mx + t * t * bx, (1 - t) ** 2 * ay + 2 * t * (1 - t) * my + t * t * by + 6]);
      }
    }
    svg +=
      ellipse(w / 2 + dx / 2, dy / 2, w * 0.75, 70, { fill: art.glowFill(), opacity: ".8" }) +
      path(wires, { stroke: "#1d1a17", "stroke-width": 2, fill: "none" }) +
      dots(bulbs, 30, "#ffd27a", { opacity: ".3" }) +
      dots(bulbs, 10, "#fff0c2");
  }
  return svg;
}

/** Timber deck with two steps in front. */
function deck(art, { w = 460, d = 90, h = 60, stepAt = 0.5, night = false } = {}) {
  const top = night ? "#7d5b3c" : C.woodLight;
  const face = night ? "#5e4129" : C.wood;
  const planks = [];
  for (let y = -h - d + 13; y < -h; y += 13) planks.push(`M0 ${n(y)}H${n(w)}`);
  const sw = 150;
  const sx = w * stepAt - sw / 2;
  return (
    softShadow(art, w * 0.6, 26, w / 2) +
    rect(0, -h - d, w, d, { fill: top }) +
    path(planks.join(""), { stroke: shade(top, 0.16), "stroke-width": 2 }) +
    rect(0, -h, w, h, { fill: face }) +
    rect(0, -h, w, 6, { fill: tint(face, 0.2) }) +
    rect(sx, -h * 0.66, sw, 22, { fill: top }) +
    rect(sx, -h * 0.66 + 22, sw, h * 0.66, { fill: shade(face, 0.08) }) +
    rect(sx - 6, -h * 0.33 + 22, sw + 12, 22, { fill: top }) +
    rect(sx - 6, -h * 0.33 + 44, sw + 12, h * 0.33, { fill: shade(face, 0.12) })
  );
}

/** Raised wooden bed with vegetables. */
function raisedBed(art, { w = 300, h = 64, d = 50, crop = "lettuce", drip = false } = {}) {
  const { rng } = art;
  const rows = [-h - d * 0.72, -h - d * 0.3];
  const greens = [];
  const lights = [];
  const extra = [];
  const stakes = [];
  rows.forEach((y, r) => {
    for (let x = 30 + r * 14; x < w - 20; x += 44) {
      if (crop === "tomato") {
        stakes.push(`M${n(x)} ${n(y + 6)}v-76`);
        for (let k = 0; k < 4; k++) greens.push([x + rng.range(-14, 14), y - 12 - k * 16]);
        extra.push([x + rng.range(-10, 10), y - rng.range(20, 60)]);
      } else if (crop === "flowers") {
        greens.push([x, y - 8]);
        lights.push([x - 5, y - 14]);
        extra.push([x + rng.range(-8, 8), y - rng.range(14, 26)], [x + rng.range(-10, 10), y - rng.range(6, 20)]);
      } else {
        greens.push([x, y - 6]);
        lights.push([x, y - 9]);
      }
    }
  });
  const extraColor = crop === "tomato" ? "#e2573f" : rng.pick(FLOWERS);
  let svg =
    softShadow(art, w * 0.62, 22, w / 2) +
    rect(0, -h - d, w, d, { fill: C.soilDark, stroke: C.woodLight, "stroke-width": 10 }) +
    (stakes.length ? path(stakes.join(""), { stroke: C.woodLight, "stroke-width": 4 }) : "") +
    dots(greens, crop === "lettuce" ? 34 : 24, crop === "lettuce" ? C.leaf : C.forest) +
    dots(lights, 16, crop === "lettuce" ? C.pale : C.leaf) +
    dots(extra, crop === "tomato" ? 12 : 11, extraColor);
  if (drip) svg += dripLine(rows.map((y) => [[10, y + 14], [w - 10, y + 14]]), 1, 44);
  svg +=
    rect(-5, -h, w + 10, h, { fill: C.wood }) +
    path(`M-5 ${n(-h / 2)}H${n(w + 5)}`, { stroke: C.woodDark, "stroke-width": 3 }) +
    rect(-8, -h - 6, 16, h + 6, { fill: C.woodDark }) +
    rect(w - 8, -h - 6, 16, h + 6, { fill: C.woodDark });
  return svg;
}

/** Dark drip pipes (straight runs [from, to]) with emitters and falling drops. */
function dripLine(runs, s, spacing = 40) {
  let d = "";
  const emitters = [];
  const falling = [];
  for (const [[ax, ay], [bx, by]] of runs) {
    d += `M${n(ax)} ${n(ay)} ${n(bx)} ${n(by)}`;
    const len = Math.hypot(bx - ax, by - ay);
    for (let t = spacing * 0.5 * s; t < len; t += spacing * s) {
      const x = ax + ((bx - ax) * t) / len;
      const y = ay + ((by - ay) * t) / len;
      emitters.push([x, y]);
      falling.push([x, y + 20 * s]);
    }
  }
  const wet = runs.map(([[ax, ay], [bx, by]]) => `M${n(ax)} ${n(ay + 12 * s)} ${n(bx)} ${n(by + 12 * s)}`).join("");
  return (
    path(wet, { stroke: "#2b1a10", "stroke-width": n(12 * s), opacity: ".4" }) +
    path(d, { stroke: "#23272a", "stroke-width": n(Math.max(3, 6 * s)) }) +
    dots(emitters, Math.max(5, 12 * s), "#41484d") +
    drops(falling, 11 * s, "#3fa9f5")
  );
}

/** Dry-laid stone retaining wall across the picture (screen coordinates). */
function stoneWall(art, x1, x2, top, bottom) {
  const { rng } = art;
  // Stones are rectangles whose same-coloured outline rounds the corners.
  const cols = [C.stone, C.stoneLight, "#b4aa9b"];
  const stones = [[], [], []];
  const rows = Math.max(2, Math.round((bottom - top - 14) / 26));
  const rh = (bottom - top - 14) / rows;
  for (let row = 0; row < rows; row++) {
    const y = top + 14 + row * rh + 4;
    let x = x1 - rng.range(0, 40);
    while (x < x2) {
      const w = rng.range(44, 92);
      const a = Math.max(x, x1) + 4;
      const b = Math.min(x + w, x2) - 4;
      if (b - a > 6) stones[rng.int(0, 2)].push([a, y, Math.round(b - a)]);
      x += w;
    }
  }
  const hh = Math.round(rh - 8);
  const caps = [];
  for (let x = x1; x < x2; ) {
    const w = rng.range(80, 130);
    caps.push([x + 3, top, Math.round(Math.min(w, x2 - x) - 6)]);
    x += w;
  }
  const course = (list, color, height) =>
    path(relative(list, (i) => `h${list[i][2]}v${height}h${-list[i][2]}z`), { fill: color, stroke: color, "stroke-width": 5 });
  return (
    rect(x1, bottom, x2 - x1, 18, { fill: "#0d2616", opacity: ".16" }) +
    rect(x1, top, x2 - x1, bottom - top, { fill: "#6f675d" }) +
    stones.map((list, i) => course(list, cols[i], hh)).join("") +
    course(caps, "#d6cfc2", 9)
  );
}

// ---------------------------------------------------------------------------
// Autumn clean-up

/** Leaves lying on the lawn inside a box, fewer towards `fade` side. */
function leafScatter(art, x1, x2, y1, y2, count, { fade = 0 } = {}) {
  const { rng } = art;
  const byColor = AUTUMN.map(() => []);
  for (let i = 0; i < count; i++) {
    let u = rng.next();
    if (fade) u = fade > 0 ? u ** 1.8 : 1 - u ** 1.8;
    const x = x1 + (x2 - x1) * u;
    const y = y1 + (y2 - y1) * rng.next();
    const s = depth(y) * rng.range(16, 24);
    const a = rng.range(0, Math.PI * 2);
    // a pointed leaf lying flat: two curves out to the tip and back
    const vx = Math.round(Math.cos(a) * s);
    const vy = Math.round(Math.sin(a) * s * 0.5);
    const px = -vy * 0.8;
    const py = vx * 0.4;
    const leaf = `q${n(vx / 2 + px)} ${n(vy / 2 + py)} ${vx} ${vy}q${n(-vx / 2 - px)} ${n(-vy / 2 - py)} ${-vx} ${-vy}`;
    byColor[rng.int(0, AUTUMN.length - 1)].push({ x, y, leaf });
  }
  return byColor
    .map((list, i) =>
      list.length ? path(relative(list.map((l) => [l.x, l.y]), (k) => list[k].leaf), { fill: AUTUMN[i] }) : "",
    )
    .join("");
}

/** Falling leaves in the air. */
function fallingLeaves(art, count) {
  const { rng } = art;
  const pts = AUTUMN.map(() => []);
  for (let i = 0; i < count; i++) pts[rng.int(0, 4)].push([rng.range(0, W), rng.range(180, 620)]);
  return pts.map((p, i) => dots(p, 9, AUTUMN[i])).join("");
}

/** Raked pile of leaves. */
function leafPile(art, { w = 170, h = 90 } = {}) {
  const { rng } = art;
  const specks = AUTUMN.map(() => []);
  for (let i = 0; i < 30; i++) {
    const u = rng.range(-0.85, 0.85);
    const top = -h * (1 - u * u) * 0.95;
    specks[rng.int(0, 4)].push([u * w, rng.range(top + 6, -6)]);
  }
  return (
    softShadow(art, w * 1.2, 18) +
    path(`M${n(-w)} 0C${n(-w * 0.75)} ${n(-h * 1.3)} ${n(w * 0.75)} ${n(-h * 1.3)} ${n(w)} 0Z`, { fill: "#b9692e" }) +
    path(`M${n(-w)} 0C${n(-w * 0.6)} ${n(-h * 0.45)} ${n(w * 0.6)} ${n(-h * 0.45)} ${n(w)} 0Z`, { fill: "#9a5428" }) +
    specks.map((p, i) => dots(p, 16, AUTUMN[i])).join("")
  );
}

/** Green-waste sacks: a big fabric bag and a tied sack. */
function bags(art, { big = true } = {}) {
  const { rng } = art;
  const leafy = Array.from({ length: 8 }, () => [rng.range(-55, 55), rng.range(-176, -160)]);
  let svg = softShadow(art, 150, 20, 40);
  if (big) {
    svg +=
      path("M-70 0Q-80-80-66-156H66Q80-80 70 0Z", { fill: "#ddd5c1" }) +
      path("M-66-156H66L60-140H-60Z", { fill: "#c5bca6" }) +
      dots(leafy, 22, C.leaf) +
      dots(leafy.slice(0, 4).map(([x, y]) => [x + 8, y + 6]), 14, AUTUMN[1]) +
      path("M-66-156q10-30 20 0M46-156q10-30 20 0", { stroke: "#2f6b3c", "stroke-width": 7, fill: "none" }) +
      path("M-70-30Q0-20 70-30", { stroke: "#c5bca6", "stroke-width": 4, fill: "none" });
  }
  svg +=
    path("M70 4Q52-40 70-92Q80-110 94-116L100-130L108-116Q124-110 132-92Q150-40 132 4Z", { fill: "#2f5d3a" }) +
    path("M86-96Q100-86 120-96", { stroke: "#214430", "stroke-width": 4, fill: "none" });
  return svg;
}

/** Small single-axle trailer heaped with garden waste, drawbar to the left. */
function trailer(art, { load = "mixed" } = {}) {
  const { rng } = art;
  const heap = [];
  const heap2 = [];
  for (let i = 0; i < 22; i++) {
    const u = rng.range(-0.9, 0.9);
    const y = -150 - 60 * (1 - u * u) + rng.range(0, 40);
    (rng.chance(load === "leaves" ? 0.8 : 0.45) ? heap : heap2).push([u * 150, y]);
  }
  return (
    softShadow(art, 200, 22, 10) +
    line([[-150, -72], [-250, -60]], "#2e3336", 9) +
    circle(-254, -60, 8, { fill: "#2e3336" }) +
    path("M-160-140Q0-250 170-140Z", { fill: load === "leaves" ? "#b9692e" : C.forest }) +
    dots(heap, 26, load === "leaves" ? AUTUMN[0] : C.leaf) +
    dots(heap2, 22, load === "leaves" ? AUTUMN[2] : AUTUMN[1]) +
    rect(-170, -146, 340, 86, { rx: 6, fill: "#5d6e77" }) +
    rect(-170, -146, 340, 12, { rx: 4, fill: "#7b8d96" }) +
    path("M-170-102H170", { stroke: "#4d5c64", "stroke-width": 3 }) +
    path("M-50-62H50", { stroke: "#2e3336", "stroke-width": 14 }) +
    circle(0, -38, 38, { fill: "#25282a" }) +
    circle(0, -38, 14, { fill: "#9aa3a8" }) +
    path("M-54-60Q0-110 54-60", { fill: "#4d5c64" })
  );
}

// ---------------------------------------------------------------------------
// Earthworks

/** Yellow mini-excavator facing right; the bucket reaches for `target` (local). */
function excavator(art, target, { load = false, dump = false } = {}) {
  const yellow = C.yellow;
  const dark = "#2b2b2b";
  const pivot = [92, -118];
  const L1 = 230;
  const L2 = 175;
  const dx = target[0] - pivot[0];
  const dy = target[1] - pivot[1];
  const dist = clamp(Math.hypot(dx, dy), 60, L1 + L2 - 2);
  const a = Math.atan2(dy, dx);
  const b = Math.acos(clamp((L1 * L1 + dist * dist - L2 * L2) / (2 * L1 * dist), -1, 1));
  const ang = a - b;
  const elbow = [pivot[0] + L1 * Math.cos(ang), pivot[1] + L1 * Math.sin(ang)];
  const tip = [pivot[0] + dist * Math.cos(a), pivot[1] + dist * Math.sin(a)];
  const bend = [(pivot[0] + elbow[0]) / 2 + Math.sin(ang) * 30, (pivot[1] + elbow[1]) / 2 - Math.cos(ang) * 30];
  const stickDeg = (Math.atan2(tip[1] - elbow[1], tip[0] - elbow[0]) * 180) / Math.PI;
  const falling = dump
    ? dots([[tip[0] + 10, tip[1] + 50], [tip[0] - 6, tip[1] + 85], [tip[0] + 20, tip[1] + 105], [tip[0] + 2, tip[1] + 135]], 16, C.soil) +
      dots([[tip[0] + 24, tip[1] + 70], [tip[0] + 8, tip[1] + 118], [tip[0] - 10, tip[1] + 60]], 10, C.soilDark)
    : "";
  const bucket = falling + `<g transform="translate(${n(tip[0])} ${n(tip[1])}) rotate(${n(stickDeg - 90 + (dump ? -80 : 0))})">${
    (load ? path("M-24 4Q10-16 44 30L30 44Z", { fill: C.earth }) : "") +
    path("M16-12H-16Q-34 34 0 60L50 64L42 50Q18 34 16-12Z", { fill: "#3a3c3e" }) +
    path("M50 64l12-6-14-5zM44 52l12-7-14-4z", { fill: "#55595c" }) +
    circle(0, -4, 9, { fill: "#555" })
  }</g>`;
  const rollers = [-110, -55, 0, 55, 110].map((x) => [x, -28]);
  return (
    softShadow(art, 190, 24) +
    rect(-150, -58, 300, 58, { rx: 29, fill: dark }) +
    rect(-128, -46, 256, 34, { rx: 17, fill: "#474a4c" }) +
    dots(rollers, 22, "#6e7275") +
    path("M-150-6H150", { stroke: "#1c1c1c", "stroke-width": 8, "stroke-dasharray": "10 8", "stroke-linecap": "butt" }) +
    path("M140-18L176-8V-52H156Z", { fill: shade(yellow, 0.1) }) +
    rect(-70, -76, 140, 20, { fill: "#333" }) +
    rect(-170, -156, 130, 82, { rx: 16, fill: shade(yellow, 0.08) }) +
    path("M-162-130H-52", { stroke: shade(yellow, 0.25), "stroke-width": 5, "stroke-dasharray": "14 8", "stroke-linecap": "butt" }) +
    rect(-160, -100, 270, 26, { rx: 6, fill: yellow }) +
    path("M-56-96V-292H36L72-200V-96Z", { fill: yellow }) +
    path("M-42-110V-276H28L56-202V-110Z", { fill: "#bfe0ea" }) +
    path("M-30-110L28-276H8L-42-140Z", { fill: "#fff", opacity: ".35" }) +
    rect(-66, -304, 112, 16, { rx: 4, fill: shade(yellow, 0.2) }) +
    rect(-20, -318, 16, 14, { rx: 3, fill: "#ff8a1f" }) +
    line([[62, -150], [(pivot[0] + elbow[0]) / 2, (pivot[1] + elbow[1]) / 2 - 8]], "#c8cccf", 9) +
    path(`M${n(pivot[0])} ${n(pivot[1])}Q${n(bend[0])} ${n(bend[1])} ${n(elbow[0])} ${n(elbow[1])}`, {
      stroke: yellow,
      "stroke-width": 28,
      fill: "none",
    }) +
    bucket +
    line([elbow, tip], shade(yellow, 0.06), 18) +
    line([[bend[0], bend[1] - 14], [elbow[0] + 10, elbow[1] - 20]], "#c8cccf", 7) +
    circle(pivot[0], pivot[1], 10, { fill: "#555" }) +
    circle(elbow[0], elbow[1], 9, { fill: "#555" })
  );
}

/** Heap of excavated soil. */
function soilHeap(art, { w = 150, h = 120 } = {}) {
  const { rng } = art;
  const clods = Array.from({ length: 14 }, () => {
    const u = rng.range(-0.8, 0.8);
    return [u * w, rng.range(-h * (1 - u * u) * 0.9 + 8, -6)];
  });
  return (
    softShadow(art, w * 1.2, 20) +
    path(`M${n(-w)} 0C${n(-w * 0.6)} ${n(-h * 1.05)} ${n(-w * 0.1)} ${n(-h * 1.2)} ${n(w * 0.2)} ${n(-h)}C${n(w * 0.5)} ${n(-h * 0.85)} ${n(w * 0.8)} ${n(-h * 0.4)} ${n(w)} 0Z`, {
      fill: C.earth,
    }) +
    path(`M${n(-w)} 0C${n(-w * 0.5)} ${n(-h * 0.5)} ${n(w * 0.5)} ${n(-h * 0.4)} ${n(w)} 0Z`, { fill: shade(C.earth, 0.15) }) +
    dots(clods, 12, shade(C.earth, 0.3)) +
    dots(clods.slice(0, 6).map(([x, y]) => [x + 10, y - 6]), 8, C.clay)
  );
}

/** Trench from a to b (screen coordinates) with a pipe lying in it. */
function trench(art, a, b, { pipe = "#e07a3a", width = 110 } = {}) {
  const { rng } = art;
  const steps = 6;
  const upper = [];
  const lower = [];
  const floor = [];
  const pipeLine = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t;
    const hw = (width / 2) * depth(y);
    upper.push([x + rng.range(-3, 3), y - hw]);
    lower.push([x + rng.range(-3, 3), y + hw]);
    floor.push([x, y + hw * 0.1]);
    pipeLine.push([x, y + hw * 0.45]);
  }
  const dir = Math.sign(b[0] - a[0]);
  const s0 = depth(a[1]);
  const cap = [a[0] - dir * width * 0.3 * s0, a[1]];
  const poly = (pts) => pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ");
  const opening = `M${poly([...upper].reverse())} ${poly([cap])} ${poly(lower)}Z`;
  const wall = `M${poly([...upper].reverse())} ${poly([cap])} ${poly(floor)}Z`;
  const avg = (s0 + depth(b[1])) / 2;
  return (
    path(opening, { fill: "#3b2414" }) +
    path(wall, { fill: "#6d4829" }) +
    line(pipeLine, pipe, 22 * avg) +
    line(pipeLine.map(([x, y]) => [x, y - 5 * avg]), tint(pipe, 0.35), 5 * avg) +
    line([cap, ...lower], "#d3aa78", 12 * avg) +
    line(upper, "#8a5e3a", 5 * avg)
  );
}

/** Survey stake with a bright flag top. */
function stake() {
  return rect(-5, -80, 10, 82, { fill: C.woodLight }) + rect(-6, -80, 12, 16, { fill: "#ff6b2c" });
}

/** Pipes stacked beside the trench (end view circles). */
function pipeStack(art, color) {
  const ends = [[-44, -22], [0, -22], [44, -22], [-22, -60], [22, -60]];
  return (
    softShadow(art, 80, 12) +
    path("M-44-22h220M0-22h220M44-22h220M-22-60h220M22-60h220", { stroke: shade(color, 0.12), "stroke-width": 40 }) +
    path("M-44-34h220M0-34h220M44-34h220M-22-72h220M22-72h220", { stroke: tint(color, 0.3), "stroke-width": 6 }) +
    dots(ends, 42, color) +
    dots(ends, 26, shade(color, 0.5))
  );
}

// ---------------------------------------------------------------------------
// Lights

/** Bollard path light with a halo and a warm pool on the ground. */
function pathLamp(art, { h = 90 } = {}) {
  const glow = art.glowFill();
  return (
    ellipse(0, 6, 150, 40, { fill: glow }) +
    rect(-7, -h, 14, h, { fill: "#22262a" }) +
    rect(-11, -h - 20, 22, 20, { rx: 3, fill: "#fff0c4" }) +
    rect(-14, -h - 28, 28, 9, { rx: 3, fill: "#22262a" }) +
    circle(0, -h - 10, 44, { fill: glow })
  );
}

/**
 * A tree lit from below by a ground spotlight (night scenes), standing at
 * depth `y`, `h` tall. `pickX` is called after the gradient is made, so the
 * seeded random numbers are drawn in the same order as always.
 */
function addUplitTree(art, y, h, pickX) {
  const lit = art.linear(
    [
      [0, "#163230"],
      [0.45, "#2c553a"],
      [1, "#e3d27a"],
    ],
    [0, -h, 0, -h * 0.35],
    true,
  );
  art.add(at(pickX(), y, depth(y), uplight(art, h * 0.6) + tree(art, { h, lit, trunk: "#b38453" })), y);
}

/** Ground spotlight washing light up a tree trunk. */
function uplight(art, height) {
  const beam = art.linear(
    [
      [0, "#ffe3a0", 0],
      [1, "#ffe3a0", 0.4],
    ],
    [0, 0, 0, 1],
  );
  return (
    path(`M-12-8L${n(-height * 0.16)} ${n(-height)}H${n(height * 0.16)}L12-8Z`, { fill: beam }) +
    ellipse(0, 0, 70, 18, { fill: art.glowFill() }) +
    rect(-12, -14, 24, 14, { rx: 3, fill: "#22262a" }) +
    rect(-9, -18, 18, 5, { rx: 2, fill: "#fff0c4" })
  );
}

/** Paved path from the bottom edge towards a far point (screen coordinates). */
function gardenPath(art, from, to, { color = "#5f6670", edge = "#3f454d", width = 300 } = {}) {
  const steps = 6;
  const left = [];
  const right = [];
  const bendX = (from[0] + to[0]) / 2 + art.rng.range(-160, 160);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = (1 - t) ** 2 * from[0] + 2 * t * (1 - t) * bendX + t * t * to[0];
    const y = from[1] + (to[1] - from[1]) * t;
    const hw = (width / 2) * depth(y);
    left.push([x - hw, y]);
    right.push([x + hw, y]);
  }
  const mid = left.map(([x, y], i) => [(x + right[i][0]) / 2, y]);
  const d = smooth(left) + smooth([...right].reverse()).replace("M", "L") + "Z";
  return { svg: path(d, { fill: color, stroke: edge, "stroke-width": 6 }), left, right, mid };
}

/** Round stepping stones along a curve from `from` to `to` (screen coordinates). */
function steppingStones(art, from, to, count, { color = "#6b717a", bendX = null } = {}) {
  const bx = bendX ?? (from[0] + to[0]) / 2;
  const stones = [];
  const pts = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = (1 - t) ** 2 * from[0] + 2 * t * (1 - t) * bx + t * t * to[0];
    const y = from[1] + (to[1] - from[1]) * t;
    const s = depth(y);
    stones.push(ellipse(x, y, 62 * s, 20 * s));
    pts.push([x, y]);
  }
  return { svg: group({ fill: color, stroke: shade(color, 0.3), "stroke-width": 3 }, ...stones), pts };
}

/** Rolled turf lying on its side; the spiral end faces right. */
function sodRoll(len = 110) {
  return (
    rect(-len / 2, -44, len, 44, { rx: 20, fill: "#5f9a46" }) +
    rect(-len / 2, -44, len, 14, { rx: 7, fill: "#86bd5e" }) +
    circle(len / 2, -22, 22, { fill: "#7a5436" }) +
    circle(len / 2, -22, 12, { fill: "none", stroke: "#6aa84f", "stroke-width": 5 })
  );
}

/** Pallet stacked with turf rolls seen end-on (green outside, soil spiral inside). */
function sodPallet(art) {
  const ends = [[-90, -58], [0, -58], [90, -58], [-45, -132], [45, -132]];
  return (
    softShadow(art, 180, 20) +
    rect(-150, -22, 300, 22, { fill: C.wood }) +
    path("M-150-8H150", { stroke: C.woodDark, "stroke-width": 4 }) +
    path(ends.map(([x, y]) => `M${x} ${y}l40-30`).join(""), { stroke: "#5f9a46", "stroke-width": 76 }) +
    path(ends.map(([x, y]) => `M${x - 14} ${y - 30}l40-30`).join(""), { stroke: "#7fb85a", "stroke-width": 14 }) +
    dots(ends, 76, "#7a5436") +
    path(relative(ends.map(([x, y]) => [x, y - 36]), "a36 36 0 1 1-.1 0"), { fill: "none", stroke: "#6aa84f", "stroke-width": 7 }) +
    path(relative(ends.map(([x, y]) => [x, y - 20]), "a20 20 0 1 1-.1 0"), { fill: "none", stroke: "#5b3d27", "stroke-width": 5 }) +
    dots(ends, 10, "#6aa84f")
  );
}

/** A new lawn being laid: prepared soil at the back, turf strips in front. */
function newTurf(art, x1, x2, yTop, ySoil, spread = 0.6) {
  const { rng } = art;
  const k = (y) => 1 - (1 - spread) * ((900 - y) / (900 - yTop));
  const cx = (x1 + x2) / 2;
  const edge = (y, side) => cx + (side * (x2 - x1) * k(y)) / 2;
  const quad = (ya, yb) => `M${n(edge(ya, -1))} ${n(ya)} ${n(edge(ya, 1))} ${n(ya)} ${n(edge(yb, 1))} ${n(yb)} ${n(edge(yb, -1))} ${n(yb)}Z`;
  const rake = [];
  for (let y = yTop + 12; y < ySoil - 4; y += 14) rake.push(`M${n(edge(y, -1) + 10)} ${n(y)}H${n(edge(y, 1) - 10)}`);
  const seams = [];
  let row = 0;
  for (let y = ySoil; y < 900; y += 34 * depth(y) + 8, row++) {
    seams.push(`M${n(edge(y, -1))} ${n(y)}H${n(edge(y, 1))}`);
    const step = 150 * depth(y);
    for (let x = edge(y, -1) + (row % 2 ? step / 2 : step); x < edge(y, 1) - 20; x += step) {
      seams.push(`M${n(x)} ${n(y)}v${n(30 * depth(y))}`);
    }
  }
  const rollY = ySoil + 6;
  return (
    path(quad(yTop, ySoil), { fill: "#8a6040" }) +
    path(rake.join(""), { stroke: "#74502f", "stroke-width": 3 }) +
    path(quad(ySoil, 905), { fill: "#7cbf57" }) +
    path(seams.join(""), { stroke: "#5e9c43", "stroke-width": 3 }) +
    at(cx + rng.range(-40, 40), rollY, depth(rollY), sodRoll((x2 - x1) * k(rollY) * 0.45 / depth(rollY)))
  );
}

/** Small timber garden shed (front view); optional controller by the door. */
function shed(art, { w = 300, h = 230, controllerAt = null } = {}) {
  const boards = C.wood;
  let svg =
    softShadow(art, w * 0.7, 26, w / 2) +
    rect(0, -h, w, h, { fill: boards }) +
    path(`M0 ${n(-h / 2)}H${w}`, { stroke: shade(boards, 0.18), "stroke-width": h, "stroke-dasharray": "3 27", "stroke-linecap": "butt" }) +
    path(`M-26 ${-h + 4}L${w / 2} ${-h - 100}L${w + 26} ${-h + 4}Z`, { fill: "#5e6b5a" }) +
    path(`M-30 ${-h + 8}L${w / 2} ${-h - 100}L${w + 30} ${-h + 8}`, { stroke: shade("#5e6b5a", 0.3), "stroke-width": 10, fill: "none" }) +
    rect(w * 0.55, -h + 40, w * 0.32, h - 40, { fill: C.woodDark }) +
    path(`M${n(w * 0.55)} 0L${n(w * 0.87)} ${-h + 40}`, { stroke: shade(C.woodDark, 0.25), "stroke-width": 8 }) +
    rect(w * 0.1, -h + 46, 62, 50, { fill: "#bcd9e4", stroke: C.woodLight, "stroke-width": 7 });
  if (controllerAt != null) svg += at(controllerAt, -h * 0.5 + 10, 1, controller());
  return svg;
}

// ---------------------------------------------------------------------------
// Scenes: layout A of each service (pictures 1 and 2)

function gardeningA(art, v) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 505 + rng.range(-8, 8);
  lawn(art, top, "day");
  if (v % 2 === 0) art.add(fence(art, top + 24, depth(top + 24)), top + 24);
  else {
    const hy = top + 34;
    art.add(at(art.x(rng.range(990, 1060)), hy, depth(hy), house(art, { w: 440 }), art.flip), hy);
  }
  // framing trees at the back
  const ty = top + rng.range(40, 60);
  art.add(at(art.x(rng.range(70, 170)), ty, depth(ty), tree(art, { h: rng.range(900, 1000) })), ty);
  for (let i = 0; i < 2; i++) {
    const y = top + 14 + i * 8;
    art.add(at(art.x(rng.range(320, 440) + i * 110), y, depth(y), conifer(art, { h: rng.range(660, 780) })), y);
  }
  // flower bed with shrubs
  const bedY = rng.range(640, 670);
  flowerBed(art, art.x(rng.range(280, 340)), bedY, rng.range(240, 280), rng.range(50, 60));
  // young trees on stakes, one still going into its hole
  const young = art.reusable("sapling", () => sapling(art, { h: rng.range(320, 370) }));
  for (let i = 0; i < 2; i++) {
    const y = top + 55 + i * 45 + rng.range(-8, 8);
    art.add(young(art.x(660 + i * 150 + rng.range(-20, 20)), y, depth(y), i === 1), y);
  }
  const hy = rng.range(780, 810);
  art.add(at(art.x(rng.range(930, 990)), hy, depth(hy), plantingHole(art, { h: rng.range(340, 390) }), art.flip), hy);
  // wheelbarrow in front
  const wy = rng.range(845, 870);
  const loads = ["plants", "soil", "plants", "soil"];
  const color = rng.pick(["#c8553d", "#2f7d8c", "#c8553d"]);
  art.add(at(art.x(rng.range(520, 600)), wy, depth(wy), wheelbarrow(art, { load: loads[v - 1], color }), art.flip), wy);
}

function irrigationA(art, v) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 505 + rng.range(-8, 8);
  const base = lawn(art, top, "day");
  const wet = shade(base, 0.3);
  // house wall with the controller
  const hy = top + 115;
  const hs = depth(hy);
  art.add(at(art.x(-170 * hs), hy, hs, house(art, { w: 560, controllerAt: 470 }), art.flip), hy);
  art.add(at(art.x(360 * hs + 90), hy + 70, depth(hy + 70), valveBox()), hy + 70);
  // sprinklers
  const sy = rng.range(740, 780);
  const sx = art.x(rng.range(400, 460));
  art.add(at(sx, sy, depth(sy), sprinkler(art, { reach: rng.range(500, 560), height: rng.range(260, 300), wet })), sy);
  const by = top + rng.range(55, 75);
  art.add(at(art.x(rng.range(900, 980)), by, depth(by), sprinkler(art, { reach: 440, height: 240, dir: art.flip ? 1 : -1, wet })), by);
  if (v > 2) {
    const y = top + 28;
    art.add(at(art.x(rng.range(560, 640)), y, depth(y), sprinkler(art, { reach: 400, height: 220, jets: 7, wet })), y);
  }
  // shrubs along the back
  for (let i = 0; i < 4; i++) {
    const y = top + 16 + rng.range(0, 14);
    const x = art.x(480 + i * 190 + rng.range(-30, 30));
    art.add(at(x, y, depth(y), shrub(art, { r: rng.range(90, 120), cols: rng.pick(SHRUBS), flowers: i === 1 ? rng.pick(FLOWERS) : null })), y - 1);
  }
  // beds watered by drip lines
  if (v % 2 === 1) {
    const y = rng.range(840, 860);
    const bs = depth(y);
    const w1 = 380;
    const x0 = art.flip ? 30 : W - 30 - w1 * bs;
    art.add(at(x0, y, bs, raisedBed(art, { w: w1, d: 74, crop: rng.pick(["lettuce", "tomato"]), drip: true })), y);
    const y2 = y - 140;
    const s2 = depth(y2);
    const x2 = art.flip ? 20 + 60 * s2 : W - 20 - 360 * s2;
    art.add(at(x2, y2, s2, raisedBed(art, { w: 300, d: 74, crop: "flowers", drip: true })), y2);
  } else {
    const cy = rng.range(785, 800);
    const cx = art.x(rng.range(900, 940));
    const s = depth(cy);
    art.add(path(blob(cx, cy, 250, 78, rng, 0.04), { fill: C.soil }), cy - 80);
    for (let r = 0; r < 3; r++) {
      const y = cy - 44 + r * 42;
      const half = 200 * Math.sqrt(1 - ((r - 1) * 0.5) ** 2);
      const plants = [];
      const light = [];
      for (let x = cx - half + 20; x < cx + half - 10; x += 56 * s) {
        plants.push([x, y - 16 * s]);
        light.push([x - 5, y - 22 * s]);
      }
      art.add(
        dots(plants, 40 * s, C.forest) + dots(light, 20 * s, C.fresh) + dripLine([[[cx - half, y], [cx + half, y]]], s, 56),
        y,
      );
    }
  }
}

function cleaningA(art, v) {
  const { rng } = art;
  backdrop(art, "autumn");
  const top = 505 + rng.range(-8, 8);
  lawn(art, top, "autumn");
  const crowns = [
    ["#c9722b", "#e6a83a"],
    ["#b9542f", "#d9822b"],
    ["#a4802c", "#d9b446"],
  ];
  // trees losing their leaves
  for (let i = 0; i < 2; i++) {
    const x = art.x(i === 0 ? rng.range(70, 170) : rng.range(860, 980));
    const y = top + rng.range(25, 50);
    art.add(at(x, y, depth(y), tree(art, { h: rng.range(880, 1000), crown: rng.pick(crowns) })), y);
  }
  // freshly trimmed hedge along the back
  const hy = top + rng.range(45, 60);
  const hs = depth(hy);
  const hw = 1500;
  art.add(at(art.flip ? W - rng.range(240, 320) - hw * hs : rng.range(240, 320), hy, hs, hedge(art, { w: hw, h: 180 })), hy);
  art.add(at(art.x(rng.range(1060, 1130)), hy + 8, depth(hy + 8), conifer(art, { h: 600 })), hy + 8);
  // leaves on one side, tidy stripes on the other
  art.add(leafScatter(art, 0, W, top + 70, 900, 80, { fade: art.flip ? -1 : 1 }), top + 20);
  art.add(fallingLeaves(art, 14), 2000);
  // piles and the rake
  const piles = 2;
  const pile = art.reusable("pile", () => leafPile(art, { w: rng.range(150, 180), h: rng.range(85, 100) }));
  for (let i = 0; i < piles; i++) {
    const y = rng.range(690, 780);
    const x = art.x(130 + i * 220 + rng.range(-25, 25));
    art.add(pile(x, y, depth(y) * rng.range(0.85, 1.1), i % 2 === 1), y);
  }
  const ry = rng.range(820, 850);
  art.add(at(art.x(rng.range(360, 440)), ry, depth(ry), tool("rake", art.flip ? -20 : 20)), ry);
  // green-waste bags and a trailer on the tidy side
  const by = rng.range(770, 800);
  art.add(at(art.x(rng.range(680, 760)), by, depth(by), bags(art, { big: true }), art.flip), by);
  if (v % 2 === 1) {
    const ty = rng.range(660, 690);
    art.add(at(art.x(rng.range(960, 1030)), ty, depth(ty), trailer(art), art.flip), ty);
  } else {
    const wy = rng.range(850, 875);
    art.add(at(art.x(rng.range(900, 960)), wy, depth(wy), wheelbarrow(art, { load: "leaves", color: "#2f7d8c" }), !art.flip), wy);
    const ty = rng.range(640, 670);
    art.add(at(art.x(rng.range(1020, 1090)), ty, depth(ty), bags(art, { big: false }), art.flip), ty);
  }
}

function constructionsA(art, v) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 500 + rng.range(-6, 6);
  lawn(art, top, "day");
  // terrace held up by a stone wall, planted on top
  const wallTop = top + rng.range(45, 55);
  const wallBottom = wallTop + rng.range(80, 95);
  art.add(stoneWall(art, -10, W + 10, wallTop, wallBottom), wallTop);
  for (let i = 0; i < 6; i++) {
    const x = (i + rng.range(0.2, 0.8)) * 200;
    const y = wallTop - 2;
    const flowers = rng.chance(0.5) ? rng.pick(["#9b7fd0", "#e86f8e", "#f2c94c"]) : null;
    art.add(at(x, y, depth(y), shrub(art, { r: rng.range(80, 110), cols: rng.pick(SHRUBS), flowers })), y - 1);
  }
  art.add(at(art.x(rng.range(940, 1100)), top + 14, depth(top + 14), tree(art, { h: rng.range(950, 1080) })), top + 10);
  // deck with a pergola over it
  const dy = rng.range(800, 830);
  const ds = depth(dy) * 0.78;
  const dw = 540;
  const dx = art.flip ? W - 30 - dw * ds : 30;
  art.add(at(dx, dy, ds, deck(art, { w: dw, stepAt: art.flip ? 0.3 : 0.7 })), dy);
  const plant = ["wisteria", "rose", "grape", "wisteria"][v - 1];
  art.add(at(dx + 50 * ds, dy - 70 * ds, ds, pergola(art, { w: 400, h: 330, plant })), dy + 1);
  // raised beds on the other side
  const bedY = rng.range(830, 860);
  const bs = depth(bedY) * 0.8;
  const crops = ["lettuce", "tomato", "flowers"];
  const bx = art.flip ? rng.range(40, 70) : W - rng.range(40, 70) - 580 * bs;
  art.add(at(bx, bedY, bs, raisedBed(art, { w: 260, crop: crops[v % 3] })), bedY);
  const b2 = bedY - 80;
  art.add(at(bx + 310 * bs, b2, depth(b2) * 0.8, raisedBed(art, { w: 260, crop: crops[(v + 1) % 3] })), b2);
}

function excavationA(art, v) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 510 + rng.range(-6, 6);
  lawn(art, top, "day", { stripes: false });
  art.add(path(blob(620, 735, 760, 215, rng, 0.05), { fill: C.clay }), top + 1);
  // levelled pad with stakes and string at the back
  const py = top + 30;
  const pad = [
    [art.x(780), py + 80],
    [art.x(1170), py + 80],
    [art.x(1130), py],
    [art.x(820), py],
  ];
  const grit = [];
  for (let i = 0; i < 40; i++) {
    const t = rng.next();
    const xa = pad[3][0] + (pad[0][0] - pad[3][0]) * t;
    const xb = pad[2][0] + (pad[1][0] - pad[2][0]) * t;
    grit.push([xa + (xb - xa) * rng.range(0.04, 0.96), py + 80 * t]);
  }
  art.add(
    path("M" + pad.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ") + "Z", { fill: "#d6b98e", stroke: "#c4a175", "stroke-width": 4 }) +
      dots(grit, 4, "#b89469"),
    py,
  );
  const tops = pad.map(([x, y]) => [x, y - 60 * depth(y)]);
  art.add(path("M" + tops.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ") + "Z", { stroke: "#ff5a1f", "stroke-width": 2, fill: "none" }), py + 81);
  const peg = art.reusable("stake", stake);
  for (const [x, y] of pad) art.add(peg(x, y, depth(y) * 0.85), y + (y > py ? 2 : 0));
  // soil heap
  const sy = rng.range(640, 665);
  art.add(at(art.x(rng.range(560, 640)), sy, depth(sy), soilHeap(art, { w: rng.range(200, 240), h: rng.range(140, 170) })), sy);
  // trench running into the distance with the pipe in it
  const ty = rng.range(795, 815);
  const a = [art.x(rng.range(600, 650)), ty];
  const b = [art.x(W + 60), ty - rng.range(90, 120)];
  const pipeColor = rng.pick(["#e07a3a", "#3b7dc4"]);
  art.add(trench(art, a, b, { pipe: pipeColor }), ty - 100);
  // the mini excavator digging at its near end
  const ey = ty + rng.range(55, 70);
  const es = depth(ey) * 0.78;
  const ex = a[0] - (art.flip ? -1 : 1) * 320 * es;
  const target = [Math.abs(a[0] - ex) / es + 30, (ty - ey) / es - 50];
  art.add(at(ex, ey, es, excavator(art, target, { load: v % 2 === 0 }), art.flip), ey);
  // pipes waiting beside the trench
  const qx = rng.range(880, 960);
  const qy = ty - ((qx - 620) / 640) * (ty - b[1]) - 75;
  art.add(at(art.x(qx), qy, depth(qy) * 0.7, pipeStack(art, pipeColor), art.flip), qy);
  // the garden around the works
  art.add(at(art.x(rng.range(50, 150)), top + 24, depth(top + 24), tree(art, { h: rng.range(880, 980) })), top + 24);
  for (let i = 0; i < 2; i++) {
    const y = top + 8 + i * 8;
    art.add(at(art.x(300 + i * 130 + rng.range(-20, 20)), y, depth(y), shrub(art, { r: rng.range(80, 100), cols: rng.pick(SHRUBS) })), y);
  }
}

function lightingA(art, v) {
  const { rng } = art;
  backdrop(art, "night");
  const top = 505 + rng.range(-6, 8);
  lawn(art, top, "night");
  // house with lit windows and a lantern by the door
  const hy = top + 45;
  const hs = depth(hy);
  const hx = art.x(rng.range(30, 90));
  const hw = 460;
  art.add(at(hx, hy, hs, house(art, { w: hw, night: true, lantern: true }), art.flip), hy);
  const door = [hx + (art.flip ? -1 : 1) * (hw * 0.16 + 43) * hs, hy + 4];
  // path from the front to the door, lamps on both sides
  const p = gardenPath(art, [art.x(rng.range(520, 600)), 910], door, { width: 360 });
  art.add(p.svg, hy + 1);
  const lamp = art.reusable("lamp", () => pathLamp(art));
  [1, 2, 3, 4, 5].forEach((i) => {
    const side = i % 2 ? p.left : p.right;
    const [x, y] = side[6 - i];
    const s = depth(y);
    art.add(lamp(x + (i % 2 ? -36 : 36) * s, y, s), y);
  });
  // uplit tree
  const ty = top + rng.range(30, 45);
  const th = rng.range(950, 1050);
  addUplitTree(art, ty, th, () => art.x(rng.range(480, 540)));
  for (let i = 0; i < 2; i++) {
    const y = top + 18 + rng.range(0, 10);
    art.add(at(art.x(700 + i * 150 + rng.range(-20, 20)), y, depth(y), shrub(art, { r: rng.range(90, 120), cols: ["#15302a", "#21443a"] })), y);
  }
  // pergola over a deck, strung with lights
  const py = rng.range(820, 850);
  const ps = depth(py) * 0.75;
  const px = art.flip ? rng.range(30, 60) : W - rng.range(30, 60) - 560 * ps;
  art.add(at(px, py, ps, deck(art, { w: 480, night: true, stepAt: art.flip ? 0.7 : 0.3 })), py);
  art.add(at(px + 40 * ps, py - 70 * ps, ps, pergola(art, { w: 370, h: 310, night: true, lights: true, plant: v % 2 ? "grape" : "wisteria" })), py + 1);
}

// ---------------------------------------------------------------------------
// Scenes: layout B of each service (pictures 3 and 4)

function gardeningB(art) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 505 + rng.range(-8, 8);
  lawn(art, top, "day");
  const hy = top + 30;
  art.add(at(art.x(rng.range(860, 940)), hy, depth(hy), house(art, { w: 480 }), art.flip), hy);
  for (let i = 0; i < 3; i++) {
    const y = top + 10 + i * 6;
    art.add(at(art.x(60 + i * 90 + rng.range(-20, 20)), y, depth(y), conifer(art, { h: rng.range(620, 760) })), y);
  }
  art.add(at(art.x(rng.range(330, 400)), top + 30, depth(top + 30), tree(art, { h: rng.range(880, 960) })), top + 30);
  // prepared soil and fresh turf being laid
  const x1 = art.x(rng.range(30, 70));
  const x2 = art.x(rng.range(700, 740));
  art.add(newTurf(art, Math.min(x1, x2), Math.max(x1, x2), 600, rng.range(700, 720)), 600);
  art.add(at(art.x(rng.range(600, 650)), 640, depth(640), tool("spade", art.flip ? 10 : -10)), 640);
  // turf waiting on a pallet
  const py = rng.range(865, 880);
  art.add(at(art.x(rng.range(970, 1030)), py, depth(py) * 0.75, sodPallet(art), art.flip), py);
  // new bed with young trees behind it
  const by = rng.range(625, 640);
  flowerBed(art, art.x(rng.range(900, 960)), by, 200, 44, { shrubs: 2 });
  const young = art.reusable("sapling", () => sapling(art, { h: rng.range(320, 360) }));
  for (let i = 0; i < 3; i++) {
    const y = top + 45 + rng.range(-6, 6);
    art.add(young(art.x(800 + i * 120 + rng.range(-15, 15)), y, depth(y), i === 1), y);
  }
}

function irrigationB(art) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 505 + rng.range(-8, 8);
  const base = lawn(art, top, "day");
  const wet = shade(base, 0.3);
  // shed with the controller on its wall
  const sy = top + 90;
  const ss = depth(sy);
  const sx = art.flip ? W - rng.range(90, 140) - 300 * ss : rng.range(90, 140);
  art.add(at(sx, sy, ss, shed(art, { controllerAt: art.flip ? 225 : 75 }), art.flip), sy);
  art.add(at(art.x(rng.range(80, 140) + 360 * ss), sy + 60, depth(sy + 60), valveBox()), sy + 60);
  art.add(at(art.x(rng.range(40, 80)), top + 20, depth(top + 20), tree(art, { h: rng.range(860, 960) })), top + 19);
  // flower border with a drip line along its front
  const bx = art.x(rng.range(760, 820));
  const by = top + rng.range(85, 100);
  const rx = 330;
  const ry = 46;
  flowerBed(art, bx, by, rx, ry, { shrubs: 3 });
  const ds = depth(by + ry * 0.55);
  art.add(dripLine([[[bx - rx * 0.8, by + ry * 0.5], [bx + rx * 0.8, by + ry * 0.5]]], ds, 60), by + ry * 0.5);
  // sprinklers on the lawn
  const y1 = rng.range(770, 800);
  art.add(at(art.x(rng.range(340, 420)), y1, depth(y1), sprinkler(art, { reach: rng.range(460, 520), height: rng.range(240, 290), wet })), y1);
  const y2 = rng.range(700, 730);
  art.add(at(art.x(rng.range(820, 900)), y2, depth(y2), sprinkler(art, { reach: 420, height: 230, jets: 8, wet })), y2);
}

function cleaningB(art) {
  const { rng } = art;
  backdrop(art, "autumn");
  const top = 505 + rng.range(-8, 8);
  lawn(art, top, "autumn");
  const crowns = [
    ["#c9722b", "#e6a83a"],
    ["#b9542f", "#d9822b"],
    ["#a4802c", "#d9b446"],
  ];
  art.add(at(art.x(rng.range(520, 680)), top + 10, depth(top + 10), tree(art, { h: rng.range(900, 1000), crown: rng.pick(crowns) })), top + 10);
  // two trimmed hedges with an opening, a trailer being loaded between them
  const hy = top + rng.range(60, 75);
  const hs = depth(hy);
  const gap = rng.range(440, 520);
  const wl = (600 - gap / 2) / hs;
  art.add(at(-10, hy, hs, hedge(art, { w: wl + 10 / hs, h: 170 })), hy);
  art.add(at(600 + gap / 2, hy, hs, hedge(art, { w: wl + 10 / hs, h: 170 })), hy);
  const ty = hy + rng.range(50, 70);
  art.add(at(art.x(rng.range(560, 640)), ty, depth(ty), trailer(art, { load: "leaves" }), art.flip), ty);
  art.add(leafScatter(art, 0, W, top + 80, 900, 72, { fade: art.flip ? -1 : 1 }), top + 20);
  art.add(fallingLeaves(art, 12), 2000);
  // piles, rake, barrow and sacks
  const pile = art.reusable("pile", () => leafPile(art, { w: 165, h: 95 }));
  for (let i = 0; i < 2; i++) {
    const y = rng.range(760, 800);
    art.add(pile(art.x(120 + i * 230 + rng.range(-20, 20)), y, depth(y) * rng.range(0.85, 1.1), i === 1), y);
  }
  const ry = rng.range(840, 870);
  art.add(at(art.x(rng.range(450, 500)), ry, depth(ry), tool("rake", art.flip ? 24 : -24)), ry);
  const wy = rng.range(860, 880);
  art.add(at(art.x(rng.range(730, 800)), wy, depth(wy), wheelbarrow(art, { load: "leaves", color: rng.pick(["#2f7d8c", "#c8553d"]) }), art.flip), wy);
  const by = rng.range(740, 770);
  art.add(at(art.x(rng.range(980, 1060)), by, depth(by), bags(art, { big: true }), art.flip), by);
}

function constructionsB(art) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 505 + rng.range(-6, 6);
  const grass = lawn(art, top, "day");
  art.add(at(art.x(rng.range(1040, 1120)), top + 12, depth(top + 12), tree(art, { h: rng.range(950, 1050) })), top + 12);
  // raised terrace on one side, held by a stone wall
  const wallTop = top + rng.range(70, 85);
  const wallBottom = wallTop + rng.range(85, 100);
  const wx1 = art.flip ? W - rng.range(480, 540) : -10;
  const wx2 = art.flip ? W + 10 : rng.range(480, 540);
  art.add(path(`M${n(wx1)} ${n(top)}H${n(wx2)}V${n(wallTop)}H${n(wx1)}Z`, { fill: tint(grass, 0.06) }), top + 1);
  art.add(stoneWall(art, wx1, wx2, wallTop, wallBottom), wallTop);
  for (let i = 0; i < 4; i++) {
    const x = wx1 + ((i + rng.range(0.3, 0.7)) * (wx2 - wx1)) / 4;
    const y = wallTop - 4;
    art.add(at(x, y, depth(y), shrub(art, { r: rng.range(80, 105), cols: rng.pick(SHRUBS), flowers: rng.chance(0.6) ? rng.pick(FLOWERS) : null })), y - 1);
  }
  // deck and pergola on the other side
  const dy = rng.range(720, 740);
  const ds = depth(dy) * 0.85;
  const dw = 560;
  const dx = art.flip ? rng.range(40, 80) : W - rng.range(40, 80) - dw * ds;
  art.add(at(dx, dy, ds, deck(art, { w: dw, stepAt: 0.5 })), dy);
  art.add(at(dx + 60 * ds, dy - 70 * ds, ds, pergola(art, { w: 400, h: 320, plant: rng.pick(["rose", "grape"]) })), dy + 1);
  // raised beds in front
  const bedY = rng.range(860, 880);
  const bs = depth(bedY) * 0.72;
  for (let i = 0; i < 3; i++) {
    const x = art.flip ? W - 40 - (i + 1) * 300 * bs - i * 20 : 40 + i * (300 * bs + 20);
    art.add(at(x, bedY - i * 4, bs, raisedBed(art, { w: 300, crop: ["tomato", "lettuce", "flowers"][i] })), bedY);
  }
}

function excavationB(art) {
  const { rng } = art;
  backdrop(art, "day");
  const top = 510 + rng.range(-6, 6);
  lawn(art, top, "day", { stripes: false });
  art.add(path(blob(600, 740, 760, 210, rng, 0.05), { fill: C.clay }), top + 1);
  art.add(at(art.x(rng.range(1060, 1140)), top + 16, depth(top + 16), tree(art, { h: rng.range(860, 960) })), top + 16);
  // levelled pad with stakes and string
  const py = top + 34;
  const pad = [
    [art.x(40), py + 80],
    [art.x(430), py + 80],
    [art.x(400), py],
    [art.x(80), py],
  ];
  art.add(path("M" + pad.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ") + "Z", { fill: "#d6b98e", stroke: "#c4a175", "stroke-width": 4 }), py);
  const tops = pad.map(([x, y]) => [x, y - 60 * depth(y)]);
  art.add(path("M" + tops.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ") + "Z", { stroke: "#ff5a1f", "stroke-width": 2, fill: "none" }), py + 81);
  const peg = art.reusable("stake", stake);
  for (const [x, y] of pad) art.add(peg(x, y, depth(y) * 0.85), y + (y > py ? 2 : 0));
  // heap being built up by the excavator
  const hy = rng.range(700, 720);
  const hx = art.x(rng.range(380, 440));
  art.add(at(hx, hy, depth(hy), soilHeap(art, { w: 220, h: 160 })), hy);
  const ey = rng.range(735, 750);
  const es = depth(ey) * 0.9;
  const ex = art.x(rng.range(780, 820));
  const target = [Math.abs(ex - hx) / es - 20, (hy - 160 * depth(hy) - ey) / es - 150];
  art.add(at(ex, ey, es, excavator(art, target, { dump: true }), !art.flip), ey);
  // the trench across the front, pipe already laid
  const ty = rng.range(830, 850);
  const pipeColor = rng.pick(["#e07a3a", "#3b7dc4"]);
  const a = [art.x(rng.range(260, 320)), ty];
  const b = [art.x(W + 60), ty - rng.range(20, 40)];
  art.add(trench(art, a, b, { pipe: pipeColor, width: 100 }), ty - 20);
  const qy = top + 60;
  art.add(at(art.x(rng.range(880, 960)), qy, depth(qy) * 0.7, pipeStack(art, pipeColor)), qy);
}

function lightingB(art) {
  const { rng } = art;
  backdrop(art, "dusk");
  const top = 505 + rng.range(-6, 8);
  lawn(art, top, "dusk");
  // house at the back, stepping stones with lamps leading to it
  const hy = top + 35;
  const hs = depth(hy);
  const hw = 460;
  const hx = art.flip ? rng.range(200, 280) : W - rng.range(200, 280) - hw * hs;
  art.add(at(hx, hy, hs, house(art, { w: hw, night: true, lantern: true })), hy);
  const door = [hx + (hw * 0.16 + 43) * hs, hy + 6];
  const from = [art.x(rng.range(700, 780)), 890];
  const st = steppingStones(art, from, door, 9, { bendX: art.x(rng.range(520, 600)) });
  art.add(st.svg, hy + 2);
  const lamp = art.reusable("lamp", () => pathLamp(art));
  st.pts.forEach(([x, y], i) => {
    if (i % 2 || i === 0) return;
    const s = depth(y);
    const side = (i / 2) % 2 ? 1 : -1;
    art.add(lamp(x + side * 90 * s, y, s), y);
  });
  // uplit trees
  for (let i = 0; i < 2; i++) {
    const ty = top + 30 + i * 40 + rng.range(0, 10);
    const th = rng.range(850, 1000);
    addUplitTree(art, ty, th, () => art.x(i ? rng.range(560, 620) : rng.range(1060, 1140)));
  }
  // lit pergola over a deck in the foreground
  const py = rng.range(850, 870);
  const ps = depth(py) * 0.72;
  const px = art.flip ? W - rng.range(30, 60) - 560 * ps : rng.range(30, 60);
  art.add(at(px, py, ps, deck(art, { w: 500, night: true, stepAt: art.flip ? 0.25 : 0.75 })), py);
  art.add(at(px + 40 * ps, py - 70 * ps, ps, pergola(art, { w: 390, h: 310, night: true, lights: true, plant: "grape" })), py + 1);
}

const SCENES = {
  gardening: [gardeningA, gardeningB],
  irrigation: [irrigationA, irrigationB],
  cleaning: [cleaningA, cleaningB],
  constructions: [constructionsA, constructionsB],
  excavation: [excavationA, excavationB],
  lighting: [lightingA, lightingB],
};

// ---------------------------------------------------------------------------
// Writer

mkdirSync(OUT_DIR, { recursive: true });
// Same decoder settings on every run: one thread keeps the output byte-identical.
sharp.concurrency(1);
sharp.cache(false);
let total = 0;
for (const [service, layouts] of Object.entries(SCENES)) {
  for (let v = 1; v <= PER_SERVICE; v++) {
    // 1 and 2 share a layout, 3 and 4 the other; even numbers are mirrored.
    const compose = layouts[v <= 2 ? 0 : 1];
    // Seeded by the scene's name (the former .svg file name), so the scenes stay as they were.
    const rng = makeRng(`${service}-${v}.svg`);
    const art = new Art(rng, v % 2 === 0);
    compose(art, v);
    const svg = art.render();
    const name = `${service}-${v}.jpg`;
    // 72 dpi is one SVG unit per pixel; scale the density to get PHOTO_WIDTH pixels.
    const jpeg = await sharp(Buffer.from(svg), { density: (72 * PHOTO_WIDTH) / W })
      .resize(PHOTO_WIDTH, Math.round((PHOTO_WIDTH * H) / W), { fit: "fill" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    writeFileSync(OUT_DIR + name, jpeg);
    total += jpeg.length;
    console.log(`${name.padEnd(20)} ${(jpeg.length / 1024).toFixed(1)} KB`);
  }
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);
