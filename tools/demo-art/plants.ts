/**
 * Plants, drawn as sprites in centimetres around the point where they touch
 * the ground (0, 0), except hedges and scattered leaves, which are laid out in
 * the world (metres) because they run into the distance.
 */
import { AUTUMN, type Art, C, FLOWERS, type P2, type Rng, circle, dots, ellipse, group, line, n, path, relative, shade, tint } from "./lib";

export function softShadow(art: Art, rx: number, ry: number, dx = 0): string {
  return ellipse(dx, 0, rx, ry, { fill: art.shadowFill() });
}

export const CROWNS = {
  summer: [C.forest, C.leaf],
  spring: ["#4f9a47", "#8cc46a"],
  autumn: ["#c9722b", "#e6a83a"],
  rust: ["#b9542f", "#d9822b"],
  gold: ["#b08a2c", "#dcb84a"],
  dry: ["#4d7d3a", "#7fa452"],
} as const;

export interface TreeOptions {
  h?: number;
  crown?: readonly string[];
  trunk?: string;
  /** Bare branches (winter), with snow on them if "snow". */
  bare?: boolean | "snow";
  blossom?: string;
  /** Light from a ground spotlight: returns the lit overlay separately. */
  uplit?: boolean;
}

/** Round-crowned deciduous tree. `lit` is the overlay for LAYER.light. */
export function tree(art: Art, rng: Rng, o: TreeOptions = {}): { svg: string; lit: string } {
  const { h = 700, crown = CROWNS.summer, trunk = C.woodDark } = o;
  const r = h * 0.25;
  const cy = -h + r * 1.1;
  const tw = h * 0.026;
  const trunkPath = path(`M${n(-tw)} 0L${n(-tw * 0.5)} ${n(cy)}L${n(tw * 0.5)} ${n(cy)}L${n(tw)} 0Z`, { fill: trunk });
  if (o.bare) {
    const limbs: string[] = [];
    const snow: P2[] = [];
    const grow = (x: number, y: number, a: number, len: number, depth: number) => {
      const x2 = x + Math.cos(a) * len;
      const y2 = y + Math.sin(a) * len;
      limbs.push(`M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`);
      if (depth === 0) {
        if (o.bare === "snow") snow.push([x2, y2 - 2]);
        return;
      }
      grow(x2, y2, a - rng.range(0.3, 0.6), len * 0.7, depth - 1);
      grow(x2, y2, a + rng.range(0.3, 0.6), len * 0.7, depth - 1);
    };
    grow(0, cy + r * 0.6, -Math.PI / 2 - 0.35, r * 0.7, 3);
    grow(0, cy + r * 0.3, -Math.PI / 2 + 0.4, r * 0.7, 3);
    grow(0, cy, -Math.PI / 2, r * 0.55, 3);
    return {
      svg:
        softShadow(art, r * 0.9, r * 0.14) +
        trunkPath +
        path(limbs.join(""), { stroke: trunk, "stroke-width": n(tw * 0.45), fill: "none" }) +
        (snow.length ? dots(snow, tw * 0.9, "#f5f8fb") : ""),
      lit: "",
    };
  }
  const blobs: [number, number, number][] = [
    [0, cy, r],
    [-r * 0.66, cy + r * 0.38, r * 0.7],
    [r * 0.64, cy + r * 0.32, r * 0.74],
    [rng.range(-0.35, 0.35) * r, cy - r * 0.42, r * 0.72],
    [rng.range(-0.3, 0.3) * r, cy + r * 0.55, r * 0.6],
  ];
  const highlights: [number, number, number][] = [
    [-r * 0.32, cy - r * 0.3, r * 0.46],
    [-r * 0.78, cy + r * 0.24, r * 0.34],
    [r * 0.22, cy - r * 0.66, r * 0.3],
  ];
  const bloom: P2[] = [];
  if (o.blossom) {
    for (let i = 0; i < 40; i++) {
      const b = rng.pick(blobs);
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0, 0.9) * b[2];
      bloom.push([b[0] + Math.cos(a) * d, b[1] + Math.sin(a) * d]);
    }
  }
  const svg =
    softShadow(art, r * 1.1, r * 0.18) +
    trunkPath +
    line(
      [
        [0, cy + r * 0.9],
        [r * 0.45, cy + r * 0.35],
      ],
      trunk,
      tw * 0.7,
    ) +
    group({ fill: crown[0] ?? C.forest }, ...blobs.map(([x, y, rr]) => circle(x, y, rr))) +
    group({ fill: crown[1] ?? C.leaf }, ...highlights.map(([x, y, rr]) => circle(x, y, rr))) +
    (bloom.length ? dots(bloom, r * 0.09, o.blossom ?? "#fff") : "");
  let lit = "";
  if (o.uplit) {
    const grad = art.linear(
      [
        [0, "#fff0b8", 0.6],
        [0.45, "#ffd985", 0.3],
        [1, "#ffd27a", 0],
      ],
      [0, cy + r * 1.3, 0, cy - r * 1.2],
      true,
    );
    const beam = art.linear(
      [
        [0, "#ffe6a8", 0.55],
        [1, "#ffe6a8", 0],
      ],
      [0, 0, 0, cy],
      true,
    );
    lit =
      path(`M-14-6L${n(-r * 0.55)} ${n(cy)}H${n(r * 0.55)}L14-6Z`, { fill: beam }) +
      group({ fill: grad, style: "mix-blend-mode:screen" }, ...blobs.map(([x, y, rr]) => circle(x, y, rr))) +
      path(`M${n(-tw)} 0L${n(-tw * 0.5)} ${n(cy)}L${n(tw * 0.5)} ${n(cy)}L${n(tw)} 0Z`, { fill: "#e8b878", opacity: ".8" });
  }
  return { svg, lit };
}

/**
 * Spruce: stacked tiers, the sunny half lighter; snow on the tiers in winter.
 * `snowOnly` draws only the snow, to lay it once more over a dusk picture's
 * tint (the snow keeps its light after sunset).
 */
export function conifer(art: Art, { h = 600, cols = [C.deep, C.forest], snow = false, snowOnly = false } = {}): string {
  const w = h * 0.2;
  const left: P2[] = [];
  for (let t = 1; t <= 4; t++) {
    const y = -h + h * 0.82 * (t / 4);
    const x = -w * (0.35 + 0.65 * (t / 4));
    left.push([x, y]);
    if (t < 4) left.push([x * 0.45, y - h * 0.02]);
  }
  const l = left.map(([x, y]) => `L${n(x)} ${n(y)}`).join("");
  const r = [...left]
    .reverse()
    .map(([x, y]) => `L${n(-x)} ${n(y)}`)
    .join("");
  const base = -h * 0.18;
  const lastY = left[left.length - 1]?.[1] ?? 0;
  // Snow lies on the upper slope of each tier, on both sides: a white cap
  // along the slope with a lumpy lower edge.
  const caps: string[] = [];
  if (snow || snowOnly) {
    const th = h * 0.03;
    let from: P2 = [0, -h];
    for (let i = 0; i < left.length; i += 2) {
      const tip = left[i]!;
      for (const side of [1, -1]) {
        const [ax, ay] = [from[0] * side, from[1]];
        const [bx, by] = [tip[0] * side, tip[1]];
        let d = `M${n(ax)} ${n(ay - 1)}L${n(bx)} ${n(by - 2)}`;
        const bumps = 4;
        for (let k = 1; k <= bumps; k++) {
          const t0 = 1 - (k - 1) / bumps;
          const t1 = 1 - k / bumps;
          const px = (t: number) => ax + (bx - ax) * t;
          const py = (t: number) => ay + (by - ay) * t;
          const dip = th * (k === bumps ? 0.6 : 1.3);
          d += `Q${n(px((t0 + t1) / 2))} ${n(py((t0 + t1) / 2) + dip + th)} ${n(px(t1))} ${n(py(t1) + th * 0.6)}`;
        }
        caps.push(d + "Z");
      }
      from = left[i + 1] ?? tip;
    }
  }
  const snowCaps =
    path(caps.join(""), { fill: "#ffffff" }) + path(`M0 ${n(-h - 2)}l${n(-w * 0.16)} ${n(h * 0.07)}h${n(w * 0.32)}z`, { fill: "#ffffff" });
  if (snowOnly) return snowCaps;
  return (
    softShadow(art, w * 1.1, w * 0.22) +
    path(`M${n(-h * 0.02)} 0h${n(h * 0.04)}v${n(base)}h${n(-h * 0.04)}z`, { fill: C.woodDark }) +
    path(`M0 ${n(-h)}${l}${r}Z`, { fill: cols[0] ?? C.deep }) +
    path(`M0 ${n(-h)}${l}L0 ${n(lastY)}Z`, { fill: cols[1] ?? C.forest }) +
    (snow ? snowCaps : "")
  );
}

export const SHRUBS = [
  [C.forest, C.leaf],
  [C.deep, C.green],
  ["#3b7a45", "#7fb35e"],
  ["#2f6b4f", "#5f9f7a"],
] as const;

/** Rounded shrub, optionally in flower. */
export function shrub(
  art: Art,
  rng: Rng,
  { r = 60, cols = SHRUBS[0] as readonly string[], flowers = null as string | null, count = 10 } = {},
): string {
  let svg =
    softShadow(art, r * 1.25, r * 0.22) +
    group(
      { fill: cols[0] ?? C.forest },
      circle(-r * 0.55, -r * 0.55, r * 0.62),
      circle(r * 0.55, -r * 0.5, r * 0.6),
      circle(0, -r * 0.85, r * 0.72),
    ) +
    group({ fill: cols[1] ?? C.leaf }, circle(-r * 0.28, -r * 0.98, r * 0.38), circle(-r * 0.72, -r * 0.7, r * 0.28));
  if (flowers) {
    const list: P2[] = [];
    for (let i = 0; i < count; i++) {
      const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
      const d = rng.range(0.25, 0.95) * r;
      list.push([Math.cos(a) * d * 1.2, -r * 0.6 + Math.sin(a) * d]);
    }
    svg += dots(list, r * 0.2, flowers);
  }
  return svg;
}

/** Young tree tied to a stake, with a mulch ring. */
export function sapling(art: Art, { h = 260, cols = ["#5f9f52", "#8fbf6a"] as readonly string[], bare = false } = {}): string {
  const top = -h * 0.78;
  const r = h * 0.17;
  const crown = bare
    ? path(`M0 ${n(top + r)}l${n(-r * 0.8)} ${n(-r * 1.2)}M0 ${n(top + r * 0.5)}l${n(r * 0.7)} ${n(-r * 1.3)}M0 ${n(top)}v${n(-r)}`, {
        stroke: C.woodDark,
        "stroke-width": 4,
      })
    : group(
        { fill: cols[0] ?? C.leaf },
        circle(0, top, r),
        circle(-r * 0.7, top + r * 0.45, r * 0.7),
        circle(r * 0.7, top + r * 0.4, r * 0.72),
      ) + group({ fill: cols[1] ?? C.fresh }, circle(-r * 0.3, top - r * 0.3, r * 0.45), circle(-r * 0.9, top + r * 0.3, r * 0.3));
  return (
    ellipse(0, 0, 48, 10, { fill: C.mulch }) +
    line(
      [
        [0, 0],
        [0, top + r * 0.6],
      ],
      C.woodDark,
      6,
    ) +
    line(
      [
        [16, 4],
        [16, -h * 0.55],
      ],
      C.woodLight,
      7,
    ) +
    line(
      [
        [1, -h * 0.42],
        [16, -h * 0.44],
      ],
      "#6c8f3a",
      4,
    ) +
    crown
  );
}

/** A perennial clump: leafy mound with flowers (`tall` for spikes). */
export function perennial(rng: Rng, { r = 30, color = FLOWERS[0] as string, tall = false, leaf = C.forest } = {}): string {
  const mound = group(
    { fill: leaf },
    circle(-r * 0.5, -r * 0.45, r * 0.55),
    circle(r * 0.5, -r * 0.45, r * 0.55),
    circle(0, -r * 0.7, r * 0.65),
  );
  const light = circle(-r * 0.25, -r * 0.9, r * 0.3, { fill: tint(leaf, 0.25) });
  if (tall) {
    const spikes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const x = -r * 0.6 + i * r * 0.3 + rng.range(-4, 4);
      spikes.push(`M${n(x)} ${n(-r * 0.8)}v${n(-r * rng.range(1.1, 1.7))}`);
    }
    return (
      mound +
      light +
      path(spikes.join(""), { stroke: shade(color, 0.1), "stroke-width": n(r * 0.16) }) +
      path(spikes.join(""), { stroke: tint(color, 0.2), "stroke-width": n(r * 0.09), "stroke-dasharray": `${n(r * 0.08)} ${n(r * 0.1)}` })
    );
  }
  const p: P2[] = [];
  for (let i = 0; i < 9; i++) p.push([rng.range(-r * 0.8, r * 0.8), -r * rng.range(0.5, 1.25)]);
  return mound + light + dots(p, r * 0.28, color);
}

/** Tall unkempt grass and weeds (for the "before" pictures). */
export function weeds(rng: Rng, { w = 60, h = 70, color = "#7d9a45", seed = "#c9b873" } = {}): string {
  const blades: string[] = [];
  const heads: P2[] = [];
  for (let i = 0; i < 9; i++) {
    const x = rng.range(-w / 2, w / 2);
    const hh = h * rng.range(0.5, 1);
    const bend = rng.range(-16, 16);
    blades.push(`M${n(x)} 0q${n(bend * 0.3)} ${n(-hh * 0.6)} ${n(bend)} ${n(-hh)}`);
    if (rng.chance(0.4)) heads.push([x + bend, -hh]);
  }
  return path(blades.join(""), { stroke: color, "stroke-width": 2.5, fill: "none" }) + dots(heads, 5, seed);
}

/** A low bramble / nettle patch. */
export function bramble(rng: Rng, { w = 120, h = 80 } = {}): string {
  const arcs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = rng.range(-w / 2, w / 2);
    arcs.push(`M${n(x)} 0q${n(rng.range(-30, 30))} ${n(-h * rng.range(1.2, 1.8))} ${n(rng.range(-60, 60))} ${n(-h * rng.range(0.2, 0.5))}`);
  }
  const leaves: P2[] = [];
  for (let i = 0; i < 26; i++) leaves.push([rng.range(-w * 0.6, w * 0.6), -rng.range(5, h)]);
  return (
    path(arcs.join(""), { stroke: "#6b4a3a", "stroke-width": 4, fill: "none" }) +
    dots(leaves, 16, "#4f7a3a") +
    dots(
      leaves.slice(0, 10).map(([x, y]) => [x + 4, y - 4]),
      9,
      "#7aa04e",
    )
  );
}

/** Tomato plant tied to a cane. */
export function tomato(rng: Rng, { h = 110 } = {}): string {
  const leaves: P2[] = [];
  const fruit: P2[] = [];
  for (let k = 0; k < 6; k++) {
    leaves.push([rng.range(-18, 18), -14 - k * (h / 7)]);
    if (k > 0 && k < 5 && rng.chance(0.7)) fruit.push([rng.range(-14, 14), -10 - k * (h / 7)]);
  }
  return (
    line(
      [
        [6, 0],
        [6, -h - 10],
      ],
      C.woodLight,
      4,
    ) +
    dots(leaves, 26, C.forest) +
    dots(
      leaves.map(([x, y]) => [x - 4, y - 5]),
      12,
      C.leaf,
    ) +
    dots(fruit, 11, "#e2573f")
  );
}

/** Lettuce / cabbage head. */
export function lettuce(rng: Rng, { r = 16, cols = [C.leaf, C.pale] as readonly string[] } = {}): string {
  return (
    ellipse(0, -r * 0.5, r * 1.2, r * 0.8, { fill: cols[0] ?? C.leaf }) +
    ellipse(rng.range(-3, 3), -r * 0.8, r * 0.65, r * 0.5, { fill: cols[1] ?? C.pale })
  );
}

/**
 * Pepper plant: a leafy bush with long peppers hanging under its leaves,
 * red and green, each on a short green stalk.
 */
export function pepper(rng: Rng, { h = 60 } = {}): string {
  const leaves: P2[] = [];
  for (let i = 0; i < 9; i++) leaves.push([rng.range(-20, 20), -rng.range(14, h)]);
  const fruit = leaves.slice(0, 3).map(([x, y], i) => {
    const len = rng.range(14, 20);
    const lean = rng.range(-18, 18);
    const color = i === 2 ? "#4f8f3a" : "#c9342a";
    return (
      `<g transform="translate(${n(x)} ${n(y + 4)}) rotate(${n(lean)})">` +
      path(`M-4 0Q-6 ${n(len * 0.55)} 0 ${n(len)}Q6 ${n(len * 0.55)} 4 0Z`, { fill: color }) +
      path(`M-1.5 2Q-3 ${n(len * 0.45)} -0.5 ${n(len * 0.7)}`, { stroke: "#ffffff", "stroke-width": 1.5, opacity: ".45", fill: "none" }) +
      path("M-4 0h8l-4-5z", { fill: "#2f6b2f" }) +
      `</g>`
    );
  });
  return (
    dots(leaves.slice(3), 22, "#3d7d3f") +
    fruit.join("") +
    dots(
      leaves.slice(0, 3).map(([x, y]) => [x + rng.range(-6, 6), y - 6] as P2),
      20,
      "#3d7d3f",
    ) +
    dots(
      leaves.slice(4).map(([x, y]) => [x - 3, y - 4] as P2),
      10,
      C.fresh,
    )
  );
}

/**
 * A hedge along a box in the world: [x0, x1] across, [z0, z1] deep, h tall.
 * Trimmed hedges are crisp boxes; overgrown ones shaggy with long shoots.
 */
export function hedge(
  art: Art,
  rng: Rng,
  [x0, x1]: P2,
  [z0, z1]: P2,
  h: number,
  { shaggy = false, cols = [C.green, C.fresh, C.forest] as readonly string[] } = {},
): string {
  const front = cols[0] ?? C.green;
  const top = cols[1] ?? C.fresh;
  const side = cols[2] ?? C.forest;
  let svg = art.box([x0, x1], [0, h], [z0, z1], { front, top, side });
  // leafy edges: dots along the visible top edges and the front face
  const edge: P2[] = [];
  const texture: P2[] = [];
  const span = x1 - x0;
  const stepsX = Math.max(6, Math.round(span / 0.25));
  for (let i = 0; i <= stepsX; i++) {
    const x = x0 + (span * i) / stepsX;
    edge.push(art.project([x, h, z0]));
    texture.push(art.project([x + rng.range(-0.1, 0.1), h * rng.range(0.15, 0.85), z0]));
  }
  const depthSteps = Math.max(4, Math.round((z1 - z0) / 0.3));
  for (let i = 0; i <= depthSteps; i++) {
    const z = z0 + ((z1 - z0) * i) / depthSteps;
    const xs = art.cam.x < x0 ? x0 : art.cam.x > x1 ? x1 : null;
    if (xs != null) {
      edge.push(art.project([xs, h, z]));
      texture.push(art.project([xs, h * rng.range(0.15, 0.85), z]));
    }
  }
  const s = art.scaleAt((x0 + x1) / 2, z0) * 100;
  svg += dots(texture, Math.max(3, s * 0.12), shade(front, 0.12)) + dots(edge, Math.max(4, s * 0.14), top);
  if (shaggy) {
    const shoots: string[] = [];
    const tips: P2[] = [];
    for (let i = 0; i < stepsX * 1.5; i++) {
      const x = x0 + span * rng.next();
      const z = z0 + (z1 - z0) * rng.next() * 0.3;
      const [sx, sy] = art.project([x, h * rng.range(0.7, 1), z]);
      const len = s * rng.range(0.2, 0.5);
      const dx = rng.range(-0.5, 0.5) * len;
      shoots.push(`M${n(sx)} ${n(sy)}q${n(dx * 0.2)} ${n(-len * 0.6)} ${n(dx)} ${n(-len)}`);
      tips.push([sx + dx, sy - len]);
    }
    svg +=
      path(shoots.join(""), { stroke: side, "stroke-width": n(Math.max(2, s * 0.04)), fill: "none" }) +
      dots(tips, Math.max(4, s * 0.1), front);
  }
  return svg;
}

/** Leaves lying on the ground over a world area, `count` of them. */
export function leafLitter(
  art: Art,
  rng: Rng,
  [x0, x1]: P2,
  [z0, z1]: P2,
  count: number,
  keep: (x: number, z: number) => boolean = () => true,
): string {
  const byColor: { p: P2; leaf: string }[][] = AUTUMN.map(() => []);
  for (let i = 0; i < count; i++) {
    const x = x0 + (x1 - x0) * rng.next();
    const z = z0 + (z1 - z0) * rng.next() ** 1.4;
    const c = rng.int(0, AUTUMN.length - 1);
    const s = art.scaleAt(x, z) * rng.range(7, 11);
    const a = rng.range(0, Math.PI * 2);
    if (!keep(x, z)) continue;
    const vx = Math.round(Math.cos(a) * s);
    const vy = Math.round(Math.sin(a) * s * 0.45);
    const px = -vy * 0.8;
    const py = vx * 0.4;
    const leaf = `q${n(vx / 2 + px)} ${n(vy / 2 + py)} ${vx} ${vy}q${n(-vx / 2 - px)} ${n(-vy / 2 - py)} ${-vx} ${-vy}`;
    byColor[c]?.push({ p: art.project([x, 0, z]), leaf });
  }
  return byColor
    .map((list, i) =>
      list.length
        ? path(
            relative(
              list.map((l) => l.p),
              (k) => list[k]?.leaf ?? "",
            ),
            { fill: AUTUMN[i] },
          )
        : "",
    )
    .join("");
}

/** Leaves in the air over the picture. */
export function fallingLeaves(rng: Rng, count: number, [y0, y1]: P2 = [120, 700]): string {
  const p = AUTUMN.map(() => [] as P2[]);
  for (let i = 0; i < count; i++) p[rng.int(0, 4)]?.push([rng.range(0, 1200), rng.range(y0, y1)]);
  return p
    .map((list, i) => path(relative(list, "q6-6 12 0q-6 6-12 0z"), { fill: AUTUMN[i], stroke: AUTUMN[i], "stroke-width": 2 }))
    .join("");
}
