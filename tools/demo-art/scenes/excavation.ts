/** Excavation: a trench dug by a mini excavator, levelling, a foundation pit, soil carted by a dumper. */
import { backdrop, yard } from "../backdrop";
import { dumper, excavator, peg, pipeStack, pit, snowPatches, soilHeap, spoilRidge, tool, trench } from "../equipment";
import { C, LAYER, type P2, dots, line, path, rect } from "../lib";
import { CROWNS, conifer, hedge, tree } from "../plants";
import { fence, house, WALLS } from "../structures";
import { type Scene } from "./common";

/**
 * Where the excavator must stand for its bucket to reach `target` (world
 * [x, y]) in the plane of the machine: returns the local target in cm.
 */
function reach(machineX: number, [tx, ty]: P2): P2 {
  return [(tx - machineX) * 100, -ty * 100];
}

/** A mini excavator digging a trench across a lawn (before: the line pegged out). */
const trenchDig: Scene = {
  id: "excavation-1",
  camera: { eye: 3.2, f: 880, horizon: 230, x: 0 },
  mood: "day",
  season: "spring",
  before: {},
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 24 });
    const r = art.rng("setting");
    art.add(hedge(art, r, [-14, 1.5], [21, 22], 1.4), LAYER.stand, 21);
    art.add(fence(art, [1.5, 21.5], [16, 21.5]), LAYER.stand, 21.5);
    art.place(5, 23, tree(art, r, { h: 780, crown: CROWNS.spring, blossom: "#ffffff" }).svg);
    art.place(10, 24, conifer(art, { h: 900 }));
    art.place(-8, 18, tree(art, r, { h: 850, crown: CROWNS.spring }).svg);
    art.place(-11, 21, conifer(art, { h: 800 }));
    const tz = 9;
    const x0 = -4;
    const x1 = 6;
    if (art.before) {
      for (let x = x0; x <= x1; x += 2) art.place(x, tz, peg());
      art.add(
        line(
          art.line3([
            [x0, 0.3, tz],
            [x1, 0.3, tz],
          ]),
          "#ffffff",
          1.5,
        ),
        LAYER.air,
        tz,
      );
      art.add(
        line(
          art.line3([
            [x0, 0.01, tz],
            [x1, 0.01, tz],
          ]),
          "#f2d43a",
          4,
          { "stroke-dasharray": "10 8" },
        ),
        LAYER.decal,
        tz,
      );
      return;
    }
    const w = art.rng("works");
    const dug = -0.6;
    const tw = 0.7;
    art.add(trench(art, [dug, x1], tz, { w: tw, d: 0.9, pipe: "#e07a3a" }), LAYER.decal, tz);
    art.add(spoilRidge(art, w, [dug - 0.2, x1 + 0.2], tz + tw / 2 + 0.55, { h: 0.5 }), LAYER.stand, tz + tw / 2 + 0.55);
    // the machine stands on the marked line, facing the open end, lifting a full bucket out of the trench
    const mx = -3.3;
    art.place(mx, tz, excavator(art, reach(mx, [dug + 0.7, 0.75]), { curl: 70 }), { dz: 0.05 });
    art.place(4.5, 12, pipeStack(art, "#e07a3a"));
    art.place(-6.5, 7, soilHeap(art, w, { w: 110, h: 70 }));
    art.place(3.4, 9.75, tool("spade", -8, { stuck: 24 }));
  },
};

/** Levelling a pad for paving with the excavator's blade, pegs and string lines. */
const levelling: Scene = {
  id: "excavation-2",
  camera: { eye: 1.4, f: 1000, horizon: 320, x: 0, yaw: 6 },
  mood: "golden",
  season: "summer",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 20 });
    const r = art.rng("setting");
    art.add(fence(art, [-10, 14], [12, 14]), LAYER.stand, 14);
    art.place(-6, 16, tree(art, r, { h: 850 }).svg);
    art.place(7, 17, tree(art, r, { h: 800 }).svg);
    // the pad: compacted gravel over the dug-out area, string lines at level
    const pad: P2[] = [
      [-4, 4],
      [4.5, 4],
      [4.5, 10],
      [-4, 10],
    ];
    art.add(path(art.ground(pad), { fill: C.sand }), LAYER.decal, 10);
    const g = art.rng("gravel");
    const grit: P2[] = [];
    for (let i = 0; i < 260; i++) grit.push(art.project([g.range(-3.9, 4.4), 0, g.range(4.1, 9.9)]));
    art.add(dots(grit, 3, "#b89469"), LAYER.decal, 9.9);
    const corners = pad;
    for (const [x, z] of corners) art.place(x, z, peg());
    art.add(
      path(art.poly3(corners.map(([x, z]) => [x, 0.35, z] as const)), { fill: "none", stroke: "#ff5a1f", "stroke-width": 2 }),
      LAYER.air,
      4,
    );
    // the excavator, blade down, dragging the gravel level
    art.place(0.8, 7, excavator(art, reach(0.8, [3.4, 0.05]), { curl: -35, blade: true, dirty: false }), { flip: false });
    art.place(-2.5, 8.5, soilHeap(art, g, { w: 90, h: 50, color: "#c9a87a" }));
    // laser level on its tripod
    const tripod =
      path("M0-120L-30 0M0-120L30 0M0-120L4 0", { stroke: "#333", "stroke-width": 4 }) +
      rect(-10, -140, 20, 20, { rx: 3, fill: "#e2573f" }) +
      rect(-4, -150, 8, 10, { fill: "#333" });
    art.place(-3.2, 5, tripod);
    art.place(5.2, 4.6, tool("rake", 10));
  },
};

/** From a balcony: the foundation pit for a garden house, the excavator at its edge. */
const foundation: Scene = {
  id: "excavation-3",
  camera: { eye: 4.6, f: 900, horizon: 150, x: 0, yaw: 4 },
  mood: "day",
  season: "autumn",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 30 });
    const r = art.rng("setting");
    art.add(fence(art, [-12, 18], [12, 18]), LAYER.stand, 18);
    art.place(-8, 20, tree(art, r, { h: 800, crown: CROWNS.autumn }).svg);
    art.place(7, 19, tree(art, r, { h: 850, crown: CROWNS.rust }).svg);
    art.place(10, 22, conifer(art, { h: 800 }));
    const w = art.rng("works");
    art.add(
      path(
        art.ground([
          [-5.5, 6.5],
          [4.5, 6.5],
          [4.5, 14],
          [-5.5, 14],
        ]),
        { fill: C.clay },
      ),
      LAYER.decal,
      14,
    );
    const X: P2 = [-3.4, 1.6];
    const Z: P2 = [8, 12];
    art.add(pit(art, X, Z, 0.8), LAYER.decal, Z[0]);
    for (const [x, z] of [
      [X[0] - 0.4, Z[0] - 0.4],
      [X[1] + 0.4, Z[0] - 0.4],
      [X[1] + 0.4, Z[1] + 0.4],
      [X[0] - 0.4, Z[1] + 0.4],
    ] as P2[])
      art.place(x, z, peg());
    // the machine at the pit's right edge, facing left, its bucket down in the pit
    const mx = 3.5;
    const mz = 10.5;
    art.place(mx, mz, excavator(art, [(mx - (X[1] - 0.8)) * 100, 60], { curl: 20 }), { flip: true });
    art.place(-4.6, 12.8, soilHeap(art, w, { w: 160, h: 110 }));
    art.place(3.6, 7.2, soilHeap(art, w, { w: 110, h: 70 }));
    art.add(art.box([-5, -3.4], [0, 0.2], [6.8, 7.1], { front: C.woodLight, top: "#e0bc86", side: C.wood }), LAYER.stand, 6.8);
  },
};

/** Late winter: a tracked dumper tipping soil onto a heap by the works. */
const dumperHeap: Scene = {
  id: "excavation-4",
  camera: { eye: 1.5, f: 1050, horizon: 330, x: 0.3, yaw: -5 },
  mood: "overcast",
  season: "winter",
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 20, color: "#8f9a62", stripes: false });
    const r = art.rng("setting");
    art.add(snowPatches(art, art.rng("snow"), [-10, 10], [6, 20], 14), LAYER.decal, 20);
    art.add(house(art, r, { x0: -11, z0: 16, w: 8, style: "bungalow", walls: WALLS.yellow, gable: true }), LAYER.stand, 16);
    art.place(5, 16, tree(art, r, { h: 800, bare: "snow" }).svg);
    art.place(8.5, 18, conifer(art, { h: 850, snow: true }));
    art.add(fence(art, [-1, 17], [12, 17], { color: "#b58b5a" }), LAYER.stand, 17);
    const w = art.rng("works");
    art.add(
      path(
        art.ground([
          [-4, 3.2],
          [6, 3.2],
          [6, 9],
          [-4, 9],
        ]),
        { fill: "#8a6446" },
      ),
      LAYER.decal,
      9,
    );
    art.place(2.6, 7.2, soilHeap(art, w, { w: 200, h: 130 }));
    art.place(-0.4, 6.2, dumper(art, { tip: 35 }));
    art.place(-3.2, 8.3, soilHeap(art, w, { w: 90, h: 50 }));
    art.place(4.8, 5.2, tool("spade", 6));
  },
};

export const excavation: readonly Scene[] = [trenchDig, levelling, foundation, dumperHeap];
