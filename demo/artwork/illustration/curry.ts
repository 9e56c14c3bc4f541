import type { CurryPieces, Sauce } from "../../demo-menu.ts";
import { chilliRings, creamSwirl, oilDrops, seeds, strewCoriander } from "./garnish.ts";
import { between, blob, n, pointInCircle, spread, type Rng, type Scene } from "./svg-kit.ts";

/** light, mid and dark tone of each sauce, plus what floats on top of it. */
const SAUCES: Record<
  Sauce,
  { tones: readonly [string, string, string]; cream: boolean; oil: string }
> = {
  butter: { tones: ["#f6ae62", "#e27a2f", "#b4511c"], cream: true, oil: "#ffb347" },
  tikkaMasala: { tones: ["#ec7a40", "#c9461e", "#8d2b12"], cream: true, oil: "#ff8a3a" },
  korma: { tones: ["#f8e3b4", "#ecc883", "#c99c58"], cream: true, oil: "#f4c46a" },
  madras: { tones: ["#dc6430", "#b23c17", "#7a220c"], cream: false, oil: "#ff7b2e" },
  vindaloo: { tones: ["#c94424", "#9c2611", "#641607"], cream: false, oil: "#e8531f" },
  roganJosh: { tones: ["#c04a24", "#912d12", "#5c1709"], cream: false, oil: "#e85a25" },
  karahi: { tones: ["#d8683a", "#a94018", "#6f260c"], cream: false, oil: "#f07a33" },
  saag: { tones: ["#8fb347", "#5d8a27", "#375a15"], cream: true, oil: "#d9b13a" },
  dalMakhani: { tones: ["#a9673a", "#7a4120", "#4b2410"], cream: true, oil: "#d98b3a" },
  dalYellow: { tones: ["#f7cf5a", "#e6a92a", "#b97c14"], cream: false, oil: "#f09a25" },
  chana: { tones: ["#cf8440", "#a35b20", "#6c3810"], cream: false, oil: "#e8892e" },
  alooGobi: { tones: ["#f4cc55", "#dca22a", "#a97012"], cream: false, oil: "#f0b030" },
  tomatoCoconut: { tones: ["#ec6a42", "#c8401f", "#8c2612"], cream: true, oil: "#ff8550" },
  mulligatawny: { tones: ["#e3a44a", "#bf7a25", "#8a5214"], cream: false, oil: "#f0a040" },
};

/** A sauce filling a circle, lit from the upper left, with the sheen of ghee on it. */
export function sauce(
  scene: Scene,
  rng: Rng,
  kind: Sauce,
  cx: number,
  cy: number,
  r: number,
): void {
  const { tones, cream, oil } = SAUCES[kind];
  const fill = scene.radial(
    `sauce-${kind}`,
    [
      [0, tones[0]],
      [0.75, tones[1]],
      [1, tones[2]],
    ],
    { fx: 0.4, fy: 0.36 },
  );
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`);
  // Soft darker and lighter pools make the surface look thick rather than flat.
  for (let i = 0; i < 7; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r * 0.7);
    scene.add(
      `<path d="${blob(rng, x, y, r * between(rng, 0.12, 0.25), r * between(rng, 0.08, 0.18), 0.3)}" fill="${i % 2 ? tones[0] : tones[2]}" opacity="0.14"/>`,
    );
  }
  scene.add(oilDrops(rng, cx, cy, r * 0.9, 14, oil));
  if (cream)
    scene.add(
      creamSwirl(rng, cx + between(rng, -r, r) * 0.15, cy + between(rng, -r, r) * 0.15, r * 0.45),
    );
}

/** Chunks of meat or paneer, dumplings or chickpeas, half sunk into the sauce: their edges take its colour. */
export function curryPieces(
  scene: Scene,
  rng: Rng,
  pieces: CurryPieces,
  kind: Sauce,
  cx: number,
  cy: number,
  r: number,
): void {
  const coat = SAUCES[kind].tones[1];
  const spot = () => pointInCircle(rng, cx, cy, r * 0.78);
  const spaced = (count: number, gap: number, within = 0.75) =>
    spread(count, () => pointInCircle(rng, cx, cy, r * within), gap);
  const shadow = (d: string) =>
    `<path d="${d}" fill="#2a0e02" opacity="0.3" transform="translate(4,6)"/>`;
  switch (pieces) {
    case "chicken":
    case "lamb": {
      const fill =
        pieces === "chicken"
          ? scene.radial("chicken", [
              [0, "#f7c58a"],
              [0.45, "#e0904c"],
              [0.8, "#b8642a"],
              [1, coat],
            ])
          : scene.radial("lamb", [
              [0, "#a8643c"],
              [0.5, "#7a3e20"],
              [0.85, "#52260f"],
              [1, coat],
            ]);
      for (const [x, y] of spaced(10, 78)) {
        const d = blob(rng, x, y, between(rng, 38, 50), between(rng, 30, 40), 0.25, 8);
        scene.add(shadow(d) + `<path d="${d}" fill="${fill}"/>`);
        // Tandoor-charred flecks on the chicken, a glossy highlight on both.
        if (pieces === "chicken") {
          for (let k = 0; k < 4; k++) {
            const [fx, fy] = pointInCircle(rng, x, y, 24);
            scene.add(
              `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(between(rng, 3, 7))}" ry="${n(between(rng, 2, 4))}" fill="#5a2208" opacity="0.5" transform="rotate(${n(rng() * 180)} ${n(fx)} ${n(fy)})"/>`,
            );
          }
        }
        scene.add(
          `<ellipse cx="${n(x - 14)}" cy="${n(y - 12)}" rx="12" ry="6" fill="#fff" opacity="0.3" transform="rotate(-30 ${n(x - 14)} ${n(y - 12)})"/>`,
        );
      }
      break;
    }
    case "paneer": {
      const fill = scene.radial("paneer", [
        [0, "#fffdf4"],
        [0.7, "#f5ead0"],
        [1, "#dcc89c"],
      ]);
      for (const [x, y] of spaced(11, 66)) {
        const [s, a] = [between(rng, 40, 50), n(rng() * 90)];
        const cube = (dx: number, dy: number, paint: string) =>
          `<rect x="${n(x - s / 2 + dx)}" y="${n(y - s / 2 + dy)}" width="${n(s)}" height="${n(s)}" rx="7" transform="rotate(${a} ${n(x + dx)} ${n(y + dy)})" ${paint}/>`;
        scene.add(cube(4, 6, 'fill="#2a0e02" opacity="0.3"') + cube(0, 0, `fill="${fill}"`));
      }
      break;
    }
    case "chickpeas": {
      const fill = scene.radial("chickpea", [
        [0, "#f4d08e"],
        [0.7, "#d39a4e"],
        [1, coat],
      ]);
      for (let i = 0; i < 56; i++) {
        const [x, y] = spot();
        const s = between(rng, 14, 18);
        scene.add(
          `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(s)}" fill="#3a1606" opacity="0.3"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${fill}"/>`,
        );
      }
      break;
    }
    case "kofta": {
      const fill = scene.radial("kofta", [
        [0, "#f2c078"],
        [0.6, "#c98a42"],
        [0.9, "#83501f"],
        [1, coat],
      ]);
      for (const [x, y] of spaced(5, 110, 0.55)) {
        const d = blob(rng, x, y, 50, 47, 0.06, 10);
        scene.add(shadow(d) + `<path d="${d}" fill="${fill}"/>`);
      }
      break;
    }
    case "potatoCauliflower": {
      const potato = scene.radial("potato", [
        [0, "#fde38a"],
        [0.7, "#efc04a"],
        [1, "#c48f1e"],
      ]);
      const floret = scene.radial("floret", [
        [0, "#fffbe8"],
        [1, "#f0d88a"],
      ]);
      for (const [x, y] of spaced(10, 64)) {
        const d = blob(rng, x, y, 34, 29, 0.15, 6);
        scene.add(shadow(d) + `<path d="${d}" fill="${potato}"/>`);
      }
      for (let i = 0; i < 7; i++) {
        const [x, y] = spot();
        let cluster = "";
        for (let k = 0; k < 8; k++) {
          const [fx, fy] = pointInCircle(rng, x, y, 24);
          cluster += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(between(rng, 12, 17))}" fill="${floret}" stroke="#d8b860" stroke-width="1"/>`;
        }
        scene.add(cluster);
      }
      break;
    }
    case "none": {
      // A tadka, spices fried in ghee and poured over at the end, is what a bowl of dal shows on top.
      const ghee = scene.radial(
        "tadka",
        [
          [0, "#e8742a", 0.7],
          [1, "#c8501a", 0],
        ],
        { fx: 0.5, fy: 0.5 },
      );
      scene.add(`<path d="${blob(rng, cx, cy, r * 0.5, r * 0.42, 0.2, 9)}" fill="${ghee}"/>`);
      scene.add(seeds(rng, cx, cy, r * 0.45, 50, "cumin"));
      for (const [x, y] of spaced(5, 60, 0.4))
        scene.add(
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="11" ry="8" fill="#fff6dc" stroke="#d9b878" stroke-width="1.5"/>`,
        );
      for (const [x, y] of spaced(3, 80, 0.45)) driedChilli(scene, rng, x, y);
      break;
    }
  }
}

/** A whole dried red chilli, fried dark in the tadka. */
function driedChilli(scene: Scene, rng: Rng, x: number, y: number): void {
  const skin = scene.linear(
    "dried-chilli",
    [
      [0, "#c0281a"],
      [1, "#6e0e06"],
    ],
    90,
  );
  scene.add(
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rng() * 360)})"><path d="M-34,0 C-20,-12 18,-12 34,-3 C18,5 -16,12 -34,0Z" fill="${skin}"/>` +
      `<path d="M-34,0 l-10,-4" stroke="#5a6a1c" stroke-width="4" stroke-linecap="round"/></g>`,
  );
}

/** The finishing touches: coriander everywhere, green chilli on the hot ones. */
export function curryGarnish(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  hot: boolean,
): void {
  if (hot) scene.add(chilliRings(scene, rng, cx, cy, r * 0.7, 6, "green"));
  scene.add(strewCoriander(scene, rng, cx, cy, r * 0.75, 12));
}
