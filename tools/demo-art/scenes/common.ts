/**
 * What the scenes share: the Scene type, and a few garden pieces laid out in
 * the world (a planted bed, a round planting hole, scattered plants).
 */
import { type Art, type Camera, C, LAYER, type Mood, type P2, type Rng, type Season, closedSmooth, dots, n, path, shade } from "../lib";
import { perennial, shrub, SHRUBS, weeds } from "../plants";

export interface Scene {
  /** Stable id, also the file name: `<id>.jpg` (and `<id>-before.jpg`). */
  id: string;
  camera: Camera;
  mood: Mood;
  season: Season;
  /** The "before" picture, if any, uses another mood or season (e.g. no lights on). */
  before?: { mood?: Mood; season?: Season };
  /** Draws the picture; `art.before` tells which of the pair it is. */
  draw(art: Art): void;
}

/** Outline of an irregular ground patch around (cx, cz), radii in metres. */
export function patch(
  art: Art,
  rng: Rng,
  cx: number,
  cz: number,
  rx: number,
  rz: number,
  { wobble = 0.1, y = 0, count = 14 } = {},
): string {
  const list: P2[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    list.push(art.project([cx + Math.cos(a) * rx * k, y, cz + Math.sin(a) * rz * k]));
  }
  return closedSmooth(list);
}

/**
 * A planted bed: mulch patch with an edge, shrubs at the back, perennials in
 * front, each plant placed at its own depth.
 */
export function plantedBed(
  art: Art,
  rng: Rng,
  cx: number,
  cz: number,
  rx: number,
  rz: number,
  { flowers = ["#e86f8e", "#a57fd6", "#f2c94c"], shrubs = 3, mulch = C.mulch, density = 1 } = {},
): void {
  art.add(
    path(patch(art, rng, cx, cz, rx, rz, { wobble: 0.06 }), {
      fill: mulch,
      stroke: "#8a6a4a",
      "stroke-width": n(Math.max(2, art.scaleAt(cx, cz) * 6)),
    }),
    LAYER.decal,
    cz + rz,
  );
  for (let i = 0; i < shrubs; i++) {
    const x = cx - rx * 0.6 + (1.2 * rx * (i + 0.5)) / shrubs + rng.range(-0.2, 0.2);
    const z = cz + rz * rng.range(0.2, 0.45);
    art.place(x, z, shrub(art, rng, { r: rng.range(45, 65), cols: rng.pick(SHRUBS), flowers: rng.chance(0.5) ? rng.pick(flowers) : null }));
  }
  const count = Math.round(rx * rz * 5 * density);
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.8;
    const x = cx + Math.cos(a) * rx * d;
    const z = cz + Math.sin(a) * rz * d;
    if (z > cz + rz * 0.15 && shrubs > 0) continue;
    art.place(x, z, perennial(rng, { r: rng.range(16, 26), color: rng.pick(flowers), tall: rng.chance(0.3) }));
  }
}

/** Tufts of weeds scattered over [x0, x1] × [z0, z1]. */
export function weedy(art: Art, rng: Rng, [x0, x1]: P2, [z0, z1]: P2, count: number, { color = "#7d9a45", h = 60 } = {}): void {
  for (let i = 0; i < count; i++) {
    const x = x0 + (x1 - x0) * rng.next();
    const z = z0 + (z1 - z0) * rng.next();
    art.place(x, z, weeds(rng, { w: rng.range(30, 70), h: h * rng.range(0.6, 1.3), color }));
  }
}

/** Bare soil over a world area with rake marks running across. */
export function soilArea(art: Art, rng: Rng, list: readonly P2[], { color = "#8a6040", marks = true } = {}): string {
  let svg = path(art.ground(list), { fill: color });
  if (marks) {
    const zs = list.map(([, z]) => z);
    const xs = list.map(([x]) => x);
    const z0 = Math.min(...zs);
    const z1 = Math.max(...zs);
    const lines: P2[] = [];
    for (let i = 0; i < 160; i++) {
      const z = z0 + (z1 - z0) * rng.next() ** 1.3;
      const x = Math.min(...xs) + (Math.max(...xs) - Math.min(...xs)) * rng.next();
      lines.push(art.project([x, 0, z]));
    }
    svg += dots(lines, 3, shade(color, 0.2));
  }
  return svg;
}
