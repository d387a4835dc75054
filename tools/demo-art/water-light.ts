/**
 * Irrigation (sprinkler jets, drip lines, valve box, controller) and garden
 * lights. Water jets and light pools are laid out in the world so they keep
 * their perspective; every light also draws its glow in LAYER.light.
 */
import { type Art, LAYER, type P2, type P3, type Rng, circle, dots, ellipse, line, n, path, rect, relative } from "./lib";

/**
 * Pop-up spray head at (X, Z) watering an arc of the lawn: `from`…`to` are
 * directions in degrees (0 = to the right, 90 = away from the camera),
 * `reach` metres, jets arching `rise` metres high.
 */
export function sprinkler(art: Art, rng: Rng, X: number, Z: number, { from = 0, to = 180, reach = 4, rise = 0.9, jets = 9 } = {}): void {
  const s = art.scaleAt(X, Z) * 100;
  const streams: string[] = [];
  const ends: P2[] = [];
  const mist: P2[] = [art.project([X, 0.1, Z])];
  for (let i = 0; i < jets; i++) {
    const a = ((from + ((to - from) * i) / (jets - 1)) * Math.PI) / 180;
    const r = reach * rng.range(0.88, 1.02);
    const list: P2[] = [];
    for (let k = 0; k <= 10; k++) {
      const t = k / 10;
      const p: P3 = [X + Math.cos(a) * r * t, 0.12 + rise * 4 * t * (1 - t) - 0.12 * t, Z + Math.sin(a) * r * t];
      list.push(art.project(p));
    }
    streams.push("M" + list.map(([x, y]) => `${n(x)} ${n(y)}`).join(" "));
    const end = list[list.length - 1] as P2;
    ends.push(end);
    mist.push(list[5] as P2);
  }
  // wet grass under the spray
  const wet: P2[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = ((from + ((to - from) * i) / 12) * Math.PI) / 180;
    wet.push(art.project([X + Math.cos(a) * reach, 0, Z + Math.sin(a) * reach]));
  }
  const centre = art.project([X, 0, Z]);
  art.add(
    path(`M${n(centre[0])} ${n(centre[1])}L` + wet.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ") + "Z", { fill: "#1f5a2c", opacity: ".22" }),
    LAYER.decal,
    Z + reach,
  );
  const d = streams.join("");
  const w = Math.max(1.2, s * 0.02);
  art.add(
    path(`M${mist.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ")}Z`, { fill: "#e9f7ff", opacity: ".2" }) +
      path(d, { stroke: "#ffffff", "stroke-width": d1w(w * 2.4), fill: "none", opacity: ".35" }) +
      path(d, { stroke: "#ffffff", "stroke-width": d1w(w * 1.6), fill: "none", "stroke-dasharray": `0 ${n(Math.max(6, s * 0.12))}` }) +
      dots(ends, Math.max(3, s * 0.05), "#f2fbff", { opacity: ".8" }),
    LAYER.air,
    Z,
  );
  art.place(X, Z, popUpHead());
}
const d1w = (v: number) => String(Math.round(v * 10) / 10);

/** Pop-up spray head risen out of the turf (sprite, cm). */
export function popUpHead(): string {
  return (
    ellipse(0, 0, 7, 2.4, { fill: "#2a2e31" }) +
    rect(-3.5, -10, 7, 10, { fill: "#5c646a" }) +
    rect(-4.5, -13, 9, 4, { rx: 1.5, fill: "#3a3f44" })
  );
}

/** A retracted head flush with the lawn (sprite). */
export function headCap(): string {
  return ellipse(0, 0, 7, 2.4, { fill: "#2f3438" }) + ellipse(0, -0.8, 4, 1.3, { fill: "#51595e" });
}

/** Drip pipe along world points with emitters every `spacing` m and drops. */
export function dripLine(art: Art, list: readonly P3[], { spacing = 0.3, drops = true } = {}): string {
  const sp = list.map((p) => art.project(p));
  const first = list[0];
  if (!first) return "";
  const s = art.scaleAt(first[0], first[2]) * 100;
  const emit: P2[] = [];
  const falling: P2[] = [];
  const wet: string[] = [];
  for (let i = 0; i < list.length - 1; i++) {
    const a = list[i] as P3;
    const b = list[i + 1] as P3;
    const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
    for (let t = spacing / 2; t < len; t += spacing) {
      const k = t / len;
      const p: P3 = [a[0] + (b[0] - a[0]) * k, a[1], a[2] + (b[2] - a[2]) * k];
      const q = art.project(p);
      const ss = art.scaleAt(p[0], p[2]) * 100;
      emit.push(q);
      if (drops) falling.push([q[0], q[1] + ss * 0.06]);
      wet.push(art.disc(p[0], p[2], 0.09, p[1], 0.06));
    }
  }
  const ws = Math.max(2, s * 0.018);
  return (
    path(wet.join(""), { fill: "#2b1a10", opacity: ".35" }) +
    line(sp, "#1d2124", ws) +
    dots(emit, ws * 2.1, "#3a4147") +
    (falling.length
      ? path(relative(falling, `l${n(ws * 0.5)} ${n(ws * 1.3)}a${n(ws * 0.55)} ${n(ws * 0.55)} 0 1 1-${n(ws)} 0z`), { fill: "#4aa8e0" })
      : "")
  );
}

/** Irrigation controller on a wall (sprite, cm; (0, 0) at its bottom). */
export function controller(): string {
  return (
    line(
      [
        [0, 0],
        [0, 60],
      ],
      "#8d9296",
      3,
    ) +
    rect(-14, -34, 28, 34, { rx: 3, fill: "#e9e7e1", stroke: "#b9b5ab", "stroke-width": 1.5 }) +
    rect(-10, -29, 20, 10, { rx: 1.5, fill: "#27485a" }) +
    rect(-8, -27, 10, 3, { rx: 1, fill: "#7fd0a0" }) +
    dots(
      [
        [-7, -12],
        [0, -12],
        [7, -12],
      ],
      4,
      "#5a8fb8",
    ) +
    circle(0, -5, 2.5, { fill: "#4fae6a" })
  );
}

/**
 * An open valve box sunk in the lawn, seen from above-front (world): green
 * box, lid leaning on it, three solenoid valves on a manifold inside.
 */
export function valveBox(art: Art, X: number, Z: number, { w = 0.6, d = 0.42 } = {}): string {
  const x0 = X - w / 2;
  const x1 = X + w / 2;
  const z0 = Z - d / 2;
  const z1 = Z + d / 2;
  const rim = 0.04;
  const opening = art.ground(
    [
      [x0 + rim, z0 + rim],
      [x1 - rim, z0 + rim],
      [x1 - rim, z1 - rim],
      [x0 + rim, z1 - rim],
    ],
    0.03,
  );
  const clip = art.id();
  art.defs.push(`<clipPath id="${clip}"><path d="${opening}"/></clipPath>`);
  const depth = 0.3;
  let inside = path(opening, { fill: "#3a2a1c" });
  inside += path(
    art.poly3([
      [x0, -depth, z1 - rim],
      [x1, -depth, z1 - rim],
      [x1, 0.03, z1 - rim],
      [x0, 0.03, z1 - rim],
    ]),
    { fill: "#1f4a2b" },
  );
  // gravel floor
  const grit: P2[] = [];
  for (let i = 0; i < 40; i++) grit.push(art.project([x0 + (w * ((i * 37) % 40)) / 40, -depth, z0 + (d * ((i * 13) % 40)) / 40]));
  inside += dots(grit, art.scaleAt(X, Z) * 2.5, "#8a8378");
  // manifold and valves
  const y = -depth + 0.1;
  const zm = Z + 0.02;
  const s = art.scaleAt(X, Z) * 100;
  inside += line(
    art.line3([
      [x0, y, zm],
      [x1, y, zm],
    ]),
    "#e9ece8",
    s * 0.05,
  );
  for (let i = 0; i < 3; i++) {
    const vx = x0 + w * (0.22 + i * 0.28);
    const [px, py] = art.project([vx, y, zm]);
    inside +=
      rect(px - s * 0.05, py - s * 0.05, s * 0.1, s * 0.1, { rx: s * 0.015, fill: "#222" }) +
      rect(px - s * 0.025, py - s * 0.12, s * 0.05, s * 0.08, { rx: s * 0.01, fill: "#2c2c2c" }) +
      circle(px, py - s * 0.13, s * 0.022, { fill: "#3d8f3f" }) +
      path(
        `M${n(px - s * 0.01)} ${n(py - s * 0.1)}q${n(s * 0.05)} ${n(-s * 0.06)} ${n(s * 0.1)} ${n(-s * 0.02)}M${n(px + s * 0.01)} ${n(py - s * 0.1)}q${n(s * 0.08)} ${n(-s * 0.03)} ${n(s * 0.14)} ${n(s * 0.02)}`,
        {
          stroke: i % 2 ? "#d33" : "#fbe14a",
          "stroke-width": n(Math.max(1, s * 0.008)),
          fill: "none",
        },
      );
  }
  const box = art.box([x0, x1], [0, 0.03], [z0, z1], { front: "#1f4a2b", top: "#2f6b3c", side: "#1a4026" });
  // the lid leaning against the back edge
  const lid = art.poly3([
    [x0 - 0.02, 0.03, z1 + 0.02],
    [x1 + 0.02, 0.03, z1 + 0.02],
    [x1 + 0.02, 0.45, z1 + 0.2],
    [x0 - 0.02, 0.45, z1 + 0.2],
  ]);
  return path(lid, { fill: "#2f6b3c", stroke: "#24502f", "stroke-width": 2 }) + box + `<g clip-path="url(#${clip})">${inside}</g>`;
}

/** Low bollard path light (sprite, cm); its glow and pool go to the light layer. */
export function bollard(art: Art, X: number, Z: number, { h = 55, on = true } = {}): void {
  art.place(
    X,
    Z,
    rect(-4, -h, 8, h, { fill: "#2a2e33" }) +
      rect(-6, -h - 12, 12, 12, { rx: 2, fill: on ? "#fff0c4" : "#7d8288" }) +
      rect(-8, -h - 17, 16, 6, { rx: 2, fill: "#2a2e33" }),
  );
  if (!on) return;
  art.add(path(art.disc(X, Z, 0.9, 0, 0.7), { fill: art.poolFill() }), LAYER.light, Z + 0.5);
  art.place(X, Z, circle(0, -h - 6, 30, { fill: art.glowFill() }) + rect(-6, -h - 12, 12, 12, { rx: 2, fill: "#fff6da" }), {
    layer: LAYER.light,
  });
}

/** Spotlight at a tree's foot (sprite, cm): the beam itself is drawn by `tree`. */
export function groundSpot(on = true): string {
  return path("M-9 0L-6-10H6L9 0Z", { fill: "#2a2e33" }) + ellipse(0, -10, 6, 2, { fill: on ? "#fff3cc" : "#666" });
}

/** A small light set in a vertical face (riser or deck skirt) at world p. */
export function faceLight(art: Art, p: P3, { on = true, down = 0.25 } = {}): void {
  const [x, y] = art.project(p);
  const s = art.scaleAt(p[0], p[2]) * 100;
  art.add(rect(x - s * 0.05, y - s * 0.02, s * 0.1, s * 0.04, { rx: s * 0.01, fill: on ? "#fff6d8" : "#555" }), LAYER.stand, p[2] - 0.02);
  if (!on) return;
  art.add(
    ellipse(x, y, s * 0.22, s * 0.12, { fill: art.glowFill() }) +
      path(art.disc(p[0], p[2] - down * 0.6, 0.35, p[1] - 0.2 > 0 ? p[1] - 0.2 : 0, down), { fill: art.poolFill() }),
    LAYER.light,
    p[2] - 0.3,
  );
}

/** Lantern by a door (on a wall, world point of its centre). */
export function wallLantern(art: Art, p: P3, on = true): void {
  const s = art.scaleAt(p[0], p[2]) * 100;
  const [x, y] = art.project(p);
  art.add(
    rect(x - s * 0.08, y - s * 0.12, s * 0.16, s * 0.24, {
      rx: s * 0.03,
      fill: on ? "#ffe7a8" : "#4a4f55",
      stroke: "#2a2e33",
      "stroke-width": n(Math.max(1, s * 0.02)),
    }),
    LAYER.stand,
    p[2] - 0.05,
  );
  if (on) art.add(circle(x, y, s * 0.9, { fill: art.glowFill() }), LAYER.light, p[2]);
}
