/**
 * Helpers shared by every demo illustration: seeded random numbers, colours,
 * SVG strings, and the `Art` class, which holds one picture's camera and its
 * drawings in depth order.
 *
 * Units: the world is measured in metres (X to the right, Y up, Z away from
 * the camera, the camera standing at X = cam.x, Z = 0, eye height cam.eye).
 * Small drawings ("sprites": a shrub, a wheelbarrow, a lamp) are drawn in
 * centimetres around the point where they touch the ground, (0, 0), and are
 * placed in the world with `art.place`, which scales them for their distance.
 */

export const W = 1200;
export const H = 900;

// ---------------------------------------------------------------------------
// Random numbers (seeded, reproducible)

export interface Rng {
  next(): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

function seedFrom(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** mulberry32, seeded from a text. */
export function makeRng(text: string): Rng {
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
    pick: <T>(list: readonly T[]) => list[Math.floor(list.length * next())] as T,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------
// Numbers and colours

/** Integer as text (never "-0"). */
export const n = (v: number) => String(Math.round(v) || 0);
/** One decimal as text. */
export const d1 = (v: number) => String(Math.round(v * 10) / 10 || 0);
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function rgb(c: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
}
/** Colour between a and b (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const pa = rgb(a);
  const pb = rgb(b);
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + ((pb[i] ?? 0) - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}
export const shade = (c: string, t: number) => mix(c, "#000000", t);
export const tint = (c: string, t: number) => mix(c, "#ffffff", t);

/** The shared palette: greens, earth and timber, stone, metal, light. */
export const C = {
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
  sand: "#d6b98e",
  wood: "#b07a45",
  woodDark: "#7a5232",
  woodLight: "#d3a66c",
  stone: "#a39b90",
  stoneLight: "#c6beb1",
  stoneDark: "#7c746a",
  plaster: "#f3ede0",
  roof: "#b4533a",
  metal: "#3a3f44",
  steel: "#9aa4a9",
  yellow: "#f2b705",
  orange: "#e8742c",
  water: "#e6f6ff",
  waterDeep: "#4aa8e0",
  warm: "#ffd27a",
  bulb: "#fff3cc",
};
export const FLOWERS = ["#e86f8e", "#f2c94c", "#f7f2e8", "#a57fd6", "#e2573f", "#f29b4b", "#d94f8a"];
export const AUTUMN = ["#d9822b", "#e6a83a", "#b9542f", "#c9a13a", "#a4622c"];

// ---------------------------------------------------------------------------
// SVG strings

type Attr = Record<string, string | number | undefined | null | false>;
export type P2 = readonly [number, number];
export type P3 = readonly [number, number, number];

const ZERO_DEFAULTS = new Set(["x", "y", "cx", "cy"]);
const attrs = (o: Attr) =>
  Object.entries(o)
    .filter(([k, v]) => v !== undefined && v !== null && v !== false && !(ZERO_DEFAULTS.has(k) && v === "0"))
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");
export const el = (tag: string, o: Attr, inner?: string) =>
  inner == null ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`;
export const path = (d: string, o: Attr = {}) => (d ? el("path", { d, ...o }) : "");
export const circle = (x: number, y: number, r: number, o: Attr = {}) => el("circle", { cx: n(x), cy: n(y), r: d1(r), ...o });
export const ellipse = (x: number, y: number, rx: number, ry: number, o: Attr = {}) =>
  el("ellipse", { cx: n(x), cy: n(y), rx: d1(rx), ry: d1(ry), ...o });
export const rect = (x: number, y: number, w: number, h: number, o: Attr = {}) =>
  el("rect", { x: n(x), y: n(y), width: n(w), height: n(h), ...o });
export const group = (o: Attr, ...kids: string[]) => el("g", o, kids.join(""));
/** Points as "x y x y …" for a path. */
export const pts = (list: readonly P2[]) => list.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ");
/** Closed polygon path data. */
export const poly = (list: readonly P2[]) => (list.length ? `M${pts(list)}Z` : "");
/** A stroked line (or polyline) through the given points. */
export const line = (list: readonly P2[], stroke: string, width: number, o: Attr = {}) =>
  path("M" + pts(list), { stroke, "stroke-width": d1(width), fill: "none", ...o });
/** Many round dots of one size and colour as a single path. */
export const dots = (list: readonly P2[], width: number, color: string, o: Attr = {}) =>
  list.length ? path(relative(list, "h0"), { stroke: color, "stroke-width": d1(width), fill: "none", ...o }) : "";
/**
 * Subpaths `shape` started at each point, each move relative to the last.
 * The shape must end where it started (closed with z, or h0, or a loop).
 */
export function relative(list: readonly P2[], shape: string | ((i: number) => string)): string {
  let d = "";
  let px = 0;
  let py = 0;
  list.forEach(([x, y], i) => {
    const X = Math.round(x);
    const Y = Math.round(y);
    d += (i ? `m${X - px} ${Y - py}` : `M${X} ${Y}`) + (typeof shape === "function" ? shape(i) : shape);
    px = X;
    py = Y;
  });
  return d;
}
/** Places local drawing at (x, y), scaled, optionally mirrored. */
export function at(x: number, y: number, s: number, inner: string, flip = false): string {
  const k = Math.round(s * 1000) / 1000;
  return `<g transform="translate(${d1(x)} ${d1(y)}) scale(${flip ? `-${k} ${k}` : k})">${inner}</g>`;
}
export const rotate = (deg: number, inner: string, cx = 0, cy = 0) =>
  `<g transform="rotate(${d1(deg)}${cx || cy ? ` ${n(cx)} ${n(cy)}` : ""})">${inner}</g>`;

/** Smooth curve through points (quadratic segments between midpoints). */
export function smooth(list: readonly P2[]): string {
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < list.length - 1; i++) {
    const [x, y] = list[i] as P2;
    const [x2, y2] = list[i + 1] as P2;
    d += `Q${n(x)} ${n(y)} ${n((x + x2) / 2)} ${n((y + y2) / 2)}`;
  }
  return d + `L${n(last[0])} ${n(last[1])}`;
}

/** A soft irregular closed blob around (cx, cy) (screen or local units). */
export function blob(cx: number, cy: number, rx: number, ry: number, rng: Rng, wobble = 0.12, count = 10): string {
  const p: P2[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    p.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return closedSmooth(p);
}

/** Smooth closed curve through points. */
export function closedSmooth(p: readonly P2[]): string {
  const count = p.length;
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = p[i] as P2;
    const b = p[(i + 1) % count] as P2;
    const prev = p[(i + count - 1) % count] as P2;
    if (i === 0) d += `M${n((prev[0] + a[0]) / 2)} ${n((prev[1] + a[1]) / 2)}`;
    d += `Q${n(a[0])} ${n(a[1])} ${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2)}`;
  }
  return d + "Z";
}

// ---------------------------------------------------------------------------
// Camera and picture

export interface Camera {
  /** Eye height above the ground, metres. */
  eye: number;
  /** Focal length in drawing units (1200 wide): ~900 wide angle, ~1500 tele. */
  f: number;
  /** Screen y of the horizon (may be above the frame for a view down). */
  horizon: number;
  /** Camera position across the garden, metres. */
  x?: number;
  /** Turn to the right, degrees (0 looks straight along Z). */
  yaw?: number;
  /** Screen x of the straight-ahead direction (default: the middle). */
  cx?: number;
}

/** Draw order: lower layers first, then far before near. */
export const LAYER = {
  sky: 0,
  far: 1,
  ground: 2,
  decal: 3,
  pool: 4,
  stand: 5,
  air: 6,
  night: 7,
  light: 8,
} as const;

export type Mood = "day" | "golden" | "overcast" | "dusk" | "night";
export type Season = "spring" | "summer" | "dry" | "autumn" | "winter";

interface Item {
  svg: string;
  layer: number;
  z: number;
  i: number;
}

/** One picture: its camera, gradients in <defs>, drawings in depth order. */
export class Art {
  readonly defs: string[] = [];
  private items: Item[] = [];
  private ids = 0;
  private shared = new Map<string, string>();
  readonly cam: Required<Camera>;
  private cos: number;
  private sin: number;

  /**
   * `seed` names the composition: a "before" picture uses the same seed as its
   * "after" picture, so everything both share is drawn identically.
   */
  constructor(
    readonly seed: string,
    cam: Camera,
    readonly mood: Mood,
    readonly season: Season,
    readonly before = false,
  ) {
    this.cam = { x: 0, yaw: 0, cx: W / 2, ...cam };
    const a = (this.cam.yaw * Math.PI) / 180;
    this.cos = Math.cos(a);
    this.sin = Math.sin(a);
  }

  get dark(): boolean {
    return this.mood === "dusk" || this.mood === "night";
  }

  /** An independent random stream for one part of the picture. */
  rng(key: string): Rng {
    return makeRng(`${this.seed}/${key}`);
  }

  /** Camera-space (x, depth) of a ground point. */
  view(X: number, Z: number): P2 {
    const dx = X - this.cam.x;
    return [dx * this.cos - Z * this.sin, dx * this.sin + Z * this.cos];
  }
  /** Distance along the view of a world point: what depth order uses. */
  depthOf(X: number, Z: number): number {
    return this.view(X, Z)[1];
  }
  /** Screen position of a world point. */
  project([X, Y, Z]: P3): P2 {
    const [x, z] = this.view(X, Z);
    const zz = Math.max(z, 0.05);
    return [this.cam.cx + (this.cam.f * x) / zz, this.cam.horizon + (this.cam.f * (this.cam.eye - Y)) / zz];
  }
  /** Screen pixels per centimetre at a ground point. */
  scaleAt(X: number, Z: number): number {
    return this.cam.f / Math.max(this.view(X, Z)[1], 0.05) / 100;
  }
  /** Screen y of the ground at distance Z straight ahead. */
  groundY(Z: number): number {
    return this.cam.horizon + (this.cam.f * this.cam.eye) / Z;
  }
  /** Ground distance seen at screen row y (inverse of groundY). */
  groundZ(y: number): number {
    return (this.cam.f * this.cam.eye) / Math.max(1, y - this.cam.horizon);
  }
  /** World X seen at screen column sx at depth Z (yaw 0). */
  worldX(sx: number, Z: number): number {
    return this.cam.x + ((sx - this.cam.cx) * Z) / this.cam.f;
  }

  /**
   * Path data of a world polygon, clipped to the space in front of the camera.
   */
  poly3(list: readonly P3[]): string {
    const near = 0.25;
    const out: P3[] = [];
    const d = (p: P3) => this.view(p[0], p[2])[1] - near;
    for (let i = 0; i < list.length; i++) {
      const a = list[i] as P3;
      const b = list[(i + 1) % list.length] as P3;
      const da = d(a);
      const db = d(b);
      if (da >= 0) out.push(a);
      if (da >= 0 !== db >= 0) {
        const t = da / (da - db);
        out.push([lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)]);
      }
    }
    return poly(out.map((p) => this.project(p)));
  }
  /**
   * A flat face of a solid, its corners counter-clockwise seen from outside:
   * path data if the camera sees its outer side, else "".
   */
  face(list: readonly P3[]): string {
    const p = list.map((q) => this.project(q));
    let area = 0;
    p.forEach(([x, y], i) => {
      const [x2, y2] = p[(i + 1) % p.length] as P2;
      area += x * y2 - x2 * y;
    });
    return area < 0 ? this.poly3(list) : "";
  }
  /** Ground polygon ([X, Z] corners) as path data. */
  ground(list: readonly P2[], y = 0): string {
    return this.poly3(list.map(([x, z]) => [x, y, z] as P3));
  }
  /** Screen points of a world polyline (no clipping). */
  line3(list: readonly P3[]): P2[] {
    return list.map((p) => this.project(p));
  }
  /** Ellipse lying on the ground (a circle of radius r metres), as path data. */
  disc(X: number, Z: number, r: number, y = 0, rz = r): string {
    const p: P2[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      p.push(this.project([X + Math.cos(a) * r, y, Z + Math.sin(a) * rz]));
    }
    return closedSmooth(p);
  }

  /**
   * An axis-aligned box [x0, x1] × [y0, y1] × [z0, z1], its visible faces
   * filled with the colours given (front faces the camera, side is either end).
   */
  box(
    [x0, x1]: P2,
    [y0, y1]: P2,
    [z0, z1]: P2,
    fill: { front: string; top?: string; side?: string; bottom?: string },
    o: Attr = {},
  ): string {
    const faces: string[] = [];
    const side = (list: P3[], color: string | undefined) => {
      const d = color ? this.face(list) : "";
      if (d) faces.push(path(d, { fill: color, ...o }));
    };
    side(
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      fill.side,
    );
    side(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      fill.side,
    );
    side(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      fill.top ?? fill.front,
    );
    side(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y0, z0],
      ],
      fill.bottom,
    );
    side(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      fill.front,
    );
    return faces.join("");
  }

  /** Short unique ids: a, b, … z, aa, ab, … */
  id(): string {
    let i = this.ids++;
    let id = "";
    do {
      id = String.fromCharCode(97 + (i % 26)) + id;
      i = Math.floor(i / 26) - 1;
    } while (i >= 0);
    return id;
  }
  private stops(list: readonly (readonly [number, string, number?])[]) {
    return list.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op == null ? "" : ` stop-opacity="${op}"`}/>`).join("");
  }
  /** Linear gradient (objectBoundingBox units unless `user`). */
  linear(list: readonly (readonly [number, string, number?])[], [x1, y1, x2, y2]: readonly number[] = [0, 0, 0, 1], user = false): string {
    const id = this.id();
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.defs.push(
      `<linearGradient id="${id}" x1="${d1(x1 ?? 0)}" y1="${d1(y1 ?? 0)}" x2="${d1(x2 ?? 0)}" y2="${d1(y2 ?? 1)}"${units}>${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(list: readonly (readonly [number, string, number?])[]): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}">${this.stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A gradient or clip made once per picture under `key`. */
  once(key: string, make: () => string): string {
    let v = this.shared.get(key);
    if (!v) {
      v = make();
      this.shared.set(key, v);
    }
    return v;
  }
  /** Soft round shadow. */
  shadowFill(): string {
    return this.once("shadow", () =>
      this.radial([
        [0, "#0d2616", 0.38],
        [1, "#0d2616", 0],
      ]),
    );
  }
  /** Warm light falloff for lamps. */
  glowFill(): string {
    return this.once("glow", () =>
      this.radial([
        [0, "#fff1c8", 0.95],
        [0.3, "#ffd27a", 0.5],
        [1, "#ffb347", 0],
      ]),
    );
  }
  /** Warm light lying on a surface (a pool under a lamp). */
  poolFill(): string {
    return this.once("pool", () =>
      this.radial([
        [0, "#ffe2a0", 0.75],
        [0.5, "#ffcf7a", 0.35],
        [1, "#ffb347", 0],
      ]),
    );
  }

  /** Adds drawing to a layer at a depth (metres from the camera). */
  add(svg: string, layer: number, z = 0): void {
    if (svg) this.items.push({ svg, layer, z, i: this.items.length });
  }
  /**
   * Places a sprite (drawn in centimetres around its ground point) standing
   * at world (X, Z), optionally lifted by `y` metres and mirrored.
   */
  place(X: number, Z: number, sprite: string, { y = 0, flip = false, scale = 1, layer = LAYER.stand as number, dz = 0 } = {}): void {
    const [sx, sy] = this.project([X, y, Z]);
    this.add(at(sx, sy, this.scaleAt(X, Z) * scale, sprite, flip), layer, this.depthOf(X, Z) + dz);
  }
  /** The same as `place`, but returns the SVG instead of adding it. */
  sprite(X: number, Z: number, svg: string, { y = 0, flip = false, scale = 1 } = {}): string {
    const [sx, sy] = this.project([X, y, Z]);
    return at(sx, sy, this.scaleAt(X, Z) * scale, svg, flip);
  }

  render(): string {
    const body = this.items
      .sort((a, b) => a.layer - b.layer || b.z - a.z || a.i - b.i)
      .map((it) => it.svg)
      .join("");
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" stroke-linecap="round" stroke-linejoin="round">` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      body +
      "</svg>\n";
    // Path data needs no space before a minus sign.
    return svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${d.replace(/ -/g, "-")}"`).replace(/(^|[^\d.#])(-?)0\.(\d)/g, "$1$2.$3");
  }
}

/** Height of the curve `smooth(list)` at x (points evenly spaced in x). */
export function curveAt(list: readonly P2[]): (x: number) => number {
  return (x) => {
    const p = (i: number) => list[clamp(i, 0, list.length - 1)] as P2;
    const step = p(1)[0] - p(0)[0];
    const i = clamp(Math.floor((x - p(0)[0]) / step + 0.5), 1, list.length - 2);
    const x0 = (p(i - 1)[0] + p(i)[0]) / 2;
    const t = clamp((x - x0) / step, 0, 1);
    const y0 = (p(i - 1)[1] + p(i)[1]) / 2;
    const y2 = (p(i)[1] + p(i + 1)[1]) / 2;
    return (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * p(i)[1] + t * t * y2;
  };
}
