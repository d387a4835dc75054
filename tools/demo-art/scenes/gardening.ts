/** Gardening: new lawn and beds, planting a tree, a new hedge, a finished border. */
import { backdrop, yard } from "../backdrop";
import { soilHeap, tool, wheelbarrow } from "../equipment";
import { C, LAYER, circle, dots, ellipse, line, path, rect, type P2 } from "../lib";
import { CROWNS, conifer, hedge, leafLitter, perennial, sapling, shrub, SHRUBS, tree } from "../plants";
import { fence, house, stonePath } from "../structures";
import { type Scene, patch, plantedBed, soilArea, weedy } from "./common";

/** Wide view of a yard: new lawn, curved beds, young trees (before: bare soil). */
const newGarden: Scene = {
  id: "gardening-1",
  camera: { eye: 1.8, f: 880, horizon: 320, x: 0.5 },
  mood: "day",
  season: "spring",
  before: {},
  draw(art) {
    backdrop(art);
    if (art.before) {
      yard(art, { zBack: 28, color: "#8a6446", stripes: false, tufts: false });
      art.add(
        soilArea(
          art,
          art.rng("soil"),
          [
            [-30, 1],
            [30, 1],
            [30, 28],
            [-30, 28],
          ],
          { color: "#8a6446" },
        ),
        LAYER.ground,
        1e4 - 1,
      );
    } else yard(art, { zBack: 28 });
    const r = art.rng("setting");
    art.add(house(art, r, { x0: 2.5, z0: 20, w: 9.5 }), LAYER.stand, 20);
    art.add(hedge(art, r, [-18, 1.5], [22, 23], 1.5), LAYER.stand, 22);
    const big = tree(art, r, { h: 850, crown: CROWNS.spring });
    art.place(-8.5, 17, big.svg);
    art.place(-13, 23.5, conifer(art, { h: 900 }));
    art.place(-11.2, 24, conifer(art, { h: 760, cols: ["#24573a", "#2f6b3c"] }));
    art.place(14, 24, tree(art, r, { h: 700, crown: CROWNS.spring, blossom: "#f6d9e4" }).svg);
    const p = art.rng("plants");
    if (art.before) {
      const w = art.rng("before");
      weedy(art, w, [-12, 12], [5, 19], 26, { color: "#7a8f45" });
      weedy(art, w, [-5, 5], [3.5, 6], 6, { color: "#7a8f45", h: 45 });
      art.place(5, 10, soilHeap(art, w, { w: 170, h: 110 }));
      art.place(2.2, 9.2, tool("spade", 8));
      art.place(-2.5, 6.5, wheelbarrow(art, w, { load: "empty", color: "#2f7d8c" }));
      return;
    }
    plantedBed(art, p, -4.2, 9, 3, 2.2, { flowers: ["#e86f8e", "#f7f2e8", "#a57fd6"], shrubs: 3 });
    plantedBed(art, p, 7.5, 16.5, 4.5, 1, { flowers: ["#f2c94c", "#e2573f", "#f7f2e8"], shrubs: 4 });
    const stones: P2[] = [];
    for (let i = 0; i < 14; i++) {
      const t = i / 13;
      stones.push([0.8 + 3.2 * t * t + Math.sin(t * 3) * 0.6, 3.2 + 15.4 * t]);
    }
    art.add(stonePath(art, p, stones, { r: 0.3 }), LAYER.decal, 19);
    art.place(4, 11, sapling(art, { h: 260 }));
    art.place(8.5, 11.5, sapling(art, { h: 240 }));
    art.place(-9, 13.5, shrub(art, p, { r: 70, cols: SHRUBS[2], flowers: "#f7f2e8" }));
  },
};

/** Mid shot: a young tree going into its planting hole in autumn. */
const plantingTree: Scene = {
  id: "gardening-2",
  camera: { eye: 1.5, f: 1150, horizon: 300, x: 0 },
  mood: "golden",
  season: "autumn",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 16 });
    const r = art.rng("setting");
    art.add(fence(art, [-12, 12], [12, 12]), LAYER.stand, 12);
    art.place(-6.5, 17, tree(art, r, { h: 700, crown: CROWNS.autumn }).svg);
    art.place(6, 18, tree(art, r, { h: 640, crown: CROWNS.gold }).svg);
    art.place(9, 13.5, conifer(art, { h: 600 }));
    art.add(leafLitter(art, r, [-8, 8], [5, 15], 90), LAYER.decal, 15);
    // the planting hole, the tree standing in it, soil heaped beside
    const hx = 0.2;
    const hz = 5.2;
    const hole = art.rng("hole");
    art.add(path(art.disc(hx, hz, 0.55, 0, 0.4), { fill: "#3a2416" }), LAYER.decal, hz);
    art.add(path(art.disc(hx, hz + 0.06, 0.5, -0.05, 0.3), { fill: "#5a3a22" }), LAYER.decal, hz - 0.01);
    art.place(hx + 1.1, hz + 0.2, soilHeap(art, hole, { w: 70, h: 45 }));
    // root ball in burlap, trunk, stake and tie
    const ball =
      ellipse(0, -8, 32, 20, { fill: "#c9a878" }) +
      path("M-26-14Q0-4 26-14M-30-4Q0 6 30-4", { stroke: "#9c7a4e", "stroke-width": 2, fill: "none" }) +
      line(
        [
          [0, -20],
          [0, -250],
        ],
        C.woodDark,
        7,
      ) +
      line(
        [
          [22, -4],
          [22, -170],
        ],
        C.woodLight,
        6,
      ) +
      line(
        [
          [2, -140],
          [22, -142],
        ],
        "#6c8f3a",
        3,
      ) +
      path("M0-170l-40-60M0-195l35-55M0-220l-25-40M0-230l15-30", { stroke: C.woodDark, "stroke-width": 4 }) +
      dots(
        [
          [-42, -232],
          [36, -252],
          [-26, -262],
          [16, -262],
          [-10, -250],
          [28, -225],
          [-30, -210],
        ],
        24,
        "#d9a43a",
      ) +
      dots(
        [
          [-36, -240],
          [30, -258],
          [0, -262],
        ],
        12,
        "#f0c75a",
      );
    art.place(hx, hz + 0.05, ball, { y: -0.12 });
    // loosened soil around the hole, its near side hiding the foot of the root ball
    const rim: P2[] = [];
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI * (i / 12);
      rim.push(art.project([hx + Math.cos(a) * 0.55, 0.02, hz - Math.sin(a) * 0.4]));
    }
    art.add(line(rim, "#5a3a22", art.scaleAt(hx, hz) * 14), LAYER.stand, hz - 0.45);
    art.place(hx + 1.05, hz + 0.3, tool("spade", 12));
    art.place(hx + 2.2, hz + 1.6, wheelbarrow(art, hole, { load: "compost", color: "#c8553d" }), { flip: true });
    const can =
      rect(-14, -34, 28, 34, { rx: 4, fill: "#3f7d5c" }) +
      line(
        [
          [14, -26],
          [40, -48],
        ],
        "#3f7d5c",
        5,
      ) +
      path("M-10-34q10-16 20 0", { stroke: "#2f5d45", "stroke-width": 4, fill: "none" });
    art.place(hx - 1.6, hz - 1, can);
  },
};

/** Looking along a fence: a new hedge going in, plants waiting in pots. */
const hedgePlanting: Scene = {
  id: "gardening-3",
  camera: { eye: 1.6, f: 950, horizon: 340, x: 0.6, yaw: -14 },
  mood: "day",
  season: "spring",
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 30 });
    const r = art.rng("setting");
    art.add(fence(art, [-2.2, 1.5], [-2.2, 30], { h: 1.3 }), LAYER.stand, 1.5);
    art.place(2, 29, conifer(art, { h: 850 }));
    art.place(6, 22, tree(art, r, { h: 800, crown: CROWNS.spring }).svg);
    art.place(-6, 26, tree(art, r, { h: 900, crown: CROWNS.spring }).svg);
    // a strip of fresh soil along the fence, planted up to the middle
    const p = art.rng("plants");
    art.add(
      soilArea(
        art,
        p,
        [
          [-2, 1],
          [-0.9, 1],
          [-0.9, 20],
          [-2, 20],
        ],
        { color: "#6e4a2f" },
      ),
      LAYER.decal,
      20,
    );
    art.add(
      line(
        art.line3([
          [-1.45, 0.25, 1],
          [-1.45, 0.25, 20],
        ]),
        "#f2f2f2",
        1.5,
      ),
      LAYER.decal,
      1,
    );
    for (let z = 2; z < 11; z += 0.7) art.place(-1.45, z, conifer(art, { h: 110, cols: ["#2c6b3a", "#4f9a47"] }));
    for (let z = 11.5; z < 18; z += 0.9) art.place(-1.05 + (z % 2 > 1 ? 0.15 : 0), z, potPlant(p));
    art.place(-0.6, 10.8, tool("spade", 10));
    art.add(patch(art, p, -1.45, 11.2, 0.3, 0.2) ? path(art.disc(-1.45, 11.2, 0.28, 0, 0.2), { fill: "#3a2416" }) : "", LAYER.decal, 11.2);
    // shrubs newly planted in a mulched border on the right
    art.add(path(patch(art, p, 3.2, 8, 1.4, 3.5, { wobble: 0.05 }), { fill: C.mulch }), LAYER.decal, 11.5);
    for (const [x, z] of [
      [3, 5.5],
      [3.6, 7.5],
      [2.8, 9.4],
      [3.5, 11],
    ] as P2[])
      art.place(x, z, shrub(art, p, { r: 32, cols: p.pick(SHRUBS), flowers: p.chance(0.5) ? "#f7f2e8" : null }));
    art.place(4.5, 4.4, wheelbarrow(art, p, { load: "plants", color: "#2f7d8c" }), { flip: true });
  },
};

function potPlant(rng: { range(a: number, b: number): number }): string {
  return (
    path("M-14 0L-17-26H17L14 0Z", { fill: "#2b2d2f" }) +
    path(`M0-26l-16-50l16 10l16-10z`, { fill: "#2c6b3a" }) +
    circle(rng.range(-4, 4), -60, 12, { fill: "#4f9a47" })
  );
}

/** Close, low view along a finished summer border in evening light. */
const border: Scene = {
  id: "gardening-4",
  camera: { eye: 0.9, f: 1100, horizon: 330, x: 0, yaw: 16 },
  mood: "golden",
  season: "summer",
  draw(art) {
    backdrop(art, { village: false, low: true });
    yard(art, { zBack: 22 });
    const r = art.rng("setting");
    art.add(hedge(art, r, [-3, 14], [14, 15], 1.8, { cols: ["#2f6b3c", "#4f8a4a", "#24573a"] }), LAYER.stand, 14);
    art.place(-4, 18, tree(art, r, { h: 1000 }).svg);
    art.place(10, 19, tree(art, r, { h: 900, crown: CROWNS.summer }).svg);
    // the border: a curving bed from the front right back towards the hedge
    const p = art.rng("plants");
    const left: P2[] = [];
    const right: P2[] = [];
    for (let i = 0; i <= 12; i++) {
      const z = 1.6 + i * 1.05;
      const x = 1.4 - Math.sin(i * 0.25) * 1.8 + i * 0.15;
      left.push([x, z]);
      right.push([x + 2.6, z]);
    }
    art.add(path(art.ground([...left, ...[...right].reverse()]), { fill: C.mulch }), LAYER.decal, 14);
    art.add(
      line(
        left.map(([x, z]) => art.project([x, 0.02, z])),
        "#c6beb1",
        5,
      ),
      LAYER.decal,
      1.5,
    );
    const palette = ["#a57fd6", "#e86f8e", "#f7f2e8", "#f29b4b", "#d94f8a", "#f2c94c"];
    for (let i = 0; i < 70; i++) {
      const t = p.next();
      const k = Math.min(11.99, t * 12);
      const i0 = Math.floor(k);
      const f = k - i0;
      const l = left[i0] as P2;
      const l2 = left[i0 + 1] as P2;
      const x = l[0] + (l2[0] - l[0]) * f + p.range(0.15, 2.45);
      const z = l[1] + (l2[1] - l[1]) * f;
      const kind = p.next();
      const sprite =
        kind < 0.25 ? lavender(p) : kind < 0.4 ? grass(p) : perennial(p, { r: p.range(18, 30), color: p.pick(palette), tall: kind > 0.8 });
      art.place(x, z, sprite);
    }
    for (const z of [4, 8.5, 12.5])
      art.place(3.4 + Math.sin(z) * 0.4, z + 0.5, shrub(art, p, { r: 70, cols: p.pick(SHRUBS), flowers: "#e86f8e" }));
  },
};

function lavender(rng: { range(a: number, b: number): number }): string {
  const spikes: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = -1.2 + i * 0.2;
    spikes.push(`M0-6l${(Math.sin(a) * 40).toFixed(0)} ${(-Math.cos(a) * rng.range(40, 55)).toFixed(0)}`);
  }
  return (
    ellipse(0, -8, 26, 12, { fill: "#7c9a80" }) +
    path(spikes.join(""), { stroke: "#8f9f86", "stroke-width": 2 }) +
    dots(
      spikes.map((_, i) => [Math.sin(-1.2 + i * 0.2) * 40, -Math.cos(-1.2 + i * 0.2) * 48] as P2),
      7,
      "#8e6cc4",
    )
  );
}

function grass(rng: { range(a: number, b: number): number }): string {
  const blades: string[] = [];
  for (let i = 0; i < 14; i++)
    blades.push(`M0 0q${rng.range(-30, 30).toFixed(0)}-40 ${rng.range(-50, 50).toFixed(0)}-${rng.range(50, 80).toFixed(0)}`);
  return (
    path(blades.join(""), { stroke: "#b8b06a", "stroke-width": 3, fill: "none" }) +
    path(blades.slice(0, 6).join(""), { stroke: "#d8cf8a", "stroke-width": 2, fill: "none" })
  );
}

export const gardening: readonly Scene[] = [newGarden, plantingTree, hedgePlanting, border];
