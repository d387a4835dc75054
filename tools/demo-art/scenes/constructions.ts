/** Constructions: pergola on a deck, a deck being built, raised beds in a fenced plot, a retaining wall with steps. */
import { backdrop, yard } from "../backdrop";
import { peg, tool } from "../equipment";
import { C, LAYER, type P2, type Rng, type Art, dots, line, path, rect } from "../lib";
import { CROWNS, conifer, hedge, lettuce, perennial, shrub, SHRUBS, tomato, tree } from "../plants";
import { deck, fence, house, ROOFS, WALLS, pergola, raisedBed, stonePath, stoneWall } from "../structures";
import { type Scene, plantedBed } from "./common";

/** Table and two chairs on a deck (sprite, cm). */
function furniture(): string {
  const wood = "#8a5a34";
  return (
    rect(-60, -75, 120, 8, { fill: wood }) +
    path("M-50-67V0M50-67V0", { stroke: wood, "stroke-width": 6 }) +
    path("M-110 0V-45H-80V0M-110-45V-95", { stroke: "#5a3a22", "stroke-width": 6, fill: "none" }) +
    path("M110 0V-45H80V0M110-45V-95", { stroke: "#5a3a22", "stroke-width": 6, fill: "none" }) +
    rect(-20, -92, 14, 17, { rx: 3, fill: "#f7f2e8" }) +
    dots([[-13, -96]], 10, "#e86f8e")
  );
}

/** A deck with a pergola over it (before: the lawn, pegged out for it). */
const pergolaDeck: Scene = {
  id: "constructions-1",
  camera: { eye: 1.7, f: 950, horizon: 320, x: 0.5, yaw: -8 },
  mood: "day",
  season: "summer",
  before: {},
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 24 });
    const r = art.rng("setting");
    art.add(
      house(art, r, { x0: 3, z0: 18, w: 10, style: "bungalow", walls: WALLS.white, roof: ROOFS.anthracite, gable: true, shutters: "" }),
      LAYER.stand,
      18,
    );
    art.add(hedge(art, r, [-14, 2.5], [20, 21], 1.5), LAYER.stand, 20);
    art.place(-9, 16, tree(art, r, { h: 900 }).svg);
    art.place(-12.5, 21, conifer(art, { h: 800 }));
    plantedBed(art, art.rng("bed"), 7, 13, 3.5, 1.1, { shrubs: 3 });
    const X: P2 = [-4.2, 0.6];
    const Z: P2 = [7, 10.5];
    if (art.before) {
      // pegs and string where the deck will go, timber waiting beside

      for (const [x, z] of [
        [X[0], Z[0]],
        [X[1], Z[0]],
        [X[1], Z[1]],
        [X[0], Z[1]],
      ] as P2[])
        art.place(x, z, peg());
      art.add(
        path(
          art.ground(
            [
              [X[0], Z[0]],
              [X[1], Z[0]],
              [X[1], Z[1]],
              [X[0], Z[1]],
            ],
            0.35,
          ),
          { fill: "none", stroke: "#ffffff", "stroke-width": 1.5 },
        ),
        LAYER.air,
        Z[0],
      );
      art.add(art.box([2, 4.6], [0, 0.3], [6, 7], { front: C.woodLight, top: "#e0bc86", side: C.wood }), LAYER.stand, 6);
      return;
    }
    art.add(deck(art, X, Z, { h: 0.4, steps: -1.8 }), LAYER.stand, Z[0] + 0.2);
    art.add(
      pergola(art, art.rng("pergola"), [X[0] + 0.25, X[1] - 0.25], [Z[0] + 0.3, Z[1] - 0.3], { base: 0.4, h: 2.4, plant: "grape" }),
      LAYER.stand,
      Z[0] + 0.1,
    );
    art.place(-1.8, 9, furniture(), { y: 0.4, dz: 0.01 });
    art.place(1.6, 8, shrub(art, r, { r: 40, cols: SHRUBS[2], flowers: "#e86f8e" }));
  },
};

/** Spring: a deck being built, the frame half covered with boards. */
const deckBuild: Scene = {
  id: "constructions-2",
  camera: { eye: 2.3, f: 1000, horizon: 260, x: 0.8, yaw: 10 },
  mood: "overcast",
  season: "spring",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 20 });
    const r = art.rng("setting");
    art.add(fence(art, [-10, 15], [12, 15]), LAYER.stand, 15);
    art.place(-6, 17, tree(art, r, { h: 800, crown: CROWNS.spring, blossom: "#f6d9e4" }).svg);
    art.place(7, 18, tree(art, r, { h: 850, crown: CROWNS.spring }).svg);
    art.add(
      path(
        art.ground([
          [-3.3, 4.6],
          [3.3, 4.6],
          [3.3, 9.4],
          [-3.3, 9.4],
        ]),
        { fill: "#9a8a70" },
      ),
      LAYER.decal,
      9.4,
    );
    art.add(deck(art, [-3, 3], [5, 9], { h: 0.45, boarded: 0.45 }), LAYER.stand, 5);
    // boards stacked, saw horses, a drill

    art.add(art.box([3.8, 6.9], [0, 0.16], [4.2, 4.35], { front: C.woodLight, top: "#e0bc86", side: C.wood }), LAYER.stand, 4.2);
    const horse =
      path("M-40 0L-30-60M-20 0L-30-60M40 0L30-60M20 0L30-60", { stroke: C.woodDark, "stroke-width": 5 }) +
      rect(-40, -66, 80, 8, { fill: C.woodLight });
    art.place(-4.6, 4.2, horse);
    art.place(-3.6, 4.3, horse);
    art.add(art.box([-4.9, -3.3], [0.6, 0.63], [4.15, 4.3], { front: C.woodLight, top: "#e0bc86", side: C.wood }), LAYER.stand, 4.1);
    art.place(
      -2.2,
      4.1,
      path("M-14 0V-20H14V0Z", { fill: "#2f7d8c" }) +
        rect(-10, -36, 26, 16, { rx: 4, fill: "#1e5a66" }) +
        line(
          [
            [16, -28],
            [30, -28],
          ],
          "#9aa4a9",
          3,
        ),
    );
    art.place(4.3, 3.6, tool("spade", 8));
  },
};

/** Raised vegetable beds with gravel paths inside a new picket fence. */
const raisedBeds: Scene = {
  id: "constructions-3",
  camera: { eye: 2.4, f: 950, horizon: 250, x: 0.2 },
  mood: "golden",
  season: "summer",
  draw(art) {
    backdrop(art, { low: true });
    yard(art, { zBack: 22 });
    const r = art.rng("setting");
    art.place(-7, 17, tree(art, r, { h: 850 }).svg);
    art.place(8, 18, conifer(art, { h: 800 }));
    art.add(house(art, r, { x0: 2, z0: 18, w: 8, style: "plaster", walls: WALLS.rose, roof: ROOFS.brown, gable: true }), LAYER.stand, 18);
    // gravel plot with a new fence around it and four raised beds
    art.add(
      path(
        art.ground([
          [-3.6, 3.2],
          [3.6, 3.2],
          [3.6, 11.5],
          [-3.6, 11.5],
        ]),
        { fill: "#cfc5b2" },
      ),
      LAYER.decal,
      11.5,
    );
    const g = art.rng("gravel");
    const grit: P2[] = [];
    for (let i = 0; i < 300; i++) grit.push(art.project([g.range(-3.5, 3.5), 0, g.range(3.3, 11.4)]));
    art.add(dots(grit, 2.5, "#a89e8a"), LAYER.decal, 11.4);
    art.add(fence(art, [-3.6, 11.5], [3.6, 11.5]), LAYER.stand, 11.5);
    art.add(fence(art, [-3.6, 3.2], [-3.6, 11.5]), LAYER.stand, 3.2);
    art.add(fence(art, [3.6, 3.2], [3.6, 11.5]), LAYER.stand, 3.2);
    const p = art.rng("crops");
    const beds: [number, number, string][] = [
      [-2.9, 4.5, "lettuce"],
      [0.4, 4.5, "tomato"],
      [-2.9, 8, "flowers"],
      [0.4, 8, "lettuce"],
    ];
    for (const [x, z, crop] of beds) {
      art.add(raisedBed(art, [x, x + 2.5], [z, z + 1.2], { h: 0.45 }), LAYER.stand, z);
      crops(art, p, [x, x + 2.5], [z, z + 1.2], 0.45, crop);
    }
    art.place(3, 4, tool("fork", 6));
  },
};

function crops(art: Art, p: Rng, [x0, x1]: P2, [z0, z1]: P2, y: number, crop: string): void {
  for (let z = z0 + 0.3; z < z1 - 0.1; z += 0.4)
    for (let x = x0 + 0.25; x < x1 - 0.1; x += crop === "tomato" ? 0.5 : 0.35) {
      const sprite =
        crop === "tomato"
          ? tomato(p, { h: 90 })
          : crop === "flowers"
            ? perennial(p, { r: 16, color: p.pick(["#f2c94c", "#f29b4b", "#e86f8e"]) })
            : lettuce(p, { r: 12 });
      art.place(x, z, sprite, { y });
    }
}

/** Autumn: a dry-stone retaining wall with steps up to the upper lawn. */
const wallSteps: Scene = {
  id: "constructions-4",
  camera: { eye: 1.6, f: 950, horizon: 300, x: -0.3, yaw: 12 },
  mood: "golden",
  season: "autumn",
  draw(art) {
    backdrop(art);
    const top = 1.2;
    const wz = 7;
    yard(art, { zBack: wz + 0.1 });
    const r = art.rng("setting");
    // the upper lawn behind the wall
    art.add(
      path(
        art.ground(
          [
            [-20, wz],
            [20, wz],
            [20, 22],
            [-20, 22],
          ],
          top,
        ),
        { fill: "#6f9446" },
      ),
      LAYER.stand,
      30,
    );
    art.add(
      house(art, r, { x0: -4, z0: 19, w: 8.5, style: "plaster", walls: WALLS.ochre, roof: ROOFS.red, shutters: "#3f5b3a" }),
      LAYER.stand,
      19,
    );
    art.place(7, 17, tree(art, r, { h: 800, crown: CROWNS.autumn }).svg, { y: top });
    art.place(-9, 16, tree(art, r, { h: 750, crown: CROWNS.gold }).svg, { y: top });
    // wall in two parts with the steps between them
    const s = art.rng("stones");
    const gap: P2 = [-0.4, 1.0];
    art.add(stoneWall(art, s, [-14, gap[0]], wz, top), LAYER.stand, wz);
    art.add(stoneWall(art, s, [gap[1], 14], wz, top), LAYER.stand, wz);
    const steps = 4;
    for (let i = steps - 1; i >= 0; i--) {
      const y1 = ((i + 1) * top) / steps;
      art.add(
        art.box(gap, [0, y1], [wz - 1.2 + i * 0.3, wz + 0.5], { front: "#b4aa9b", top: "#d6cfc2", side: "#8a8276" }),
        LAYER.stand,
        wz - 1.2 + i * 0.3,
      );
    }
    // planting along the top of the wall
    const pl = art.rng("plants");
    for (const x of [-6, -3.5, 3, 5.5])
      art.place(x, wz + 0.5, shrub(art, pl, { r: 55, cols: pl.pick(SHRUBS), flowers: pl.chance(0.5) ? "#a57fd6" : null }), { y: top });
    art.add(
      stonePath(
        art,
        pl,
        [
          [0.3, 2.5],
          [0.2, 3.5],
          [0.35, 4.5],
          [0.3, 5.4],
        ],
        { r: 0.3 },
      ),
      LAYER.decal,
      5.6,
    );
    art.place(-3.5, 4.5, perennial(pl, { r: 30, color: "#f29b4b" }));
    art.place(3.5, 4.2, perennial(pl, { r: 30, color: "#d94f8a" }));
  },
};

export const constructions: readonly Scene[] = [pergolaDeck, deckBuild, raisedBeds, wallSteps];
