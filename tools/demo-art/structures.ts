/**
 * Buildings and garden structures, built in the world (metres) from boxes
 * and faces, so that they stand in true perspective: a Tryavna-style house,
 * a shed, a deck and the pergola standing on it, raised beds, stone walls,
 * fences, paths and steps. Each returns SVG; the scene adds it at its depth.
 */
import { type Art, C, LAYER, type P2, type P3, type Rng, dots, line, n, path, shade, tint } from "./lib";

/** A window on a wall facing the camera (plane z), lower-left corner (x, y). */
function windowFront(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  z: number,
  { lit = false, frame = "#fbf8f2", shutters = "" } = {},
): { svg: string; glow: string } {
  const glass = lit ? "#ffd98a" : "#a9cad8";
  const q = (a: number, b: number, c: number, d: number) =>
    art.poly3([
      [a, b, z],
      [c, b, z],
      [c, d, z],
      [a, d, z],
    ]);
  const s = art.scaleAt(x + w / 2, z) * 100;
  let svg = "";
  if (shutters) svg += path(q(x - w * 0.45, y, x, y + h) + q(x + w, y, x + w * 1.45, y + h), { fill: shutters });
  svg += path(q(x, y, x + w, y + h), { fill: glass, stroke: frame, "stroke-width": n(Math.max(2, s * 0.07)) });
  const bars = art.line3([
    [x + w / 2, y, z],
    [x + w / 2, y + h, z],
  ]);
  const bar2 = art.line3([
    [x, y + h * 0.6, z],
    [x + w, y + h * 0.6, z],
  ]);
  svg += line(bars, frame, Math.max(1.5, s * 0.045)) + line(bar2, frame, Math.max(1.5, s * 0.045));
  svg += path(q(x - 0.06, y - 0.08, x + w + 0.06, y), { fill: "#e7e0d2" });
  let glow = "";
  if (lit) {
    const [cx, cy] = art.project([x + w / 2, y + h / 2, z]);
    glow =
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * w * 0.9)}" fill="${art.glowFill()}" opacity=".55"/>` +
      path(q(x, y, x + w, y + h), { fill: "#ffe6a6", opacity: ".75" });
  }
  return { svg, glow };
}

export interface HouseOptions {
  x0: number;
  z0: number;
  w?: number;
  d?: number;
  lit?: boolean;
  /** A gutter along the front eave; "leaves" when it is blocked with leaves. */
  gutter?: boolean | "leaves";
  /** Extra drawing on the ground-floor front wall: (art, wallZ) => svg. */
  extra?: (wallZ: number) => string;
  door?: number;
  /**
   * "tryavna": white ground floor under a dark timber upper floor that juts
   * out; "plaster": two plastered storeys; "bungalow": one plastered storey.
   */
  style?: "tryavna" | "plaster" | "bungalow";
  /** Colour of the plastered walls. */
  walls?: string;
  /** Colour of the roof (snow covers it in winter). */
  roof?: string;
  /** A gable roof (ridge along the front) instead of a hipped one. */
  gable?: boolean;
  /** Colour of the window shutters ("" for none). */
  shutters?: string;
}

/** Roof colours: red tiles, brown tiles, anthracite, Tryavna's grey stone slabs. */
export const ROOFS = { red: C.roof, brown: "#8a5236", anthracite: "#4b5057", slate: "#7d776e" } as const;
/** Wall colours: white, ochre, pale yellow, rose, pale grey. */
export const WALLS = { white: C.plaster, ochre: "#e6c48a", yellow: "#efe3ae", rose: "#e8c3b3", grey: "#d9d8cf" } as const;

/**
 * A house: stone plinth, plastered walls, deep eaves and a hipped (or gable)
 * tiled roof; by default Tryavna-style, with a dark timber upper floor
 * jutting out over a white ground floor.
 */
export function house(art: Art, rng: Rng, o: HouseOptions): string {
  const { x0, z0, w = 9, d = 7, lit = false, style = "tryavna", walls = C.plaster, gable = false } = o;
  const x1 = x0 + w;
  const z1 = z0 + d;
  const timber = "#6f4a2e";
  const roof = art.season === "winter" ? "#eef2f6" : (o.roof ?? C.roof);
  const wallSide = shade(walls, 0.09);
  const shutters = o.shutters ?? "#5d3b24";
  let svg = "";
  let glow = "";
  const top = style === "bungalow" ? 3.2 : 5.6;
  svg += art.box([x0 - 0.05, x1 + 0.05], [0, 0.6], [z0 - 0.05, z1], { front: C.stone, top: C.stone, side: C.stoneDark });
  svg += art.box([x0, x1], [0.6, style === "tryavna" ? 3 : top], [z0, z1], { front: walls, side: wallSide });
  // the Tryavna upper floor juts 0.5 m out at the front
  const uz = style === "tryavna" ? z0 - 0.5 : z0;
  if (style === "tryavna") {
    svg += art.box([x0 - 0.2, x1 + 0.2], [3, 5.6], [uz, z1], { front: timber, side: shade(timber, 0.15), bottom: shade(timber, 0.35) });
    const boards: string[] = [];
    for (let x = x0; x < x1 + 0.2; x += 0.35)
      boards.push(
        "M" +
          art
            .line3([
              [x, 3, uz],
              [x, 5.6, uz],
            ])
            .map(([a, b]) => `${n(a)} ${n(b)}`)
            .join(" "),
      );
    svg += path(boards.join(""), { stroke: shade(timber, 0.22), "stroke-width": n(Math.max(1, art.scaleAt(x0, uz) * 3)) });
  }
  // windows: a row upstairs, two downstairs and a door
  if (style !== "bungalow") {
    const upper = Math.max(2, Math.round(w / 2.4));
    for (let i = 0; i < upper; i++) {
      const cx = x0 + ((i + 0.5) * w) / upper;
      const win = windowFront(art, cx - 0.5, 3.6, 1, 1.4, uz - 0.01, {
        lit: lit && rng.chance(0.7),
        shutters: style === "plaster" ? shutters : "",
      });
      svg += win.svg;
      glow += win.glow;
    }
  }
  const doorX = x0 + w * (o.door ?? 0.2);
  for (const fx of style === "bungalow" ? [0.45, 0.8] : [0.5, 0.8]) {
    const cx = x0 + w * fx;
    if (Math.abs(cx - doorX) < 1.6) continue;
    const win = windowFront(art, cx - 0.6, 1.3, 1.2, 1.3, z0 - 0.01, { lit: lit && (rng.chance(0.8) || style === "bungalow"), shutters });
    svg += win.svg;
    glow += win.glow;
  }
  svg += path(
    art.poly3([
      [doorX - 0.5, 0.6, z0 - 0.01],
      [doorX + 0.5, 0.6, z0 - 0.01],
      [doorX + 0.5, 2.6, z0 - 0.01],
      [doorX - 0.5, 2.6, z0 - 0.01],
    ]),
    { fill: C.woodDark },
  );
  svg += art.box([doorX - 0.6, doorX + 0.6], [0, 0.18], [z0 - 0.5, z0], { front: C.stoneLight, top: C.stoneLight });
  if (o.extra) svg += o.extra(z0 - 0.01);
  // hipped or gable roof with deep eaves
  const ex0 = x0 - (gable ? 0.4 : 1);
  const ex1 = x1 + (gable ? 0.4 : 1);
  const ez0 = uz - 0.9;
  const ez1 = z1 + 0.9;
  const ye = top;
  const yr = ye + (gable ? 2.8 : 2.2);
  const zm = (ez0 + ez1) / 2;
  const inset = gable ? 0 : (ez1 - ez0) / 2;
  const ra: P3 = [ex0 + inset, yr, zm];
  const rb: P3 = [ex1 - inset, yr, zm];
  const A: P3 = [ex0, ye, ez0];
  const B: P3 = [ex1, ye, ez0];
  const Cc: P3 = [ex1, ye, ez1];
  const D: P3 = [ex0, ye, ez1];
  const roofFace = (list: P3[], color: string) => {
    const dd = art.face(list);
    return dd ? path(dd, { fill: color }) : "";
  };
  // the eaves' underside first, then the slopes
  if (art.cam.eye < ye) svg += path(art.poly3([A, B, [ex1, ye, uz], [ex0, ye, uz]]), { fill: shade(gable ? walls : timber, 0.4) });
  if (gable) {
    // the gable end on the camera's side, a wall under the roof's verge; the
    // front slope over it (the back slope never shows from the garden)
    const end = (x: number): P3[] => [
      [x, ye, z0],
      [x, yr - 0.25, zm],
      [x, ye, z1],
    ];
    if (art.cam.x > x1) svg += path(art.poly3(end(x1)), { fill: wallSide });
    if (art.cam.x < x0) svg += path(art.poly3(end(x0)), { fill: wallSide });
    svg += path(art.poly3([A, ra, rb, B]), { fill: roof });
    const verge = Math.max(2, art.scaleAt(x0, ez0) * 9);
    svg += line(art.line3([B, rb]), shade(roof, 0.3), verge) + line(art.line3([A, ra]), shade(roof, 0.3), verge);
  } else {
    svg += roofFace([A, ra, rb, B], roof);
    svg += roofFace([B, rb, Cc], shade(roof, 0.12));
    svg += roofFace([D, ra, A], shade(roof, 0.12));
    svg += roofFace([Cc, rb, ra, D], shade(roof, 0.05));
  }
  // tile courses on the front slope
  const courses: string[] = [];
  for (let t = 0.25; t < 1; t += 0.25) {
    const p = (q: P3, r: P3): P3 => [q[0] + (r[0] - q[0]) * t, q[1] + (r[1] - q[1]) * t, q[2] + (r[2] - q[2]) * t];
    courses.push(
      "M" +
        art
          .line3([p(A, ra), p(B, rb)])
          .map(([a, b]) => `${n(a)} ${n(b)}`)
          .join(" "),
    );
  }
  if (gable || art.face([A, ra, rb, B]))
    svg += path(courses.join(""), { stroke: shade(roof, 0.18), "stroke-width": n(Math.max(1, art.scaleAt(x0, ez0) * 4)) });
  svg += line(art.line3([A, B]), shade(roof, 0.35), Math.max(2, art.scaleAt(x0, ez0) * 10));
  if (o.gutter) {
    svg += art.box([ex0, ex1], [ye - 0.16, ye], [ez0 - 0.14, ez0], { front: "#8d9499", top: "#6d7479", bottom: "#7d8489" });
    svg += art.box([x0 + 0.2, x0 + 0.3], [0.3, ye - 0.1], [uz - 0.3, uz - 0.2], { front: "#8d9499", side: "#7d8489" });
    if (o.gutter === "leaves") {
      const lv: P2[] = [];
      for (let x = ex0 + 0.2; x < ex1; x += 0.22) lv.push(art.project([x + rng.range(-0.1, 0.1), ye + rng.range(0, 0.08), ez0 - 0.07]));
      svg +=
        dots(lv, Math.max(3, art.scaleAt(x0, ez0) * 12), "#a4622c") +
        dots(
          lv.filter((_, i) => i % 3 === 0),
          Math.max(2, art.scaleAt(x0, ez0) * 9),
          "#6e8b4a",
        );
    }
  }
  // chimney on the front slope
  const chx = x0 + w * 0.7;
  svg += art.box([chx, chx + 0.6], [ye + 0.6, yr + 0.9], [zm - 1.2, zm - 0.6], { front: walls, side: wallSide, top: "#555" });
  svg += art.box([chx - 0.1, chx + 0.7], [yr + 0.9, yr + 1.05], [zm - 1.3, zm - 0.5], {
    front: shade(roof, 0.2),
    top: shade(roof, 0.3),
    side: shade(roof, 0.3),
  });
  if (glow) art.add(glow, LAYER.light, z0);
  return svg;
}

/** Small timber shed with a pent roof; `extra` draws on its front wall. */
export function shed(
  art: Art,
  [x0, x1]: P2,
  [z0, z1]: P2,
  { h = 2.2, extra = undefined as ((z: number) => string) | undefined } = {},
): string {
  const wood = C.wood;
  let svg = art.box([x0, x1], [0, h], [z0, z1], { front: wood, side: shade(wood, 0.15), top: wood });
  const boards: string[] = [];
  for (let x = x0 + 0.15; x < x1; x += 0.15)
    boards.push(
      "M" +
        art
          .line3([
            [x, 0, z0],
            [x, h, z0],
          ])
          .map(([a, b]) => `${n(a)} ${n(b)}`)
          .join(" "),
    );
  svg += path(boards.join(""), { stroke: shade(wood, 0.2), "stroke-width": n(Math.max(1, art.scaleAt(x0, z0) * 1.5)) });
  const dx = x0 + (x1 - x0) * 0.55;
  svg += path(
    art.poly3([
      [dx, 0, z0 - 0.01],
      [dx + 0.9, 0, z0 - 0.01],
      [dx + 0.9, 1.9, z0 - 0.01],
      [dx, 1.9, z0 - 0.01],
    ]),
    { fill: C.woodDark },
  );
  if (extra) svg += extra(z0 - 0.02);
  svg += art.box([x0 - 0.2, x1 + 0.2], [h, h + 0.12], [z0 - 0.3, z1 + 0.2], {
    front: "#55604f",
    top: "#6b7864",
    side: "#4a5446",
    bottom: "#3e463b",
  });
  return svg;
}

/** Deck boards and the frame under them. */
export interface DeckOptions {
  h?: number;
  /** 0…1: how much of the deck (from the back) is boarded; < 1 shows the frame. */
  boarded?: number;
  steps?: number | null;
  color?: string;
}

/** A timber deck [x0, x1] × [z0, z1], `h` high, with steps at `steps` (x). */
export function deck(art: Art, [x0, x1]: P2, [z0, z1]: P2, o: DeckOptions = {}): string {
  const { h = 0.45, boarded = 1, steps = (x0 + x1) / 2, color = C.woodLight } = o;
  let svg = "";
  const face = shade(color, 0.25);
  if (boarded < 1) {
    // concrete pads, bearers and joists of a deck being built
    const zb = z1 - (z1 - z0) * boarded;
    for (const x of [x0 + 0.1, (x0 + x1) / 2, x1 - 0.25])
      for (const z of [z0 + 0.1, (z0 + z1) / 2, z1 - 0.3])
        svg += art.box([x, x + 0.25], [0, 0.15], [z, z + 0.25], { front: "#b9b6ae", top: "#cfccc4", side: "#a19e96" });
    svg += art.box([x0, x1], [0.15, 0.3], [z1 - 0.3, z1 - 0.2], { front: C.wood, top: C.woodLight });
    for (let x = x0; x <= x1 - 0.05; x += 0.5)
      svg += art.box([x, x + 0.05], [0.3, h - 0.03], [z0, zb + 0.2], { front: shade(C.wood, 0.1), top: C.wood, side: C.woodDark });
    svg += art.box([x0, x1], [0.15, 0.3], [z0, z0 + 0.1], { front: C.wood, top: C.woodLight });
    if (boarded > 0) svg += boards(art, [x0, x1], [zb, z1], h, color, face);
    return svg;
  }
  svg += boards(art, [x0, x1], [z0, z1], h, color, face);
  if (steps != null) {
    const sw = 1.2;
    svg += art.box([steps - sw / 2, steps + sw / 2], [0, h / 2], [z0 - 0.6, z0], { front: face, top: color, side: shade(face, 0.1) });
  }
  return svg;
}

function boards(art: Art, [x0, x1]: P2, [z0, z1]: P2, h: number, color: string, face: string): string {
  let svg = art.box([x0, x1], [0, h], [z0, z1], { front: face, top: color, side: shade(face, 0.12) });
  const gaps: string[] = [];
  for (let z = z0 + 0.14; z < z1; z += 0.14)
    gaps.push(
      "M" +
        art
          .line3([
            [x0, h, z],
            [x1, h, z],
          ])
          .map(([a, b]) => `${n(a)} ${n(b)}`)
          .join(" "),
    );
  if (art.cam.eye > h)
    svg += path(gaps.join(""), { stroke: shade(color, 0.18), "stroke-width": n(Math.max(1, art.scaleAt(x0, z0) * 1.2)) });
  return svg;
}

export interface PergolaOptions {
  /** Height of the surface the posts stand on (the deck), metres. */
  base?: number;
  h?: number;
  plant?: "wisteria" | "grape" | "rose" | null;
  lights?: boolean;
}

/**
 * Pergola over [x0, x1] × [z0, z1]: four posts standing on the surface at
 * `base`, beams along the front and back, rafters across; optional climber
 * and string lights (the lights' glow goes to LAYER.light).
 */
export function pergola(art: Art, rng: Rng, [x0, x1]: P2, [z0, z1]: P2, o: PergolaOptions = {}): string {
  const { base = 0, h = 2.4, plant = null, lights = false } = o;
  const top = base + h;
  const p = 0.12;
  const wood = C.wood;
  const col = { front: wood, side: shade(wood, 0.18), top: C.woodLight, bottom: shade(wood, 0.3) };
  const post = (x: number, z: number) => art.box([x - p / 2, x + p / 2], [base, top], [z - p / 2, z + p / 2], col);
  const beam = (z: number) => art.box([x0 - 0.4, x1 + 0.4], [top, top + 0.2], [z - 0.06, z + 0.06], col);
  const rafters: string[] = [];
  for (let x = x0 - 0.2; x <= x1 + 0.25; x += 0.45)
    rafters.push(art.box([x - 0.04, x + 0.04], [top + 0.2, top + 0.36], [z0 - 0.5, z1 + 0.5], col));
  let svg = post(x0, z1) + post(x1, z1) + beam(z1);
  const high = art.cam.eye > top + 0.3;
  if (!high) svg += rafters.join("");
  svg += post(x0, z0) + post(x1, z0) + beam(z0);
  if (high) svg += rafters.join("");
  const leafDots: P2[] = [];
  const light: P2[] = [];
  const bloom: string[] = [];
  if (plant) {
    const s = art.scaleAt((x0 + x1) / 2, z0) * 100;
    const climbX = rng.chance(0.5) ? x0 : x1;
    for (let y = base + 0.1; y < top; y += 0.18) {
      leafDots.push(art.project([climbX + rng.range(-0.12, 0.12), y, z0]));
      if (rng.chance(0.5)) light.push(art.project([climbX + rng.range(-0.1, 0.1), y + 0.05, z0 - 0.05]));
    }
    for (let i = 0; i < 90; i++) {
      const x = x0 - 0.3 + (x1 - x0 + 0.6) * rng.next();
      const z = z0 - 0.4 + (z1 - z0 + 0.8) * rng.next();
      if (Math.abs(x - climbX) > (x1 - x0) * 0.75) continue;
      const q = art.project([x, top + 0.3 + rng.range(0, 0.15), z]);
      leafDots.push(q);
      if (rng.chance(0.4)) light.push([q[0] - s * 0.04, q[1] - s * 0.05]);
      if (plant !== "grape" && rng.chance(0.35)) {
        const len = s * rng.range(0.2, 0.45);
        bloom.push(plant === "wisteria" ? `M${n(q[0])} ${n(q[1])}v${n(len)}` : `M${n(q[0])} ${n(q[1])}h0`);
      }
      if (plant === "grape" && rng.chance(0.2)) bloom.push(`M${n(q[0])} ${n(q[1] + s * 0.05)}v${n(s * 0.1)}`);
    }
    const leaf = art.season === "autumn" ? ["#a4762c", "#d9a63a"] : [C.forest, C.leaf];
    svg +=
      dots(leafDots, s * 0.2, leaf[0] ?? C.forest) +
      dots(light, s * 0.11, leaf[1] ?? C.leaf) +
      path(bloom.join(""), {
        stroke: plant === "wisteria" ? "#a98bd6" : plant === "rose" ? "#e4607f" : "#4b2f5e",
        "stroke-width": n(s * (plant === "rose" ? 0.1 : 0.07)),
      });
  }
  if (lights) svg += stringLights(art, [x0, x1], [z0, z1], top, base);
  return svg;
}

/** Festoon lights sagging between the pergola beams, glowing. */
function stringLights(art: Art, [x0, x1]: P2, [z0, z1]: P2, top: number, base: number): string {
  const strands: [P3, P3, number][] = [
    [[x0, top - 0.05, z0], [x1, top - 0.05, z0], 0.35],
    [[x0, top - 0.05, z1], [x1, top - 0.05, z1], 0.35],
    [[x0, top - 0.05, z0], [x1, top - 0.05, z1], 0.45],
    [[x1, top - 0.05, z0], [x0, top - 0.05, z1], 0.45],
  ];
  let wires = "";
  const bulbs: P2[] = [];
  for (const [a, b, sag] of strands) {
    const list: P2[] = [];
    const count = 14;
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const q: P3 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - sag * 4 * t * (1 - t), a[2] + (b[2] - a[2]) * t];
      const sp = art.project(q);
      list.push(sp);
      if (i > 0 && i < count && i % 2 === 0) bulbs.push(sp);
    }
    wires += "M" + list.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ");
  }
  const s = art.scaleAt((x0 + x1) / 2, z0) * 100;
  const pool = art.disc((x0 + x1) / 2, (z0 + z1) / 2, (x1 - x0) * 0.7, base, (z1 - z0) * 0.8);
  art.add(
    path(pool, { fill: art.poolFill() }) + dots(bulbs, s * 0.22, "#ffc865", { opacity: ".45" }) + dots(bulbs, s * 0.09, "#fff6d8"),
    LAYER.light,
    z0,
  );
  return path(wires, { stroke: "#1d1a17", "stroke-width": n(Math.max(1, s * 0.015)), fill: "none" }) + dots(bulbs, s * 0.1, "#c9a25a");
}

/** A raised timber bed [x0, x1] × [z0, z1], h high, soil at the top. */
export function raisedBed(art: Art, [x0, x1]: P2, [z0, z1]: P2, { h = 0.4, wood = C.wood, soil = C.soilDark } = {}): string {
  const t = 0.05;
  let svg = art.box([x0, x1], [0, h], [z0, z1], { front: wood, side: shade(wood, 0.15), top: tint(wood, 0.2) });
  svg += path(
    art.poly3([
      [x0 + t, h, z0 + t],
      [x1 - t, h, z0 + t],
      [x1 - t, h, z1 - t],
      [x0 + t, h, z1 - t],
    ]),
    { fill: soil },
  );
  svg += line(
    art.line3([
      [x0, h / 2, z0],
      [x1, h / 2, z0],
    ]),
    shade(wood, 0.25),
    Math.max(1, art.scaleAt(x0, z0) * 1.5),
  );
  return svg;
}

/** Front face of a dry-laid stone wall at z, from x0 to x1, `h` tall, `d` thick. */
export function stoneWall(art: Art, rng: Rng, [x0, x1]: P2, z: number, h: number, { d = 0.45, y = 0, cap = true } = {}): string {
  let svg = art.box([x0, x1], [y, y + h], [z, z + d], { front: "#6f675d", top: "#bdb4a6", side: "#8a8276" });
  const cols = [C.stone, C.stoneLight, "#b4aa9b", "#9c9286"];
  const rows = Math.max(2, Math.round(h / 0.22));
  const rh = h / rows;
  const stones: string[][] = cols.map(() => []);
  for (let r = 0; r < rows; r++) {
    let x = x0 - rng.range(0, 0.3);
    while (x < x1) {
      const w = rng.range(0.3, 0.6);
      const a = Math.max(x, x0) + 0.025;
      const b = Math.min(x + w, x1) - 0.025;
      if (b - a > 0.05)
        stones[rng.int(0, cols.length - 1)]?.push(
          art.poly3([
            [a, y + r * rh + 0.025, z - 0.01],
            [b, y + r * rh + 0.025, z - 0.01],
            [b, y + (r + 1) * rh - 0.025, z - 0.01],
            [a, y + (r + 1) * rh - 0.025, z - 0.01],
          ]),
        );
      x += w;
    }
  }
  svg += stones
    .map((list, i) => path(list.join(""), { fill: cols[i], stroke: cols[i], "stroke-width": n(Math.max(1, art.scaleAt(x0, z) * 4)) }))
    .join("");
  if (cap)
    svg += art.box([x0 - 0.03, x1 + 0.03], [y + h, y + h + 0.08], [z - 0.03, z + d + 0.03], {
      front: "#d6cfc2",
      top: "#e2dccf",
      side: "#c4bcae",
    });
  return svg;
}

/** Picket fence from (ax, az) to (bx, bz), posts every 2 m. */
export function fence(art: Art, [ax, az]: P2, [bx, bz]: P2, { h = 1.1, color = C.woodLight, partial = 1 } = {}): string {
  const len = Math.hypot(bx - ax, bz - az);
  const ux = (bx - ax) / len;
  const uz = (bz - az) / len;
  const at = (t: number, y: number): P3 => [ax + ux * t, y, az + uz * t];
  const end = len * partial;
  let posts = "";
  for (let t = 0; t <= len + 0.01; t += 2) {
    const [x, , z] = at(t, 0);
    posts += art.box([x - 0.05, x + 0.05], [0, h + 0.1], [z - 0.05, z + 0.05], {
      front: shade(color, 0.25),
      side: shade(color, 0.35),
      top: shade(color, 0.2),
    });
  }
  const rails = [0.25, h - 0.25]
    .map((y) =>
      line(art.line3([at(0, y), at(Math.max(end, Math.min(len, 2)), y)]), shade(color, 0.2), Math.max(2, art.scaleAt(ax, az) * 5)),
    )
    .join("");
  const pickets: string[] = [];
  for (let t = 0.1; t < end; t += 0.16) {
    const a = at(t, 0.05);
    const b = at(t + 0.09, 0.05);
    const c = at(t + 0.09, h - 0.05);
    const d2 = at(t + 0.045, h + 0.02);
    const e = at(t, h - 0.05);
    pickets.push(art.poly3([a, b, c, d2, e]));
  }
  return posts + rails + path(pickets.join(""), { fill: color, stroke: shade(color, 0.12), "stroke-width": 1 });
}

/** Irregular flat stones on the ground along a list of centre points. */
export function stonePath(art: Art, rng: Rng, centres: readonly P2[], { r = 0.28, color = "#a8a196", y = 0 } = {}): string {
  const stones: string[] = [];
  const tops: string[] = [];
  for (const [x, z] of centres) {
    const p: P2[] = [];
    const rr = r * rng.range(0.85, 1.15);
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2 + rng.range(-0.2, 0.2);
      const k = rng.range(0.8, 1.1);
      p.push(art.project([x + Math.cos(a) * rr * k, y, z + Math.sin(a) * rr * 0.8 * k]));
    }
    stones.push(`M${p.map(([a, b]) => `${n(a)} ${n(b)}`).join(" ")}Z`);
    const lift = art.scaleAt(x, z) * 3;
    tops.push(`M${p.map(([a, b]) => `${n(a)} ${n(b - lift)}`).join(" ")}Z`);
  }
  return (
    path(stones.join(""), { fill: shade(color, 0.35) }) + path(tops.join(""), { fill: color, stroke: tint(color, 0.15), "stroke-width": 1 })
  );
}

/** A paved strip on the ground between two edges (lists of [x, z]). */
export function pavedPath(
  art: Art,
  left: readonly P2[],
  right: readonly P2[],
  { color = "#b7aea0", joint = "#8f877b", y = 0 } = {},
): string {
  const outline = [...left, ...[...right].reverse()].map(([x, z]) => [x, y, z] as P3);
  let svg = path(art.poly3(outline), { fill: color });
  const joints: string[] = [];
  for (let i = 0; i < left.length; i++) {
    const l = left[i] as P2;
    const r = right[i] as P2;
    joints.push(
      "M" +
        art
          .line3([
            [l[0], y, l[1]],
            [r[0], y, r[1]],
          ])
          .map(([a, b]) => `${n(a)} ${n(b)}`)
          .join(" "),
    );
  }
  svg += path(joints.join(""), { stroke: joint, "stroke-width": 2 });
  svg += path(art.poly3(outline), { fill: "none", stroke: shade(color, 0.3), "stroke-width": 3 });
  return svg;
}
