/**
 * The backdrop of a picture: sky (sun, clouds, moon, stars), the Balkan
 * foothills with their forests and a far village, the yard's ground (lawn,
 * soil, snow) and the night tint that dark pictures are finished with.
 */
import {
  AUTUMN,
  type Art,
  C,
  LAYER,
  type P2,
  type Season,
  W,
  H,
  circle,
  curveAt,
  dots,
  group,
  mix,
  n,
  path,
  rect,
  relative,
  shade,
  smooth,
  tint,
  at,
} from "./lib";

const SKIES: Record<string, readonly (readonly [number, string])[]> = {
  day: [
    [0, "#6fa9d6"],
    [0.6, "#b9dcec"],
    [1, "#e8f2e8"],
  ],
  golden: [
    [0, "#7fa8d0"],
    [0.55, "#e9d7b5"],
    [1, "#f6d59a"],
  ],
  overcast: [
    [0, "#a9b6c0"],
    [1, "#dfe1dc"],
  ],
  // dark skies are drawn light: the night tint multiplies over everything
  dusk: [
    [0, "#7f8fe0"],
    [0.5, "#d7a8d8"],
    [1, "#ffd0a0"],
  ],
  night: [
    [0, "#5f78c8"],
    [0.7, "#8fa4e0"],
    [1, "#b7bde8"],
  ],
};

const HILLS: Record<Season, readonly string[]> = {
  spring: ["#b6d3c8", "#93c09f", "#73aa74", "#5e9e5a"],
  summer: ["#afcbc2", "#88b49a", "#659d72", "#4f8c56"],
  dry: ["#bccdc0", "#a1b792", "#8fa66c", "#8c9e5c"],
  autumn: ["#c2c9b8", "#b4ac86", "#a08a58", "#8d8048"],
  winter: ["#dfe7ef", "#d0dbe6", "#c3d0dc", "#e9eff5"],
};

/** Ground colour of the yard for a season. */
export const LAWN: Record<Season, string> = {
  spring: "#6aab4e",
  summer: "#5c9c4b",
  dry: "#a3a45a",
  autumn: "#799b48",
  winter: "#eef3f8",
};

/** Sky, sun or moon, clouds, stars. */
export function sky(art: Art): void {
  const { horizon } = art.cam;
  if (horizon < 40) return;
  const rng = art.rng("sky");
  const fill = art.linear(SKIES[art.mood] ?? [], [0, 0, 0, horizon + 60], true);
  art.add(rect(0, 0, W, horizon + 120, { fill }), LAYER.sky, 1e6);
  const top = Math.max(60, horizon * 0.25);
  if (art.mood === "night" || art.mood === "dusk") {
    const small: P2[] = [];
    const big: P2[] = [];
    const count = art.mood === "night" ? 70 : 22;
    for (let i = 0; i < count; i++) {
      const p: P2 = [rng.range(0, W), rng.range(8, horizon * (art.mood === "night" ? 0.75 : 0.4)) * rng.range(0.5, 1)];
      (rng.chance(0.8) ? small : big).push(p);
    }
    const mx = rng.range(150, 1050);
    const my = rng.range(top * 0.8, top * 1.3);
    const halo = art.radial([
      [0, "#f6f0d6", 0.45],
      [1, "#f6f0d6", 0],
    ]);
    art.add(
      dots(small, 2.4, "#ffffff", { opacity: ".7" }) +
        dots(big, 4, "#fff8e0") +
        (art.mood === "night"
          ? circle(mx, my, 110, { fill: halo }) +
            circle(mx, my, 32, { fill: "#f6f0d6" }) +
            dots(
              [
                [mx - 10, my - 6],
                [mx + 9, my + 10],
              ],
              9,
              "#e3dcbd",
            )
          : ""),
      LAYER.light,
      1e6,
    );
  } else if (art.mood !== "overcast") {
    const sx = rng.range(120, 1080);
    const sy = art.mood === "golden" ? horizon - rng.range(60, 110) : rng.range(top * 0.6, top * 1.1);
    const halo = art.radial([
      [0, "#fff8dc", 0.9],
      [0.35, "#fff3c4", 0.45],
      [1, "#fff3c4", 0],
    ]);
    art.add(
      circle(sx, sy, 130, { fill: halo }) + circle(sx, sy, 36, { fill: art.mood === "golden" ? "#fff0c0" : "#fff8de" }),
      LAYER.sky,
      1e6 - 1,
    );
  }
  if (art.mood !== "night") {
    let svg = "";
    const count = art.mood === "overcast" ? 6 : 2;
    for (let i = 0; i < count; i++) {
      const x = ((i + rng.range(0.2, 0.8)) * W) / count;
      svg += cloud(
        x,
        rng.range(top * 0.7, Math.min(horizon - 80, top * 1.9)),
        rng.range(0.5, 0.9),
        art.mood === "overcast" ? "#f2f2ee" : "#ffffff",
      );
    }
    art.add(svg, LAYER.sky, 1e6 - 2);
  }
}

function cloud(x: number, y: number, s: number, color: string): string {
  return at(
    x,
    y,
    s,
    group(
      { fill: color, opacity: ".85" },
      rect(-110, -28, 220, 28, { rx: 14 }),
      circle(-45, -28, 34),
      circle(15, -42, 44),
      circle(68, -24, 26),
    ),
  );
}

/** A treeline along a ridge: rounded crowns (or spruce tips) in patches. */
function forest(art: Art, ridge: (x: number) => number, color: string, r: number, layer: number): void {
  const rng = art.rng(`forest${layer}`);
  const winter = art.season === "winter";
  const dark = winter ? "#7d7f86" : mix(color, C.deep, 0.25);
  const warm = art.season === "autumn" ? rng.pick(AUTUMN) : mix(color, "#ffffff", 0.12);
  const phase = rng.range(0, 6.3);
  const freq = (2 * Math.PI) / rng.range(260, 480);
  const a: P2[] = [];
  const b: P2[] = [];
  const tips: P2[] = [];
  for (let x = -10; x < W + 10; x += r * 1.75) {
    if (Math.sin(x * freq + phase) < -0.2) continue;
    const y = ridge(x) + r * 0.6 + rng.range(-2, 3);
    if (rng.chance(winter ? 0.45 : 0.3)) {
      tips.push([x - r * 0.7, y + r]);
      continue;
    }
    (art.season === "autumn" ? (rng.chance(0.5) ? b : a) : rng.chance(0.2) ? b : a).push([x, y]);
    if (rng.chance(0.25)) a.push([x + r * 0.8, y + r * 1.2]);
  }
  art.add(
    dots(a, r * 2, dark) +
      dots(b, r * 2, art.season === "autumn" ? warm : shade(color, 0.1)) +
      (tips.length
        ? path(relative(tips, `l${n(r * 0.7)} ${n(-r * 2.4)} ${n(r * 0.7)} ${n(r * 2.4)}z`), {
            fill: winter ? "#3e5a50" : shade(color, 0.28),
          })
        : "") +
      (winter && tips.length
        ? dots(
            tips.map(([x, y]) => [x + r * 0.7, y - r * 1.8]),
            r * 0.6,
            "#f4f7fa",
          )
        : ""),
    LAYER.far,
    1e5 - layer * 10 - 1,
  );
}

/** Far houses with tiled roofs, sometimes with Tryavna's clock tower. */
function village(art: Art, ridge: (x: number) => number): void {
  const rng = art.rng("village");
  const cx = rng.range(180, 1020);
  const walls: string[] = [];
  const roofs: string[] = [];
  const lights: P2[] = [];
  const count = rng.int(5, 8);
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-80, 80);
    const y = ridge(x) + rng.range(14, 38);
    walls.push(`M${n(x)} ${n(y)}h12v8h-12z`);
    roofs.push(`M${n(x - 2)} ${n(y)}l8-6l8 6z`);
    if (rng.chance(0.7)) lights.push([x + rng.range(3, 9), y + 4]);
  }
  if (rng.chance(0.7)) {
    const x = cx + rng.range(-40, 40);
    const y = ridge(x) + 30;
    walls.push(`M${n(x)} ${n(y - 26)}h8v32h-8z`);
    roofs.push(`M${n(x - 1)} ${n(y - 26)}l5-12l5 12z`);
  }
  art.add(
    path(walls.join(""), { fill: "#efe9dc" }) + path(roofs.join(""), { fill: art.season === "winter" ? "#e9eef3" : "#b65a40" }),
    LAYER.far,
    1e5 - 15,
  );
  if (art.dark) art.add(dots(lights, 3, C.warm), LAYER.light, 1e5);
}

/**
 * Four layers of rolling foothills, lighter and bluer with distance, the last
 * one filling down to the bottom of the frame (the yard is drawn over it).
 */
export function hills(art: Art, { village: withVillage = true, low = false } = {}): void {
  const { horizon } = art.cam;
  if (horizon < 40) return;
  const rng = art.rng("hills");
  const colors = HILLS[art.season];
  const k = low ? 0.55 : 1;
  const layers = [
    { base: -120 * k, amp: 44 * k },
    { base: -62 * k, amp: 38 * k },
    { base: -14 * k, amp: 26 * k },
    { base: 22, amp: 10 },
  ];
  layers.forEach((layer, i) => {
    const base = horizon + layer.base + rng.range(-12, 12);
    const p1 = rng.range(0, 6.3);
    const p2 = rng.range(0, 6.3);
    const f1 = (2 * Math.PI) / rng.range(700, 1300);
    const f2 = (2 * Math.PI) / rng.range(260, 420);
    const list: P2[] = [];
    for (let x = -60; x <= W + 100; x += 140) {
      list.push([x, base - layer.amp * (0.72 * Math.sin(x * f1 + p1) + 0.28 * Math.sin(x * f2 + p2))]);
    }
    const color = colors[i] ?? "#888888";
    art.add(path(smooth(list) + `V${H + 10}H-60Z`, { fill: color }), LAYER.far, 1e5 - i * 10);
    const ridge = curveAt(list);
    if (i === 1 || i === 2) forest(art, ridge, color, i === 1 ? 8 : 12, i);
    if (i === 1 && withVillage) village(art, ridge);
  });
}

/**
 * The yard's ground from the camera to `zBack` metres, across `x0`…`x1`,
 * with mowing stripes on a lawn. Returns its colour.
 */
export function yard(
  art: Art,
  { zBack = 30, x0 = -80, x1 = 80, color = LAWN[art.season], stripes = art.season !== "winter" && art.season !== "dry", tufts = true } = {},
): string {
  const rng = art.rng("yard");
  art.add(
    path(
      art.ground([
        [x0, 0.3],
        [x1, 0.3],
        [x1, zBack],
        [x0, zBack],
      ]),
      { fill: color },
    ),
    LAYER.ground,
    1e4,
  );
  if (stripes) {
    const sw = rng.range(1.1, 1.5);
    const bands: string[] = [];
    for (let x = -40 + rng.range(0, sw); x < 40; x += 2 * sw)
      bands.push(
        art.ground([
          [x, 0.3],
          [x + sw, 0.3],
          [x + sw, zBack],
          [x, zBack],
        ]),
      );
    art.add(path(bands.join(""), { fill: tint(color, 0.08) }), LAYER.ground, 1e4 - 1);
  }
  if (tufts) {
    const marks: P2[] = [];
    const dark: P2[] = [];
    for (let i = 0; i < 260; i++) {
      const z = 2 + (zBack - 2) * rng.next() ** 2;
      const x = art.worldX(rng.range(-20, W + 20), z);
      const p = art.project([x, 0, z]);
      (rng.chance(0.5) ? marks : dark).push(p);
    }
    const grass = art.season === "winter" ? "#d6e0ea" : shade(color, 0.14);
    const light = art.season === "winter" ? "#ffffff" : tint(color, 0.16);
    art.add(
      path(relative(marks, "l-3-9m3 9l2-11m-2 11l5-7m-5 7"), { stroke: grass, "stroke-width": 2, fill: "none" }) +
        path(relative(dark, "l-2-7m2 7l3-8m-3 8"), { stroke: light, "stroke-width": 2, fill: "none" }),
      LAYER.ground,
      1e4 - 2,
    );
  }
  return color;
}

/**
 * The dark pictures are drawn in day colours and finished with one tint
 * multiplied over everything; lights are drawn above it (LAYER.light).
 */
export function nightTint(art: Art): void {
  if (!art.dark) return;
  // Snow keeps a winter dusk lighter.
  const snowy = art.season === "winter" && art.mood === "dusk";
  const fill = art.mood === "night" ? "#334077" : snowy ? "#8c8cc4" : "#6a6aa6";
  const low = art.mood === "night" ? "#2a3568" : snowy ? "#7479b4" : "#545a98";
  const grad = art.linear([
    [0, fill],
    [1, low],
  ]);
  art.add(rect(0, 0, W, H, { fill: grad, style: "mix-blend-mode:multiply" }), LAYER.night, 0);
}

/** Everything a picture needs behind its subject. */
export function backdrop(art: Art, opts: { village?: boolean; low?: boolean } = {}): void {
  sky(art);
  hills(art, opts);
  nightTint(art);
}
