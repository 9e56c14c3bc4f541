import type { Sauce } from "../../demo-menu.ts";
import { sauce } from "./curry.ts";
import { corianderLeaf, mintLeaf, seeds, slivers } from "./garnish.ts";
import { grains } from "./rice.ts";
import { circleShadow } from "./shadows.ts";
import { between, blob, n, pointInCircle, polar, type Rng, type Scene } from "./svg-kit.ts";

const steel = (scene: Scene) =>
  scene.radial(
    "steel-plate",
    [
      [0, "#f4f6f7"],
      [0.85, "#c9ced2"],
      [1, "#8e969c"],
    ],
    { fx: 0.4, fy: 0.35 },
  );

/** A small steel katori bowl holding one dish of the thali. */
function katori(
  scene: Scene,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  kind: Sauce | "kheer",
): void {
  circleShadow(scene, x, y, r, 0.3);
  scene.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${steel(scene)}" stroke="#7d858c" stroke-width="1.5"/>`,
  );
  const inner = r * 0.84;
  if (kind === "kheer") {
    const cream = scene.radial("thali-kheer", [
      [0, "#fffaf0"],
      [1, "#e8d3a8"],
    ]);
    scene.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(inner)}" fill="${cream}"/>`);
    scene.add(
      slivers(rng, x, y, inner * 0.6, 10, ["#e8701a"], 12, 1.4) +
        slivers(rng, x, y, inner * 0.6, 6, ["#7fb04a"], 10, 4),
    );
    return;
  }
  sauce(scene, rng, kind, x, y, inner);
  if (kind === "chana") {
    const pea = scene.radial("thali-chickpea", [
      [0, "#f4d08e"],
      [1, "#b5782f"],
    ]);
    for (let i = 0; i < 14; i++) {
      const [px, py] = pointInCircle(rng, x, y, inner * 0.7);
      scene.add(`<circle cx="${n(px)}" cy="${n(py)}" r="9" fill="${pea}"/>`);
    }
  } else if (kind === "saag") {
    const paneer = scene.radial("thali-paneer", [
      [0, "#fffdf4"],
      [1, "#dcc89c"],
    ]);
    for (let i = 0; i < 5; i++) {
      const [px, py] = pointInCircle(rng, x, y, inner * 0.6);
      scene.add(
        `<rect x="${n(px - 12)}" y="${n(py - 12)}" width="24" height="24" rx="4" fill="${paneer}" transform="rotate(${n(rng() * 90)} ${n(px)} ${n(py)})"/>`,
      );
    }
  } else if (kind === "dalYellow") {
    scene.add(seeds(rng, x, y, inner * 0.5, 16, "cumin"));
  }
  for (let i = 0; i < 2; i++) {
    const [lx, ly] = pointInCircle(rng, x, y, inner * 0.5);
    scene.add(corianderLeaf(scene, rng, lx, ly, 10));
  }
}

/** A vegetarian thali: a steel platter with katoris around rice, naan and a papadum. */
export function thali(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const R = 390;
  circleShadow(scene, cx, cy, R);
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${R}" fill="${steel(scene)}"/>`);
  scene.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${R - 26}" fill="none" stroke="#9aa2a8" stroke-width="3"/>`,
  );

  const papadum = scene.radial("thali-papadum", [
    [0, "#fbeab8"],
    [1, "#e2bd6a"],
  ]);
  const [px, py] = [cx - 150, cy + 150];
  scene.add(`<path d="${blob(rng, px, py, 150, 150, 0.03, 16)}" fill="${papadum}"/>`);
  for (let i = 0; i < 30; i++) {
    const [bx, by] = pointInCircle(rng, px, py, 135);
    scene.add(
      `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(between(rng, 4, 10))}" ry="${n(between(rng, 3, 6))}" fill="#fff8dc" opacity="0.75"/>`,
    );
  }
  const rice = scene.radial("thali-rice", [
    [0, "#ffffff"],
    [1, "#e8dcc2"],
  ]);
  scene.add(`<path d="${blob(rng, cx - 20, cy + 60, 130, 110, 0.1, 10)}" fill="${rice}"/>`);
  scene.add(grains(rng, cx - 20, cy + 60, 112, 260, ["#ffffff", "#fffaf0", "#f8d25a"]));
  scene.add(mintLeaf(scene, rng, cx - 10, cy + 40, 22));

  const naan = scene.radial("thali-naan", [
    [0, "#f8dc9c"],
    [0.7, "#ebb868"],
    [1, "#c98538"],
  ]);
  const [nx, ny] = [cx + 170, cy + 170];
  scene.add(
    `<path d="${blob(rng, nx, ny, 140, 95, 0.08, 10)}" fill="${naan}" transform="rotate(-35 ${n(nx)} ${n(ny)})"/>`,
  );
  for (let i = 0; i < 14; i++) {
    const [bx, by] = pointInCircle(rng, nx, ny, 80);
    scene.add(
      `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(between(rng, 4, 10))}" ry="${n(between(rng, 3, 7))}" fill="#6a3410" opacity="0.55"/>`,
    );
  }

  const dishes: readonly (Sauce | "kheer")[] = ["saag", "dalYellow", "chana", "korma", "kheer"];
  dishes.forEach((kind, i) => {
    const [x, y] = polar(cx, cy, R * 0.66, Math.PI * (1.05 + i * 0.225));
    katori(scene, rng, x, y, 100, kind);
  });
}
