import type { Sauce } from "../../demo-menu.ts";
import { sauce } from "./curry.ts";
import { chilliRings, creamSwirl, mintLeaf, seeds, slivers, strewCoriander } from "./garnish.ts";
import { between, blob, n, pointInCircle, type Rng, type Scene } from "./svg-kit.ts";
import { bowl } from "./vessels.ts";

/** A table spoon laid beside the bowl. */
function spoon(scene: Scene, x: number, y: number, angle: number): void {
  const steel = scene.linear(
    "steel",
    [
      [0, "#f4f6f8"],
      [0.5, "#b9c0c6"],
      [1, "#7d858c"],
    ],
    90,
  );
  scene.add(
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})">` +
      `<g transform="translate(8,12)" opacity="0.35"><ellipse rx="34" ry="48" fill="#000"/><rect x="-8" y="40" width="16" height="170" rx="8" fill="#000"/></g>` +
      `<rect x="-8" y="40" width="16" height="170" rx="8" fill="${steel}"/><ellipse rx="34" ry="48" fill="${steel}"/>` +
      `<ellipse cx="-8" cy="-12" rx="10" ry="20" fill="#fff" opacity="0.7"/></g>`,
  );
}

/** A bowl of soup with its typical topping, a spoon beside it. */
export function soup(scene: Scene, rng: Rng, cx: number, cy: number, kind: Sauce): void {
  const r = bowl(scene, cx, cy, 330);
  sauce(scene, rng, kind, cx, cy, r);
  if (kind === "tomatoCoconut") {
    scene.add(seeds(rng, cx, cy, r * 0.6, 40, "mustard"));
    for (let i = 0; i < 4; i++) {
      const [x, y] = pointInCircle(rng, cx, cy, r * 0.5);
      scene.add(mintLeaf(scene, rng, x, y, 20, "#2f5e1c"));
    }
  } else if (kind === "mulligatawny") {
    const chicken = scene.radial("soup-chicken", [
      [0, "#f8d4a8"],
      [1, "#d08a4c"],
    ]);
    for (let i = 0; i < 8; i++) {
      const [x, y] = pointInCircle(rng, cx, cy, r * 0.7);
      scene.add(`<path d="${blob(rng, x, y, 18, 14, 0.25, 7)}" fill="${chicken}"/>`);
    }
    scene.add(slivers(rng, cx, cy, r * 0.7, 30, ["#fffaf0"], 16, 5));
    scene.add(strewCoriander(scene, rng, cx, cy, r * 0.5, 4));
  } else {
    scene.add(creamSwirl(rng, cx, cy, r * 0.3));
    scene.add(seeds(rng, cx, cy, r * 0.4, 25, "cumin"));
    scene.add(chilliRings(scene, rng, cx, cy, r * 0.3, 2, "red"));
    scene.add(strewCoriander(scene, rng, cx, cy, r * 0.4, 4));
  }
  spoon(scene, cx + 440, cy + 40, between(rng, -20, 10));
}

/** Raita: yoghurt with diced cucumber, cumin and a dusting of chilli. */
export function raita(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const r = bowl(scene, cx, cy, 320);
  const yoghurt = scene.radial("yoghurt", [
    [0, "#ffffff"],
    [0.8, "#f7f3ea"],
    [1, "#ddd5c4"],
  ]);
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${yoghurt}"/>`);
  scene.add(creamSwirl(rng, cx, cy, r * 0.6, "#efe8da"));
  for (let i = 0; i < 26; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r * 0.8);
    scene.add(
      `<rect x="${n(x - 9)}" y="${n(y - 9)}" width="18" height="18" rx="4" fill="#d9edb0" stroke="#4f8f2a" stroke-width="3" transform="rotate(${n(rng() * 90)} ${n(x)} ${n(y)})"/>`,
    );
  }
  scene.add(seeds(rng, cx, cy, r * 0.5, 30, "cumin"));
  for (let i = 0; i < 60; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r * 0.35);
    scene.add(`<circle cx="${n(x)}" cy="${n(y)}" r="1.8" fill="#c8321c" opacity="0.8"/>`);
  }
  scene.add(mintLeaf(scene, rng, cx + 20, cy - 10, 34));
  scene.add(mintLeaf(scene, rng, cx - 20, cy + 14, 28));
}

/** Kheer: creamy rice pudding with saffron threads and nut slivers. */
export function kheer(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const r = bowl(scene, cx, cy, 320);
  const cream = scene.radial("kheer", [
    [0, "#fffaf0"],
    [0.75, "#f6e6c4"],
    [1, "#d9bf8c"],
  ]);
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${cream}"/>`);
  scene.add(slivers(rng, cx, cy, r * 0.9, 120, ["#fffdf6", "#f3e2bd"], 14, 5));
  scene.add(slivers(rng, cx, cy, r * 0.5, 26, ["#e8701a", "#d9480f"], 18, 1.6));
  scene.add(slivers(rng, cx, cy, r * 0.55, 14, ["#7fb04a", "#9cc860"], 18, 6));
  scene.add(slivers(rng, cx, cy, r * 0.55, 10, ["#f0dcb8"], 22, 7));
  spoon(scene, cx + 440, cy + 30, between(rng, -20, 10));
}

/** Gulab jamun: glossy dark dumplings in amber rose syrup. */
export function gulabJamun(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const r = bowl(scene, cx, cy, 320);
  const syrup = scene.radial("syrup", [
    [0, "#e7a54a"],
    [0.8, "#b8681e"],
    [1, "#7e3f0c"],
  ]);
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${syrup}"/>`);
  const ball = scene.radial("jamun", [
    [0, "#b3541c"],
    [0.6, "#7a2e0c"],
    [1, "#3e1404"],
  ]);
  const turn = rng() * Math.PI * 2;
  for (let i = 0; i < 4; i++) {
    const a = turn + (i / 4) * Math.PI * 2;
    const [x, y] = [cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42];
    scene.add(
      `<circle cx="${n(x + 6)}" cy="${n(y + 9)}" r="84" fill="#2a0c02" opacity="0.35"/><circle cx="${n(x)}" cy="${n(y)}" r="84" fill="${ball}"/>`,
    );
    scene.add(
      `<ellipse cx="${n(x - 28)}" cy="${n(y - 30)}" rx="26" ry="14" fill="#fff" opacity="0.45" transform="rotate(-35 ${n(x - 28)} ${n(y - 30)})"/>`,
    );
  }
  scene.add(slivers(rng, cx, cy, r * 0.8, 18, ["#8cc056", "#6fa53c"], 16, 5));
  for (let i = 0; i < 5; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r * 0.85);
    scene.add(`<path d="${blob(rng, x, y, 14, 10, 0.2, 6)}" fill="#e0506a" opacity="0.85"/>`);
  }
}
