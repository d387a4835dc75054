/** Lighting: path lights at dusk, an uplit tree, pergola string lights, deck step lights in the snow. */
import { backdrop, yard } from "../backdrop";
import { C, LAYER, type P2, path, rect } from "../lib";
import { conifer, hedge, shrub, SHRUBS, tree } from "../plants";
import { deck, fence, house, ROOFS, WALLS, pavedPath, pergola, stonePath } from "../structures";
import { bollard, faceLight, groundSpot, wallLantern } from "../water-light";
import { type Scene, plantedBed } from "./common";

/** Dusk: bollards along the path to the door (before: the same garden, unlit). */
const pathLights: Scene = {
  id: "lighting-1",
  camera: { eye: 1.7, f: 950, horizon: 330, x: 0.3 },
  mood: "dusk",
  season: "summer",
  before: {},
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 22 });
    const r = art.rng("setting");
    const z0 = 16;
    art.add(
      house(art, r, {
        x0: -3,
        z0,
        w: 9,
        lit: true,
        door: 0.3,
        style: "plaster",
        walls: WALLS.white,
        roof: ROOFS.anthracite,
        gable: true,
        shutters: "",
      }),
      LAYER.stand,
      z0,
    );
    art.add(hedge(art, r, [-14, -3.5], [17, 18], 1.4), LAYER.stand, 17);
    art.place(-8, 14, tree(art, r, { h: 850 }).svg);
    art.place(10, 17, tree(art, r, { h: 800 }).svg);
    plantedBed(art, art.rng("bed"), -5, 9, 2.2, 1.6, { shrubs: 2 });
    plantedBed(art, art.rng("bed2"), 5.5, 10, 2.5, 1.6, { shrubs: 2 });
    const door = -3 + 9 * 0.3;
    const left: P2[] = [];
    const right: P2[] = [];
    for (let i = 0; i <= 12; i++) {
      const z = 2 + ((z0 - 2.5) * i) / 12;
      const x = door + Math.sin(i * 0.35) * 1.2 * (1 - i / 12);
      left.push([x - 0.7, z]);
      right.push([x + 0.7, z]);
    }
    art.add(pavedPath(art, left, right, { color: "#b9b0a2" }), LAYER.decal, z0);
    if (art.before) return;
    wallLantern(art, [door - 0.9, 2.2, z0 - 0.02]);
    left.forEach(([x, z], i) => {
      if (i % 3 !== 1) return;
      bollard(art, x - 0.35, z);
      const rr = right[i];
      if (rr) bollard(art, rr[0] + 0.35, z + 0.9);
    });
  },
};

/** Night: a big walnut lit from below, a bench beside it. */
const uplitTree: Scene = {
  id: "lighting-2",
  camera: { eye: 1.5, f: 1000, horizon: 380, x: 0, yaw: -4 },
  mood: "night",
  season: "summer",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 18 });
    const r = art.rng("setting");
    art.add(fence(art, [-12, 15], [12, 15]), LAYER.stand, 15);
    const big = tree(art, r, { h: 780, crown: ["#2f6b3c", "#4f8a4a"], uplit: true });
    art.place(-0.6, 11, big.svg);
    art.place(-0.6, 11, big.lit, { layer: LAYER.light });
    art.place(-0.6 + 0.5, 10.6, groundSpot());
    art.place(-0.6 - 0.4, 10.7, groundSpot());
    art.add(path(art.disc(-0.6, 10.9, 1.6, 0, 1), { fill: art.poolFill() }), LAYER.light, 11.5);
    const bench =
      rect(-80, -48, 160, 10, { fill: C.wood }) +
      rect(-80, -90, 160, 10, { fill: C.wood }) +
      path("M-70-38V0M70-38V0M-70-48V-95M70-48V-95", { stroke: "#2a2e33", "stroke-width": 6 });
    art.place(2.4, 9.6, bench);
    art.place(-6.5, 12, conifer(art, { h: 700 }));
    art.place(6.5, 13, shrub(art, r, { r: 90, cols: SHRUBS[1] }));
    art.place(-4.5, 7, shrub(art, r, { r: 70, cols: SHRUBS[3] }));
    // a second, smaller spot on the conifer
    art.place(-6.5, 11.7, groundSpot());
    art.add(path(art.disc(-6.5, 11.8, 0.9, 0, 0.6), { fill: art.poolFill() }), LAYER.light, 12);
    art.add(
      stonePath(art, r, [
        [1.8, 3],
        [2.1, 4.2],
        [2.3, 5.4],
        [2.5, 6.6],
        [2.6, 7.7],
      ]),
      LAYER.decal,
      8,
    );
  },
};

/** Summer night under a pergola strung with lights, table laid on the deck. */
const pergolaLights: Scene = {
  id: "lighting-3",
  camera: { eye: 1.5, f: 850, horizon: 360, x: -0.3, yaw: 14 },
  mood: "night",
  season: "summer",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 20 });
    const r = art.rng("setting");
    art.add(house(art, r, { x0: -12, z0: 15, w: 8, lit: true, style: "bungalow", walls: WALLS.rose, gable: true }), LAYER.stand, 15);
    art.place(8, 16, tree(art, r, { h: 850 }).svg);
    art.add(hedge(art, r, [-3, 12], [16, 17], 1.5), LAYER.stand, 16);
    const X: P2 = [-0.5, 4.5];
    const Z: P2 = [4.5, 8.5];
    art.add(deck(art, X, Z, { h: 0.35, steps: 0.8 }), LAYER.stand, Z[0] + 0.2);
    art.add(
      pergola(art, art.rng("pergola"), [X[0] + 0.25, X[1] - 0.25], [Z[0] + 0.3, Z[1] - 0.3], {
        base: 0.35,
        h: 2.4,
        plant: "wisteria",
        lights: true,
      }),
      LAYER.stand,
      Z[0] + 0.1,
    );
    const table =
      rect(-90, -75, 180, 8, { fill: "#8a5a34" }) +
      path("M-80-67V0M80-67V0", { stroke: "#8a5a34", "stroke-width": 6 }) +
      path("M-150 0V-45H-115V0M-150-45V-95M150 0V-45H115V0M150-45V-95", { stroke: "#5a3a22", "stroke-width": 6, fill: "none" });
    art.place(2, 6.6, table, { y: 0.35, dz: 0.01 });
    art.place(1.6, 6.6, rect(-6, -110, 12, 30, { rx: 4, fill: "#fff1c8" }), { y: 0.35, layer: LAYER.light });
    art.place(1.6, 6.6, `<circle cx="0" cy="-100" r="60" fill="${art.glowFill()}"/>`, { y: 0.35, layer: LAYER.light });
    art.place(-2, 7, shrub(art, r, { r: 60, cols: SHRUBS[0] }));
  },
};

/** Winter dusk: lights set in the deck's steps and skirt, snow all round. */
const stepLights: Scene = {
  id: "lighting-4",
  camera: { eye: 1.3, f: 1000, horizon: 330, x: 0.6, yaw: -10 },
  mood: "dusk",
  season: "winter",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 20 });
    const r = art.rng("setting");
    art.add(
      house(art, r, { x0: -2, z0: 11, w: 9, lit: true, style: "bungalow", walls: WALLS.yellow, gable: true, shutters: "#3f5b3a" }),
      LAYER.stand,
      11,
    );
    // the nearer spruce's snow is laid once more over the dusk tint (the farther one stays in its shade)
    art.place(-8.5, 14, conifer(art, { h: 700, snow: true }));
    art.place(-6, 12, conifer(art, { h: 800, snow: true }));
    art.place(-6, 12, `<g opacity=".5">${conifer(art, { h: 800, snowOnly: true })}</g>`, { layer: LAYER.light });
    art.place(9, 14, tree(art, r, { h: 800, bare: "snow" }).svg);
    // a raised deck in front of the house, three steps down to the garden
    const X: P2 = [-1.5, 5.5];
    const Z: P2 = [7, 10.8];
    const h = 0.75;
    art.add(art.box(X, [0, h], Z, { front: "#8a5a34", top: "#eef3f8", side: "#6f4a2e" }), LAYER.stand, Z[0]);
    const boards: string[] = [];
    for (let y = 0.12; y < h; y += 0.15)
      boards.push(
        art.poly3([
          [X[0], y, Z[0] - 0.001],
          [X[1], y, Z[0] - 0.001],
          [X[1], y + 0.01, Z[0] - 0.001],
          [X[0], y + 0.01, Z[0] - 0.001],
        ]),
      );
    art.add(path(boards.join(""), { fill: "#6f4a2e" }), LAYER.stand, Z[0] - 0.001);
    const sx: P2 = [1, 2.6];
    for (let i = 0; i < 3; i++) {
      const y1 = (h * (3 - i)) / 4;
      const z = Z[0] - 0.35 * (i + 1);
      art.add(art.box(sx, [0, y1], [z, Z[0]], { front: "#8a5a34", top: "#eef3f8", side: "#6f4a2e" }), LAYER.stand, z);
      faceLight(art, [(sx[0] + sx[1]) / 2 - 0.4, y1 - 0.08, z - 0.005]);
      faceLight(art, [(sx[0] + sx[1]) / 2 + 0.4, y1 - 0.08, z - 0.005]);
    }
    for (const x of [-1, 0, 3.2, 4.3, 5.2]) faceLight(art, [x, h - 0.1, Z[0] - 0.005], { down: 0.5 });
    // railing posts with caps of snow
    const posts: string[] = [];
    for (let x = X[0]; x <= X[1] + 0.01; x += 1) {
      if (x > sx[0] - 0.1 && x < sx[1] + 0.1) continue;
      posts.push(
        art.box([x - 0.05, x + 0.05], [h, h + 0.95], [Z[0] + 0.05, Z[0] + 0.15], { front: "#6f4a2e", top: "#f4f7fa", side: "#5a3a22" }),
      );
    }
    art.add(posts.join(""), LAYER.stand, Z[0] + 0.04);
  },
};

export const lighting: readonly Scene[] = [pathLights, uplitTree, pergolaLights, stepLights];
