/** Cleaning: autumn leaves, hedge trimming, clearing an overgrown yard, gutter and path. */
import { backdrop, yard } from "../backdrop";
import { bags, hedgeTrimmer, leafPile, pressureWasher, tarp, tool, toolLying, trailer, wheelbarrow } from "../equipment";
import { C, LAYER, type P2, type P3, dots, line, path } from "../lib";
import { bramble, CROWNS, conifer, fallingLeaves, hedge, leafLitter, shrub, SHRUBS, tree } from "../plants";
import { fence, house, ROOFS, WALLS, pavedPath, shed } from "../structures";
import { type Scene, weedy } from "./common";

/** Autumn yard: leaves raked into piles and bagged (before: leaves everywhere). */
const leaves: Scene = {
  id: "cleaning-1",
  camera: { eye: 1.7, f: 820, horizon: 330, x: 0 },
  mood: "day",
  season: "autumn",
  before: {},
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 24 });
    const r = art.rng("setting");
    art.add(
      house(art, r, { x0: -12.5, z0: 18, w: 8.5, style: "bungalow", walls: WALLS.ochre, roof: ROOFS.brown, gable: true }),
      LAYER.stand,
      18,
    );
    art.add(fence(art, [-4, 20], [14, 20]), LAYER.stand, 20);
    art.place(-3.5, 12, tree(art, r, { h: 950, crown: CROWNS.autumn }).svg);
    art.place(6, 15, tree(art, r, { h: 1000, crown: CROWNS.rust }).svg);
    art.place(11, 19, tree(art, r, { h: 800, crown: CROWNS.gold }).svg);
    art.place(-8.5, 16, conifer(art, { h: 700 }));
    const l = art.rng("leaves");
    if (art.before) {
      art.add(leafLitter(art, l, [-14, 14], [2.2, 20], 2600), LAYER.decal, 20);
      art.add(fallingLeaves(l, 26), LAYER.air, 0);
      return;
    }
    // a few leaves left at the back, the front raked clean
    art.add(leafLitter(art, l, [-14, 14], [11, 20], 260), LAYER.decal, 20);
    art.add(fallingLeaves(l, 12), LAYER.air, 0);
    const c = art.rng("cleanup");
    art.place(-2.5, 7.5, leafPile(art, c, { w: 80, h: 45 }));
    art.place(1.6, 9.5, leafPile(art, c, { w: 90, h: 50 }));
    art.place(4.2, 6.4, leafPile(art, c, { w: 70, h: 40 }));
    art.place(-5.5, 6, bags(art, c));
    art.place(-4.2, 8.6, bags(art, c, { big: true, sack: false }));
    art.place(0.6, 5.2, wheelbarrow(art, c, { load: "leaves", color: "#2f7d8c" }));
    art.place(2.6, 5.5, tool("rake", 16));
    art.place(-1.4, 4.4, toolLying("rake"));
  },
};

/** A long hedge being trimmed: the near half done, clippings on a tarp. */
const hedgeTrim: Scene = {
  id: "cleaning-2",
  camera: { eye: 1.6, f: 950, horizon: 330, x: -0.5, yaw: 18 },
  mood: "day",
  season: "summer",
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 30 });
    const r = art.rng("setting");
    const h = art.rng("hedge");
    // the hedge runs away from the camera on the right; the far part still shaggy
    art.add(hedge(art, h, [2.2, 3.2], [9.5, 26], 2.0, { shaggy: true, cols: ["#3f7f3e", "#6aa24c", "#2f6b34"] }), LAYER.stand, 9.5);
    art.add(hedge(art, h, [2.4, 3.2], [2, 9.5], 1.75, { cols: ["#3f8a4a", "#8fbf6a", "#2f6b3c"] }), LAYER.stand, 2);
    art.add(
      house(art, r, { x0: -9, z0: 24, w: 9, style: "plaster", walls: WALLS.grey, roof: ROOFS.anthracite, shutters: "" }),
      LAYER.stand,
      24,
    );
    art.place(-8, 15, tree(art, r, { h: 850 }).svg);
    art.place(-12, 20, conifer(art, { h: 850 }));
    art.add(tarp(art, [0.6, 2.2], [4, 7.8]), LAYER.decal, 7.8);
    const c = art.rng("clippings");
    const bits: P2[] = [];
    for (let i = 0; i < 120; i++) bits.push(art.project([c.range(0.7, 2.3), 0.02, c.range(3, 9.4)]));
    art.add(dots(bits, 5, C.fresh) + dots(bits.slice(0, 50), 4, C.leaf), LAYER.decal, 3);
    art.place(1.4, 5.5, leafPile(art, c, { w: 45, h: 28, kind: "clippings" }));
    art.place(1.2, 3.6, hedgeTrimmer());
    art.place(1.5, 9.8, ladderSide());
    art.place(0.2, 7.2, bags(art, c, { big: true, sack: false, fill: "clippings" }));
    art.place(-3, 8, shrub(art, r, { r: 60, cols: SHRUBS[2], flowers: "#f7f2e8" }));
  },
};

/** Step ladder seen from the front. */
function ladderSide(): string {
  return (
    path("M-30 0L-12-190M30 0L12-190", { stroke: "#b9c2c7", "stroke-width": 6 }) +
    path("M-26-30h52M-22-70h44M-18-110h36M-14-150h28", { stroke: "#9aa4a9", "stroke-width": 5 }) +
    path("M-14-192h28", { stroke: "#d33", "stroke-width": 8 })
  );
}

/** An overgrown corner cleared into a trailer in early spring. */
const overgrown: Scene = {
  id: "cleaning-3",
  camera: { eye: 1.6, f: 900, horizon: 320, x: 0, yaw: -10 },
  mood: "overcast",
  season: "spring",
  draw(art) {
    backdrop(art);
    yard(art, { zBack: 22, color: "#7f9a52", stripes: false });
    const r = art.rng("setting");
    art.add(shed(art, [-7, -4], [15, 17]), LAYER.stand, 15);
    art.add(fence(art, [-14, 18], [8, 18], { color: "#9c8a6a" }), LAYER.stand, 18);
    art.place(5, 17, tree(art, r, { h: 800, bare: true }).svg);
    art.place(-10, 16, tree(art, r, { h: 900, crown: ["#5e8a45", "#8cbf6a"] }).svg);
    // the uncleared part: tall dry grass and brambles on the left
    const w = art.rng("weeds");
    weedy(art, w, [-9, -2], [4, 15], 70, { color: "#a89a5e", h: 90 });
    for (let i = 0; i < 8; i++) art.place(w.range(-9, -3), w.range(6, 14), bramble(w, { w: 160, h: 90 }));
    // the cleared part, freshly cut short, with the trailer being loaded
    const c = art.rng("clearing");
    art.add(
      path(
        art.ground([
          [-1.5, 2],
          [10, 2],
          [10, 16],
          [-1.5, 16],
        ]),
        { fill: "#8aa65c" },
      ),
      LAYER.decal,
      16,
    );
    art.place(3.2, 9, trailer(art, c, { load: "branches" }));
    art.place(-0.6, 6.5, leafPile(art, c, { w: 110, h: 60, kind: "brush" }));
    art.place(1.5, 5, wheelbarrow(art, c, { load: "branches", color: "#c8553d" }), { flip: true });
    art.place(-1.4, 4.6, tool("fork", -12));
    art.place(5.5, 6.5, bags(art, c, { fill: "clippings" }));
  },
};

/** Late autumn: gutter cleared from a ladder, the path washed clean. */
const gutterPath: Scene = {
  id: "cleaning-4",
  camera: { eye: 1.6, f: 900, horizon: 360, x: 1.5 },
  mood: "overcast",
  season: "autumn",
  draw(art) {
    backdrop(art, { village: false });
    yard(art, { zBack: 14, color: "#7a9446", stripes: false });
    const r = art.rng("setting");
    const z0 = 10;
    art.add(house(art, r, { x0: -3, z0, w: 9, gutter: "leaves", door: 0.45, roof: ROOFS.slate }), LAYER.stand, z0);
    art.place(-7, 12.5, tree(art, r, { h: 850, bare: true }).svg);
    art.place(10.5, 13, tree(art, r, { h: 800, crown: ["#a4622c", "#c9a13a"] }).svg);
    // ladder leaning on the gutter
    const lx = 4.4;
    const foot = z0 - 2.9;
    const top: P3 = [lx, 5.45, z0 - 1.55];
    const rails = [-0.22, 0.22]
      .map((dx) =>
        line(
          art.line3([
            [lx + dx, 0, foot],
            [top[0] + dx, top[1], top[2]],
          ]),
          "#b9c2c7",
          art.scaleAt(lx, foot) * 6,
        ),
      )
      .join("");
    const rungs: string[] = [];
    for (let t = 0.06; t < 1; t += 0.065) {
      const p = (dx: number): P3 => [lx + dx, top[1] * t, foot + (top[2] - foot) * t];
      rungs.push(
        "M" +
          art
            .line3([p(-0.22), p(0.22)])
            .map(([x, y]) => `${x.toFixed(0)} ${y.toFixed(0)}`)
            .join(" "),
      );
    }
    art.add(rails + path(rungs.join(""), { stroke: "#9aa4a9", "stroke-width": 4 }), LAYER.stand, foot);
    const c = art.rng("cleanup");
    const bucket =
      path("M-16 0L-19-32H19L16 0Z", { fill: "#3a3f44" }) +
      dots(
        [
          [-8, -34],
          [4, -36],
          [12, -33],
        ],
        10,
        "#8a6a3a",
      );
    art.place(lx + 0.8, foot + 0.3, bucket);
    // the paved path to the door: the near part washed clean, the far part still mossy
    const dx = -3 + 9 * 0.45;
    const left: P2[] = [];
    const right: P2[] = [];
    for (let z = 1.5; z <= z0 - 0.5; z += 0.6) {
      left.push([dx - 0.75, z]);
      right.push([dx + 0.75, z]);
    }
    const mid = Math.floor(left.length * 0.55);
    art.add(pavedPath(art, left.slice(0, mid + 1), right.slice(0, mid + 1), { color: "#c9c0b0" }), LAYER.decal, z0);
    art.add(pavedPath(art, left.slice(mid), right.slice(mid), { color: "#7f8262", joint: "#4f6a3a" }), LAYER.decal, z0 - 0.01);
    art.add(leafLitter(art, c, [dx - 0.75, dx + 0.75], [left[mid]?.[1] ?? 6, z0 - 0.5], 120), LAYER.decal, z0 - 0.02);
    art.add(
      leafLitter(art, c, [-10, 12], [2, z0 - 0.6], 300, (x) => Math.abs(x - dx) > 0.8),
      LAYER.decal,
      z0 - 0.03,
    );
    // pressure washer and its spray on the boundary
    art.place(dx + 1.4, 4.5, pressureWasher());
    const jetFrom = art.project([dx + 0.5, 0.9, 4.9]);
    const jetTo = art.project([dx + 0.1, 0.0, (left[mid]?.[1] ?? 6) - 0.1]);
    art.add(
      line([art.project([dx + 1.45, 0.6, 4.5]), jetFrom], "#222", 2) +
        line([jetFrom, jetTo], "#ffffff", 4, { opacity: ".8" }) +
        path(art.disc(dx + 0.1, (left[mid]?.[1] ?? 6) - 0.1, 0.35, 0.01, 0.15), { fill: "#eaf6ff", opacity: ".6" }),
      LAYER.air,
      4,
    );
    art.place(-4, 6, leafPile(art, c, { w: 80, h: 42 }));
    art.place(-5.6, 5, bags(art, c));
    art.place(-2.2, 5.2, tool("broom", -8));
    art.add(hedge(art, r, [-11, -4], [9.5, 10.5], 1.2), LAYER.stand, 9.5);
  },
};

export const cleaning: readonly Scene[] = [leaves, hedgeTrim, overgrown, gutterPath];
