/** Irrigation: sprinklers on a lawn, drip lines in a vegetable bed, valve box and controller, pipe in a trench. */
import { LAWN, backdrop, yard } from "../backdrop";
import { peg, pipeCoil, spoilRidge, tool, trench } from "../equipment";
import { C, LAYER, type P2, type P3, line, path, rect } from "../lib";
import { CROWNS, conifer, hedge, lettuce, pepper, shrub, SHRUBS, tomato, tree } from "../plants";
import { fence, house, ROOFS, WALLS, raisedBed, shed } from "../structures";
import { controller, dripLine, headCap, sprinkler, valveBox } from "../water-light";
import { type Scene, patch, plantedBed } from "./common";

/** Wide summer lawn watered by pop-up sprinklers (before: dry, patchy lawn). */
const sprinklers: Scene = {
  id: "irrigation-1",
  camera: { eye: 1.7, f: 900, horizon: 330, x: 0 },
  mood: "day",
  season: "summer",
  before: {},
  draw(art) {
    backdrop(art);
    const r = art.rng("setting");
    yard(art, { zBack: 26, color: art.before ? LAWN.dry : LAWN.summer, stripes: !art.before });
    if (art.before) {
      const b = art.rng("dry");
      const spots: string[] = [];
      for (let i = 0; i < 22; i++) spots.push(patch(art, b, b.range(-12, 12), b.range(3, 22), b.range(0.6, 1.8), b.range(0.4, 1)));
      art.add(path(spots.join(""), { fill: "#c2ad6e" }), LAYER.decal, 30);
    }
    art.add(
      house(art, r, {
        x0: -13,
        z0: 17,
        w: 9,
        style: "bungalow",
        walls: WALLS.yellow,
        roof: ROOFS.brown,
        extra: (z) => art.sprite(-5.2, z, controller(), { y: 1.5 }),
      }),
      LAYER.stand,
      17,
    );
    art.add(hedge(art, r, [-3.5, 14], [19, 20], 1.4), LAYER.stand, 19);
    art.place(9.5, 22, tree(art, r, { h: 850 }).svg);
    art.place(4, 23, conifer(art, { h: 780 }));
    plantedBed(art, art.rng("bed"), 6.5, 14.5, 4, 1.2, { flowers: ["#e86f8e", "#f2c94c", "#f7f2e8"], shrubs: 4 });
    const heads: [number, number, number, number, number][] = [
      [-3.5, 6, 0, 90, 5.5],
      [3.5, 6, 90, 180, 5.5],
      [0, 13, -30, 210, 4.5],
      [-6, 12, -60, 60, 4],
      [6.5, 12.5, 120, 250, 4.2],
    ];
    const w = art.rng("water");
    for (const [x, z, from, to, reach] of heads) {
      if (art.before) continue;
      sprinkler(art, w, x, z, { from, to, reach, rise: reach * 0.22, jets: Math.round((to - from) / 18) + 2 });
    }
  },
};

/** Mid shot along vegetable rows, each with its drip line. */
const dripBeds: Scene = {
  id: "irrigation-2",
  camera: { eye: 1.5, f: 1000, horizon: 250, x: 0.2, yaw: 8 },
  mood: "golden",
  season: "summer",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 20 });
    const r = art.rng("setting");
    art.add(fence(art, [-8, 14], [10, 14]), LAYER.stand, 14);
    art.add(shed(art, [3.5, 6], [10.5, 12.5], {}), LAYER.stand, 10.5);
    art.place(-5, 17, tree(art, r, { h: 800, crown: CROWNS.summer }).svg);
    art.place(8.5, 16, tree(art, r, { h: 700, crown: CROWNS.summer }).svg);
    // the vegetable plot: soil with four rows running away from the camera
    const p = art.rng("plot");
    art.add(
      path(
        art.ground([
          [-2.6, 1.4],
          [2.8, 1.4],
          [2.8, 9.5],
          [-2.6, 9.5],
        ]),
        { fill: "#5e3f27" },
      ),
      LAYER.decal,
      9.5,
    );
    const rows = [-1.8, -0.6, 0.6, 1.8];
    rows.forEach((x, i) => {
      const hill: P2[] = [
        [x - 0.28, 1.4],
        [x + 0.28, 1.4],
        [x + 0.28, 9.3],
        [x - 0.28, 9.3],
      ];
      art.add(path(art.ground(hill, 0.02), { fill: "#6e4a2f" }), LAYER.decal, 9.4);
      art.add(
        dripLine(
          art,
          [
            [x - 0.12, 0.04, 1.5],
            [x - 0.12, 0.04, 9.2],
          ],
          { spacing: 0.33 },
        ),
        LAYER.decal,
        1.4,
      );
      for (let z = 1.9; z < 9.2; z += i === 1 ? 0.45 : 0.6) {
        const sprite =
          i === 0
            ? tomato(p, { h: 105 })
            : i === 1
              ? lettuce(p, { r: 14 })
              : i === 2
                ? pepper(p, { h: 55 })
                : lettuce(p, { r: 18, cols: ["#3f7a52", "#9ccf8a"] });
        art.place(x + 0.08, z, sprite);
      }
    });
    // the header pipe across the front of the rows
    art.add(
      line(
        art.line3([
          [-2.3, 0.04, 1.5],
          [2.6, 0.04, 1.5],
        ]),
        "#1d2124",
        4,
      ),
      LAYER.decal,
      1.3,
    );
    art.add(raisedBed(art, [-6.5, -4], [6, 7.5]), LAYER.stand, 6);
    for (let x = -6.2; x < -4.2; x += 0.45) art.place(x, 6.8, lettuce(p, { r: 15 }), { y: 0.4 });
  },
};

/** Close view: an open valve box in the lawn and the controller on the wall above. */
const valves: Scene = {
  id: "irrigation-3",
  camera: { eye: 1.35, f: 1000, horizon: 110, x: 0.1 },
  mood: "day",
  season: "summer",
  draw(art) {
    const wallZ = 3;
    yard(art, { zBack: wallZ, tufts: true });
    const r = art.rng("setting");
    // the house wall fills the top of the picture: stone plinth, plaster
    art.add(
      art.box([-6, 6], [0, 0.55], [wallZ, wallZ + 1], { front: C.stone, top: C.stone }) +
        art.box([-6, 6], [0.55, 4], [wallZ, wallZ + 1], { front: C.plaster }),
      LAYER.stand,
      wallZ,
    );
    const stones: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x = -4.2 + i * 0.62 + r.range(-0.05, 0.05);
      stones.push(
        art.poly3([
          [x, 0.06, wallZ - 0.01],
          [x + 0.55, 0.06, wallZ - 0.01],
          [x + 0.55, 0.27, wallZ - 0.01],
          [x, 0.27, wallZ - 0.01],
        ]),
      );
      stones.push(
        art.poly3([
          [x + 0.3, 0.31, wallZ - 0.01],
          [x + 0.85, 0.31, wallZ - 0.01],
          [x + 0.85, 0.5, wallZ - 0.01],
          [x + 0.3, 0.5, wallZ - 0.01],
        ]),
      );
    }
    art.add(path(stones.join(""), { fill: C.stoneLight, stroke: C.stoneLight, "stroke-width": 6 }), LAYER.stand, wallZ - 0.01);
    // gravel strip along the wall
    art.add(
      path(
        art.ground([
          [-6, wallZ - 0.35],
          [6, wallZ - 0.35],
          [6, wallZ],
          [-6, wallZ],
        ]),
        { fill: "#bdb5a6" },
      ),
      LAYER.decal,
      wallZ,
    );
    // controller with its cable running down the wall into the ground
    const [cx, cy] = art.project([0.9, 1.25, wallZ - 0.02]);
    const s = art.scaleAt(0.9, wallZ) * 100;
    art.add(
      line([[cx, cy], art.project([0.9, 0, wallZ - 0.02])], "#8d9296", s * 0.025) +
        `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) scale(${((s / 100) * 1.15).toFixed(3)})">${controller()}</g>`,
      LAYER.stand,
      wallZ - 0.05,
    );
    art.add(
      line(
        art.line3([
          [0.9, 0.01, wallZ - 0.2],
          [0.2, 0.01, 2.2],
        ]),
        "#4a4f55",
        3,
      ),
      LAYER.decal,
      2.2,
    );
    // the open valve box, a tap and a hose
    art.add(valveBox(art, 0, 1.95, { w: 0.7, d: 0.45 }), LAYER.stand, 1.7);
    art.place(-1.6, 2.2, headCap());
    art.place(1.5, 1.85, headCap());
    art.add(
      dripLine(
        art,
        [
          [-2.5, 0.02, wallZ - 0.5],
          [-1.2, 0.02, wallZ - 0.5],
        ],
        { spacing: 0.25 },
      ),
      LAYER.decal,
      wallZ - 0.5,
    );
    const tap =
      rect(-3, -34, 6, 34, { fill: "#b8963c" }) +
      rect(-10, -40, 20, 8, { rx: 3, fill: "#c9a24a" }) +
      rect(0, -26, 14, 6, { fill: "#b8963c" });
    art.place(-1.9, wallZ - 0.05, tap, { y: 0.45 });
    art.place(2.3, 2.5, shrub(art, r, { r: 40, cols: SHRUBS[1] }));
    art.place(-2.6, 2.45, shrub(art, r, { r: 36, cols: SHRUBS[2], flowers: "#e86f8e" }));
  },
};

/** Laying pipe: a narrow trench across the lawn, pipe in it, coil and risers ready. */
const pipeTrench: Scene = {
  id: "irrigation-4",
  camera: { eye: 1.7, f: 950, horizon: 250, x: 0.5, yaw: -6 },
  mood: "overcast",
  season: "spring",
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 24 });
    const r = art.rng("setting");
    art.place(-6, 20, tree(art, r, { h: 800, crown: CROWNS.spring, blossom: "#ffffff" }).svg);
    art.place(-9, 22, conifer(art, { h: 820 }));
    art.place(3, 21, tree(art, r, { h: 700, crown: CROWNS.spring, blossom: "#f4b6c8" }).svg);
    art.place(8, 22.5, tree(art, r, { h: 760, crown: CROWNS.spring, blossom: "#ffffff" }).svg);
    art.add(hedge(art, r, [-12, 12], [23, 24], 1.3), LAYER.stand, 23);
    // trench across the lawn, the pipe laid in it
    const p = art.rng("works");
    const tz = 4.6;
    art.add(trench(art, [-6, 4.5], tz, { w: 0.35, d: 0.45, pipe: "#23272a" }), LAYER.decal, tz);
    art.add(spoilRidge(art, p, [-6.2, 4.4], tz - 0.3, { h: 0.22 }), LAYER.stand, tz - 0.3);
    // a second run, not dug yet: pegs and a line where it will go
    const run: P3[] = [
      [4.5, 0, tz],
      [4.5, 0, 16],
    ];
    art.add(line(art.line3(run), "#f7f2e8", 2, { "stroke-dasharray": "8 8" }), LAYER.decal, 16);
    for (let z = tz + 2; z < 16; z += 2.5) art.place(4.5, z, peg());
    art.place(5.6, 3.6, pipeCoil(art));
    // risers with sprinkler heads waiting by the trench
    const riser = rect(-3, -30, 6, 30, { fill: "#3a3f44" }) + rect(-5, -38, 10, 9, { rx: 2, fill: "#5c646a" });
    for (const x of [-4.5, -1.5, 1.5]) art.place(x, tz - 0.5, riser);
    art.place(-3, 4.2, tool("spade", -12, { stuck: 22 }));
    art.place(2.8, 3.4, tool("rake", 10));
  },
};

export const irrigation: readonly Scene[] = [sprinklers, dripBeds, valves, pipeTrench];
