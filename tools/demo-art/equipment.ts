/**
 * Tools, containers and machines (sprites in centimetres, (0, 0) on the
 * ground), and the earthworks they make (in the world, metres).
 */
import {
  AUTUMN,
  type Art,
  C,
  type P2,
  type P3,
  type Rng,
  circle,
  clamp,
  closedSmooth,
  dots,
  ellipse,
  group,
  line,
  n,
  path,
  rect,
  rotate,
  shade,
  tint,
} from "./lib";
import { softShadow } from "./plants";

/**
 * Garden tool standing on its blade, leaning by `angle` degrees; with `stuck`
 * (cm) the blade is pushed that deep into soil of colour `soil`, and a little
 * mound of it hides the buried part.
 */
export function tool(kind: "spade" | "rake" | "fork" | "broom", angle = 0, { stuck = 0, soil = C.earth } = {}): string {
  let svg: string;
  if (kind === "spade") {
    svg =
      line(
        [
          [0, -40],
          [0, -120],
        ],
        C.wood,
        5,
      ) +
      path("M-9-120h18v-10h-18z", { fill: "none", stroke: "#33383c", "stroke-width": 4 }) +
      path("M-11 0L-12-40H12L11 0Q0 7-11 0Z", { fill: C.steel });
  } else if (kind === "fork") {
    svg =
      line(
        [
          [0, -34],
          [0, -120],
        ],
        C.wood,
        5,
      ) +
      path("M-9-120h18v-10h-18z", { fill: "none", stroke: "#33383c", "stroke-width": 4 }) +
      path("M-10 0V-30H10V0M-3-30V0M3-30V0M-10-30Q0-40 10-30", { stroke: "#6f787d", "stroke-width": 3, fill: "none" });
  } else if (kind === "broom") {
    svg =
      line(
        [
          [0, -22],
          [0, -150],
        ],
        C.wood,
        5,
      ) +
      path("M-22 0L-16-24H16L22 0Z", { fill: "#c9a45a" }) +
      rect(-16, -28, 32, 8, { fill: "#7a5232" });
  } else {
    const tines: string[] = [];
    for (let i = 0; i <= 8; i++) tines.push(`M0-34L${n(-30 + i * 7.5)} 0`);
    svg =
      line(
        [
          [0, -32],
          [0, -170],
        ],
        C.wood,
        5,
      ) +
      path(tines.join(""), { stroke: "#3f8a4a", "stroke-width": 3, fill: "none" }) +
      path("M-20-14Q0-20 20-14", { stroke: "#3f8a4a", "stroke-width": 3, fill: "none" });
  }
  if (!stuck) return rotate(angle, svg);
  return (
    `<g transform="translate(0 ${n(stuck)})">${rotate(angle, svg)}</g>` +
    path(`M-30 2Q-22 ${n(-stuck * 0.55)} 0 ${n(-stuck * 0.6)}Q22 ${n(-stuck * 0.55)} 30 2Z`, { fill: soil }) +
    path(`M-30 2Q0 ${n(-stuck * 0.2)} 30 2Z`, { fill: shade(soil, 0.15) })
  );
}

/** A tool lying flat on the ground, seen side on. */
export function toolLying(kind: "rake" | "spade"): string {
  return kind === "rake"
    ? line(
        [
          [-85, -3],
          [60, -3],
        ],
        C.wood,
        5,
      ) + path("M60-14v20M60-10h10M60-2h10M60 6h10", { stroke: "#3f8a4a", "stroke-width": 3 })
    : line(
        [
          [-60, -3],
          [40, -3],
        ],
        C.wood,
        5,
      ) + path("M40-10h30l4 7-4 7h-30z", { fill: C.steel });
}

/** Wheelbarrow facing right, loaded with soil, plants, leaves or compost. */
export function wheelbarrow(art: Art, rng: Rng, { load = "soil", color = "#c8553d" } = {}): string {
  let contents = "";
  if (load === "leaves") {
    contents =
      path("M-62-80Q0-124 70-80Z", { fill: AUTUMN[4] }) +
      dots(
        Array.from({ length: 12 }, () => [rng.range(-45, 50), rng.range(-104, -84)] as P2),
        9,
        AUTUMN[0] ?? "#d9822b",
      ) +
      dots(
        Array.from({ length: 8 }, () => [rng.range(-40, 45), rng.range(-100, -84)] as P2),
        8,
        AUTUMN[1] ?? "#e6a83a",
      );
  } else if (load === "plants") {
    contents =
      path("M-62-80Q0-104 70-80Z", { fill: C.soil }) +
      rect(-44, -106, 26, 26, { fill: "#b8643e" }) +
      rect(0, -104, 26, 24, { fill: "#b8643e" }) +
      dots(
        [
          [-38, -112],
          [-24, -116],
          [-30, -125],
          [7, -110],
          [20, -114],
          [14, -122],
        ],
        16,
        C.leaf,
      ) +
      dots(
        [
          [-30, -122],
          [16, -120],
          [-22, -112],
        ],
        6,
        "#e86f8e",
      );
  } else if (load === "branches") {
    contents =
      path("M-62-80Q0-118 70-80Z", { fill: "#6b5a3a" }) +
      path("M-70-90L60-130M-40-84L80-120M-60-100L30-140", { stroke: C.woodDark, "stroke-width": 4 }) +
      dots(
        [
          [40, -128],
          [70, -120],
          [20, -136],
          [-10, -110],
        ],
        14,
        "#6e8b4a",
      );
  } else if (load !== "empty") {
    contents =
      path("M-62-80Q0-116 70-80Z", { fill: load === "compost" ? "#3f2a1b" : C.soil }) +
      dots(
        [
          [-20, -90],
          [6, -98],
          [30, -88],
          [-38, -86],
        ],
        5,
        C.soilDark,
      );
  }
  return (
    softShadow(art, 105, 14) +
    line(
      [
        [-44, -38],
        [-48, 0],
      ],
      C.metal,
      5,
    ) +
    line(
      [
        [50, -19],
        [-25, -44],
        [-102, -58],
      ],
      C.metal,
      5,
    ) +
    line(
      [
        [-102, -58],
        [-118, -60],
      ],
      "#222",
      8,
    ) +
    contents +
    path("M-62-82H70L52-37H-39Z", { fill: color }) +
    path("M-39-37H52L58-52H-45Z", { fill: shade(color, 0.18) }) +
    line(
      [
        [-63, -83],
        [72, -83],
      ],
      tint(color, 0.25),
      6,
    ) +
    circle(50, -19, 19, { fill: "#2b2d2f" }) +
    circle(50, -19, 6, { fill: "#a7aeb2" })
  );
}

/** Green-waste bags: a big white builder's bag and a tied dark sack. */
export function bags(art: Art, rng: Rng, { big = true, sack = true, fill = "leaves" as "leaves" | "clippings" } = {}): string {
  const heap = Array.from({ length: 8 }, () => [rng.range(-40, 40), rng.range(-108, -96)] as P2);
  const c1 = fill === "leaves" ? (AUTUMN[0] ?? "#d9822b") : C.leaf;
  const c2 = fill === "leaves" ? (AUTUMN[2] ?? "#b9542f") : C.fresh;
  let svg = softShadow(art, 100, 14, 30);
  if (big) {
    svg +=
      path("M-48 0Q-55-50-45-96H45Q55-50 48 0Z", { fill: "#e6e0d0" }) +
      dots(heap, 16, c1) +
      dots(
        heap.slice(0, 4).map(([x, y]) => [x + 6, y + 4] as P2),
        10,
        c2,
      ) +
      path("M-45-96H45L41-86H-41Z", { fill: "#cbc3ad" }) +
      path("M-45-96q7-20 14 0M31-96q7-20 14 0", { stroke: "#2f6b3c", "stroke-width": 5, fill: "none" });
  }
  if (sack) {
    svg +=
      path("M48 2Q36-26 48-58Q55-70 64-74L68-84L73-74Q84-70 90-58Q102-26 90 2Z", { fill: "#2f5d3a" }) +
      path("M58-62Q68-56 80-62", { stroke: "#214430", "stroke-width": 3, fill: "none" });
  }
  return svg;
}

/** Raked pile of leaves (or of hedge clippings). */
export function leafPile(art: Art, rng: Rng, { w = 90, h = 50, kind = "leaves" as "leaves" | "clippings" | "brush" } = {}): string {
  const palette =
    kind === "leaves"
      ? AUTUMN
      : kind === "clippings"
        ? [C.leaf, C.fresh, C.green, "#6e9a3e", C.leaf]
        : ["#7a6a44", "#8a7a4a", "#5c4a30", "#6e8b4a", "#9a8a5a"];
  const base = kind === "leaves" ? "#b9692e" : kind === "clippings" ? "#4f8a3f" : "#6b5a3a";
  const specks = palette.map(() => [] as P2[]);
  for (let i = 0; i < 30; i++) {
    const u = rng.range(-0.85, 0.85);
    const top = -h * (1 - u * u) * 0.95;
    specks[rng.int(0, 4)]?.push([u * w, rng.range(top + 4, -4)]);
  }
  let sticks = "";
  if (kind === "brush") {
    const s: string[] = [];
    for (let i = 0; i < 10; i++)
      s.push(`M${n(rng.range(-w, w * 0.5))} ${n(-rng.range(0, h * 0.6))}l${n(rng.range(40, 90))} ${n(-rng.range(10, h * 0.8))}`);
    sticks = path(s.join(""), { stroke: C.woodDark, "stroke-width": 4 });
  }
  return (
    softShadow(art, w * 1.15, 12) +
    path(`M${n(-w)} 0C${n(-w * 0.75)} ${n(-h * 1.3)} ${n(w * 0.75)} ${n(-h * 1.3)} ${n(w)} 0Z`, { fill: base }) +
    path(`M${n(-w)} 0C${n(-w * 0.6)} ${n(-h * 0.45)} ${n(w * 0.6)} ${n(-h * 0.45)} ${n(w)} 0Z`, { fill: shade(base, 0.15) }) +
    specks.map((p, i) => dots(p, 10, palette[i] ?? base)).join("") +
    sticks
  );
}

/** Small single-axle trailer heaped with garden waste, drawbar to the left. */
export function trailer(art: Art, rng: Rng, { load = "branches" as "leaves" | "branches" | "empty" } = {}): string {
  const heap: P2[] = [];
  const heap2: P2[] = [];
  for (let i = 0; i < 22; i++) {
    const u = rng.range(-0.9, 0.9);
    const y = -92 - 40 * (1 - u * u) + rng.range(0, 24);
    (rng.chance(load === "leaves" ? 0.8 : 0.5) ? heap : heap2).push([u * 95, y]);
  }
  const sticks: string[] = [];
  if (load === "branches")
    for (let i = 0; i < 9; i++)
      sticks.push(`M${n(rng.range(-120, 40))} ${n(-rng.range(95, 130))}l${n(rng.range(60, 120))} ${n(-rng.range(-10, 40))}`);
  return (
    softShadow(art, 125, 14, 6) +
    line(
      [
        [-100, -45],
        [-160, -38],
      ],
      "#2e3336",
      6,
    ) +
    circle(-162, -38, 5, { fill: "#2e3336" }) +
    (load === "empty"
      ? ""
      : path("M-100-88Q0-160 106-88Z", { fill: load === "leaves" ? "#b9692e" : "#4f6b34" }) +
        dots(heap, 17, load === "leaves" ? (AUTUMN[0] ?? "#d9822b") : "#6e8b4a") +
        dots(heap2, 14, load === "leaves" ? (AUTUMN[2] ?? "#b9542f") : "#8a7a4a") +
        path(sticks.join(""), { stroke: C.woodDark, "stroke-width": 5 })) +
    rect(-106, -92, 212, 54, { rx: 4, fill: "#5d6e77" }) +
    rect(-106, -92, 212, 8, { rx: 3, fill: "#7b8d96" }) +
    path("M-106-64H106", { stroke: "#4d5c64", "stroke-width": 2 }) +
    circle(0, -24, 24, { fill: "#25282a" }) +
    circle(0, -24, 9, { fill: "#9aa3a8" }) +
    path("M-34-38Q0-70 34-38", { fill: "#4d5c64" })
  );
}

/** Builder's tarp lying on the ground with clippings on it (world). */
export function tarp(art: Art, [x0, x1]: P2, [z0, z1]: P2, color = "#3b7dc4"): string {
  return path(
    art.ground([
      [x0, z0],
      [x1, z0 + 0.1],
      [x1 - 0.1, z1],
      [x0 + 0.1, z1 - 0.05],
    ]),
    { fill: color, stroke: shade(color, 0.2), "stroke-width": 3 },
  );
}

/** Aluminium step ladder, seen side on (A shape), `h` cm tall. */
export function ladder(h = 300, lean = 0): string {
  const rungs: string[] = [];
  for (let y = -30; y > -h + 20; y -= 30) rungs.push(`M${n(-4 + (y / h) * lean)} ${n(y)}h${n(34)}`);
  return (
    path(`M0 0L${n(lean)} ${n(-h)}M36 0L${n(36 + lean)} ${n(-h)}`, { stroke: "#b9c2c7", "stroke-width": 6 }) +
    path(rungs.join(""), { stroke: "#9aa4a9", "stroke-width": 4 })
  );
}

/** Petrol hedge trimmer lying on the ground. */
export function hedgeTrimmer(): string {
  return (
    rect(-60, -22, 54, 22, { rx: 8, fill: "#e8742c" }) +
    path("M-6-14H90", { stroke: "#6f787d", "stroke-width": 9, "stroke-dasharray": "3 4", "stroke-linecap": "butt" }) +
    path("M-6-14H90", { stroke: "#4b5257", "stroke-width": 3 }) +
    path("M-50-22Q-40-44-20-22", { fill: "none", stroke: "#333", "stroke-width": 5 })
  );
}

/** Pressure washer on wheels with its hose and lance (side view). */
export function pressureWasher(): string {
  return (
    rect(-30, -70, 60, 60, { rx: 10, fill: "#f2b705" }) +
    rect(-22, -62, 44, 14, { rx: 4, fill: "#333" }) +
    line(
      [
        [20, -70],
        [26, -110],
      ],
      "#333",
      5,
    ) +
    circle(-16, -12, 12, { fill: "#2b2b2b" }) +
    circle(18, -12, 12, { fill: "#2b2b2b" })
  );
}

// ---------------------------------------------------------------------------
// Machines

/**
 * Mini excavator facing right. The boom rises from the swing bracket at the
 * front of the upper structure (the cab sits on its left front, the
 * counterweight at the back); boom → stick → bucket, the bucket's pin reaching
 * for `target` (local cm, y down). `blade` lowers the front dozer blade;
 * `below` hides the stick and bucket under that local y, in front of the
 * machine (where the near edge of a trench hides them).
 */
export function excavator(art: Art, target: P2, { curl = 0, blade = false, dirty = true, below = Infinity } = {}): string {
  const yellow = C.yellow;
  const dark = "#2b2b2b";
  const pivot: P2 = [92, -92];
  const L1 = 210;
  const L2 = 140;
  const dx = target[0] - pivot[0];
  const dy = target[1] - pivot[1];
  const dist = clamp(Math.hypot(dx, dy), 80, L1 + L2 - 4);
  const a = Math.atan2(dy, dx);
  const b = Math.acos(clamp((L1 * L1 + dist * dist - L2 * L2) / (2 * L1 * dist), -1, 1));
  // elbow up: the boom arches above the line to the bucket
  const ang = a - b;
  const elbow: P2 = [pivot[0] + L1 * Math.cos(ang), pivot[1] + L1 * Math.sin(ang)];
  const tip: P2 = [pivot[0] + dist * Math.cos(a), pivot[1] + dist * Math.sin(a)];
  const nx = -Math.sin(ang);
  const ny = Math.cos(ang);
  const bend: P2 = [(pivot[0] + elbow[0]) / 2 - nx * 34, (pivot[1] + elbow[1]) / 2 - ny * 34];
  const stickDeg = (Math.atan2(tip[1] - elbow[1], tip[0] - elbow[0]) * 180) / Math.PI;
  const bucket = `<g transform="translate(${n(tip[0])} ${n(tip[1])}) rotate(${n(stickDeg - 90 + curl)})">${
    (dirty ? path("M-16 2Q8-10 34 22L24 36Z", { fill: C.earth }) : "") +
    path("M12-8H-12Q-26 26 0 46L38 48L32 38Q14 26 12-8Z", { fill: "#3a3c3e" }) +
    path("M38 48l9-5-10-4zM33 39l9-5-10-3z", { fill: "#6a6e72" }) +
    circle(0, -3, 7, { fill: "#555" })
  }</g>`;
  const rollers: P2[] = [-78, -39, 0, 39, 78].map((x) => [x, -20]);
  const bladeY = blade ? 0 : -14;
  return (
    softShadow(art, 150, 16, 20) +
    // tracks
    rect(-110, -42, 220, 42, { rx: 21, fill: dark }) +
    rect(-94, -33, 188, 24, { rx: 12, fill: "#474a4c" }) +
    dots(rollers, 15, "#6e7275") +
    path("M-108-4H108", { stroke: "#1c1c1c", "stroke-width": 6, "stroke-dasharray": "8 6", "stroke-linecap": "butt" }) +
    // dozer blade at the front
    path(`M100-30L140 ${n(bladeY - 28)}V${n(bladeY)}H124Z`, { fill: shade(yellow, 0.12) }) +
    rect(122, bladeY - 36, 20, 36, { rx: 3, fill: yellow }) +
    // slewing ring and upper structure: counterweight at the back (left)
    rect(-60, -54, 120, 14, { fill: "#333" }) +
    path("M-128-58Q-138-96-112-116H-50V-58Z", { fill: shade(yellow, 0.1) }) +
    rect(-120, -78, 220, 24, { rx: 6, fill: yellow }) +
    // swing bracket at the front, where the boom is pinned
    path("M70-56L108-64V-104L80-108Z", { fill: shade(yellow, 0.22) }) +
    // cab on the front left of the upper structure
    path("M-70-78V-226H14L40-154V-78Z", { fill: yellow }) +
    path("M-58-90V-212H8L30-154V-90Z", { fill: "#bfe0ea" }) +
    path("M-44-90L6-212H-10L-58-118Z", { fill: "#ffffff", opacity: ".35" }) +
    rect(-78, -236, 100, 12, { rx: 4, fill: shade(yellow, 0.2) }) +
    rect(-40, -248, 12, 12, { rx: 3, fill: "#ff8a1f" }) +
    // boom (banana shaped), its cylinder, then the stick and bucket
    line(
      [
        [78, -74],
        [(pivot[0] + bend[0]) / 2 + nx * 4, (pivot[1] + bend[1]) / 2 + ny * 4],
      ],
      "#c8cccf",
      7,
    ) +
    path(`M${n(pivot[0])} ${n(pivot[1])}Q${n(bend[0])} ${n(bend[1])} ${n(elbow[0])} ${n(elbow[1])}`, {
      stroke: yellow,
      "stroke-width": 22,
      fill: "none",
    }) +
    path(`M${n(pivot[0])} ${n(pivot[1])}Q${n(bend[0])} ${n(bend[1])} ${n(elbow[0])} ${n(elbow[1])}`, {
      stroke: shade(yellow, 0.12),
      "stroke-width": 4,
      fill: "none",
      transform: `translate(0 8)`,
    }) +
    line(
      [
        [bend[0], bend[1] - 10],
        [elbow[0] - 4, elbow[1] - 16],
      ],
      "#c8cccf",
      6,
    ) +
    clipped(art, bucket + line([elbow, tip], shade(yellow, 0.05), 14), below) +
    circle(pivot[0], pivot[1], 8, { fill: "#555" }) +
    circle(elbow[0], elbow[1], 7, { fill: "#555" })
  );
}

/** Hides what lies below local y = `below`, in front of the machine (x > 60). */
function clipped(art: Art, svg: string, below: number): string {
  if (!Number.isFinite(below)) return svg;
  const id = art.id();
  art.defs.push(`<clipPath id="${id}"><path d="M-400-800H800V${n(below)}H60V400H-400Z"/></clipPath>`);
  return `<g clip-path="url(#${id})">${svg}</g>`;
}

/** Tracked mini dumper facing right: skip at the front, driver's step behind. */
export function dumper(art: Art, { tip = 0, load = true } = {}): string {
  const orange = C.orange;
  const skip = group(
    {},
    load
      ? path("M-56-58Q-10-100 50-64Z", { fill: C.earth }) +
          dots(
            [
              [-20, -72],
              [10, -78],
              [30, -68],
            ],
            9,
            shade(C.earth, 0.3),
          )
      : "",
    path("M-60-60H56L40 0H-48Z", { fill: orange }),
    path("M-60-60H56", { stroke: tint(orange, 0.25), "stroke-width": 8 }),
    path("M-40-40H36", { stroke: shade(orange, 0.15), "stroke-width": 4 }),
  );
  return (
    softShadow(art, 120, 14, 10) +
    rect(-90, -30, 190, 30, { rx: 15, fill: "#2b2b2b" }) +
    dots(
      [
        [-62, -15],
        [-20, -15],
        [22, -15],
        [64, -15],
      ],
      12,
      "#6e7275",
    ) +
    rect(-84, -62, 90, 32, { rx: 4, fill: "#444" }) +
    rect(-100, -30, 26, 10, { fill: "#555" }) +
    line(
      [
        [-78, -62],
        [-104, -130],
      ],
      "#333",
      6,
    ) +
    line(
      [
        [-104, -130],
        [-86, -132],
      ],
      "#222",
      8,
    ) +
    rect(-70, -92, 44, 30, { rx: 4, fill: shade(orange, 0.1) }) +
    `<g transform="translate(40 -34) rotate(${n(tip)} 50 0)">${skip}</g>`
  );
}

/** Heap of soil; a sprite, `w` and `h` in centimetres. */
export function soilHeap(art: Art, rng: Rng, { w = 150, h = 100, color = C.earth } = {}): string {
  const clods = Array.from({ length: 16 }, () => {
    const u = rng.range(-0.8, 0.8);
    return [u * w, rng.range(-h * (1 - u * u) * 0.9 + 6, -4)] as P2;
  });
  return (
    softShadow(art, w * 1.15, 16) +
    path(
      `M${n(-w)} 0C${n(-w * 0.6)} ${n(-h * 1.05)} ${n(-w * 0.1)} ${n(-h * 1.2)} ${n(w * 0.2)} ${n(-h)}C${n(w * 0.5)} ${n(-h * 0.85)} ${n(w * 0.8)} ${n(-h * 0.4)} ${n(w)} 0Z`,
      { fill: color },
    ) +
    path(`M${n(-w)} 0C${n(-w * 0.5)} ${n(-h * 0.5)} ${n(w * 0.5)} ${n(-h * 0.4)} ${n(w)} 0Z`, { fill: shade(color, 0.15) }) +
    dots(clods, Math.max(6, w * 0.06), shade(color, 0.3)) +
    dots(
      clods.slice(0, 6).map(([x, y]) => [x + 8, y - 5] as P2),
      Math.max(4, w * 0.04),
      C.clay,
    )
  );
}

/** Long low ridge of spoil along a trench's near edge (world, metres). */
export function spoilRidge(art: Art, rng: Rng, [x0, x1]: P2, z: number, { h = 0.35, color = C.earth } = {}): string {
  const top: P2[] = [];
  const steps = Math.max(6, Math.round((x1 - x0) / 0.4));
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const k = Math.sin((Math.PI * i) / steps) ** 0.5;
    top.push(art.project([x, h * k * rng.range(0.8, 1.05), z]));
  }
  const bottom = [art.project([x1, 0, z - 0.3]), art.project([x0, 0, z - 0.3])];
  const clods: P2[] = [];
  for (let i = 0; i < steps * 2; i++) {
    const x = x0 + (x1 - x0) * rng.next();
    clods.push(art.project([x, rng.range(0, h * 0.7), z - rng.range(0, 0.2)]));
  }
  const s = art.scaleAt((x0 + x1) / 2, z) * 100;
  return (
    path(closedSmooth([...top, ...bottom]), { fill: color }) +
    path(`M${top.map(([x, y]) => `${n(x)} ${n(y + s * 0.08)}`).join(" ")}`, {
      stroke: tint(color, 0.12),
      "stroke-width": n(s * 0.06),
      fill: "none",
    }) +
    dots(clods, Math.max(3, s * 0.05), shade(color, 0.25))
  );
}

/**
 * A trench [x0, x1] wide open along X at depth z (centre), `w` wide and
 * `d` deep: dark opening, the far wall facing the camera, a pipe on the floor.
 */
export function trench(art: Art, [x0, x1]: P2, z: number, { w = 0.5, d = 0.7, pipe = "" as string, wall = "#7a5030" } = {}): string {
  const zn = z - w / 2;
  const zf = z + w / 2;
  const opening = art.ground([
    [x0, zn],
    [x1, zn],
    [x1, zf],
    [x0, zf],
  ]);
  const clip = art.id();
  art.defs.push(`<clipPath id="${clip}"><path d="${opening}"/></clipPath>`);
  let inside = path(opening, { fill: "#2e1c10" });
  inside += path(
    art.poly3([
      [x0, -d, zf],
      [x1, -d, zf],
      [x1, 0, zf],
      [x0, 0, zf],
    ]),
    { fill: wall },
  );
  const endWall = art.cam.x < x0 ? x0 : art.cam.x > x1 ? x1 : null;
  if (endWall != null)
    inside += path(
      art.poly3([
        [endWall, -d, zn],
        [endWall, -d, zf],
        [endWall, 0, zf],
        [endWall, 0, zn],
      ]),
      { fill: shade(wall, 0.15) },
    );
  if (pipe) {
    const r = 0.06;
    const a = art.project([x0, -d + r, z]);
    const b = art.project([x1, -d + r, z]);
    const s = art.scaleAt((x0 + x1) / 2, z) * 100;
    inside +=
      line([a, b], pipe, s * r * 2) +
      line(
        [
          [a[0], a[1] - s * r * 0.6],
          [b[0], b[1] - s * r * 0.6],
        ],
        tint(pipe, 0.35),
        s * r * 0.5,
      );
  }
  const lip = line(
    art.line3([
      [x0, 0, zn],
      [x1, 0, zn],
    ]),
    "#c89a68",
    Math.max(2, art.scaleAt(x0, zn) * 6),
  );
  return `<g clip-path="url(#${clip})">${inside}</g>` + lip;
}

/**
 * A rectangular pit [x0, x1] × [z0, z1], `d` deep: the far wall and the side
 * walls the camera sees, the floor, all clipped to the opening.
 */
export function pit(art: Art, [x0, x1]: P2, [z0, z1]: P2, d: number, { wall = "#8a5a36", floor = "#5a3a22" } = {}): string {
  const opening = art.ground([
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ]);
  const clip = art.id();
  art.defs.push(`<clipPath id="${clip}"><path d="${opening}"/></clipPath>`);
  const q = (list: P3[]) => art.poly3(list);
  let inside = path(opening, { fill: floor });
  inside += path(
    q([
      [x0, -d, z1],
      [x1, -d, z1],
      [x1, 0, z1],
      [x0, 0, z1],
    ]),
    { fill: wall },
  );
  // side walls: the one on the far side from the camera faces it
  if (art.cam.x > x0)
    inside += path(
      q([
        [x0, -d, z0],
        [x0, -d, z1],
        [x0, 0, z1],
        [x0, 0, z0],
      ]),
      { fill: shade(wall, 0.12) },
    );
  if (art.cam.x < x1)
    inside += path(
      q([
        [x1, -d, z0],
        [x1, -d, z1],
        [x1, 0, z1],
        [x1, 0, z0],
      ]),
      { fill: shade(wall, 0.2) },
    );
  // bucket marks on the walls
  const marks: string[] = [];
  for (let x = x0 + 0.3; x < x1; x += 0.5)
    marks.push(
      "M" +
        art
          .line3([
            [x, -d * 0.9, z1],
            [x + 0.1, -0.1, z1],
          ])
          .map(([a, b]) => `${n(a)} ${n(b)}`)
          .join(" "),
    );
  inside += path(marks.join(""), { stroke: shade(wall, 0.2), "stroke-width": n(Math.max(1, art.scaleAt(x0, z1) * 5)) });
  return (
    `<g clip-path="url(#${clip})">${inside}</g>` +
    path(opening, { fill: "none", stroke: "#c89a68", "stroke-width": n(Math.max(2, art.scaleAt(x0, z0) * 5)) })
  );
}

/** Survey peg with a bright top. */
export function peg(): string {
  return rect(-3, -50, 6, 52, { fill: C.woodLight }) + rect(-4, -50, 8, 10, { fill: "#ff6b2c" });
}

/** Stack of pipes seen end on, pipes running back along Z (sprite). */
export function pipeStack(art: Art, color: string): string {
  const ends: P2[] = [
    [-26, -13],
    [0, -13],
    [26, -13],
    [-13, -36],
    [13, -36],
  ];
  return softShadow(art, 60, 10) + dots(ends, 25, color) + dots(ends, 15, shade(color, 0.5));
}

/** Coil of black polyethylene pipe lying on the ground (sprite). */
export function pipeCoil(art: Art): string {
  return (
    softShadow(art, 70, 10) +
    ellipse(0, -18, 62, 18, { fill: "none", stroke: "#222628", "stroke-width": 16 }) +
    ellipse(0, -26, 62, 18, { fill: "none", stroke: "#33383c", "stroke-width": 14 }) +
    ellipse(0, -34, 60, 17, { fill: "none", stroke: "#2a2e31", "stroke-width": 12 })
  );
}

/** Snow patches over a world area (late-winter pictures). */
export function snowPatches(art: Art, rng: Rng, [x0, x1]: P2, [z0, z1]: P2, count: number): string {
  const d: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + (x1 - x0) * rng.next();
    const z = z0 + (z1 - z0) * rng.next();
    const r = rng.range(0.4, 1.4);
    d.push(art.disc(x, z, r, 0, r * 0.6));
  }
  return path(d.join(""), { fill: "#eef3f8", opacity: ".9" });
}
