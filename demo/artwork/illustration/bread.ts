import { corianderLeaf } from "./garnish.ts";
import {
  between,
  closedCurve,
  n,
  pointInCircle,
  type Point,
  type Rng,
  type Scene,
} from "./svg-kit.ts";
import { drawChutneyBowl } from "./table.ts";
import { woodBoard } from "./vessels.ts";

/** A teardrop naan, blistered and charred in spots from the tandoor wall. */
export function naan(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  topping: "butter" | "garlic" | "cheese",
): void {
  const r = woodBoard(scene, cx - 60, cy, 370);
  const bx = cx - 60;
  const angle = between(rng, -30, 30);
  const outline: Point[] = [
    [-250, 0],
    [-215, -130],
    [-90, -195],
    [60, -160],
    [200, -90],
    [265, 0],
    [200, 90],
    [60, 165],
    [-90, 190],
    [-215, 125],
  ].map(([x = 0, y = 0]) => [x * between(rng, 1.06, 1.16), y * between(rng, 1.06, 1.16)] as Point);
  const dough = scene.radial("naan", [
    [0, "#f8dc9c"],
    [0.65, "#ebb868"],
    [1, "#c98538"],
  ]);
  const blister = scene.radial(
    "blister",
    [
      [0, "#3a1a06", 0.95],
      [0.45, "#7a3e12", 0.6],
      [1, "#c98538", 0],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const puff = scene.radial(
    "puff",
    [
      [0, "#fff1c8", 0.9],
      [1, "#f3cf88", 0],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  let spots = "";
  for (let i = 0; i < 30; i++) {
    const [x, y] = pointInCircle(rng, 0, 0, 200);
    spots += `<ellipse cx="${n(x * 1.2)}" cy="${n(y * 0.95)}" rx="${n(between(rng, 22, 44))}" ry="${n(between(rng, 16, 30))}" fill="${puff}"/>`;
  }
  for (let i = 0; i < 36; i++) {
    const [x, y] = pointInCircle(rng, 0, 0, 205);
    const s = between(rng, 5, 16);
    spots += `<ellipse cx="${n(x * 1.25)}" cy="${n(y * 0.95)}" rx="${n(s)}" ry="${n(s * between(rng, 0.6, 1))}" fill="${blister}"/>`;
  }
  let top = `<path d="M-150,-80 Q-20,-140 120,-70" stroke="#fff4d0" stroke-width="26" opacity="0.35" fill="none" stroke-linecap="round"/>`;
  if (topping === "garlic") {
    for (let i = 0; i < 40; i++) {
      const [x, y] = pointInCircle(rng, 0, 0, 170);
      top += `<rect x="${n(x * 1.2)}" y="${n(y)}" width="${n(between(rng, 5, 9))}" height="${n(between(rng, 4, 7))}" rx="2" fill="#fffbe9" stroke="#e0cf9a" stroke-width="0.8"/>`;
    }
    for (let i = 0; i < 9; i++) {
      const [x, y] = pointInCircle(rng, 0, 0, 160);
      top += corianderLeaf(scene, rng, x * 1.2, y, between(rng, 9, 13));
    }
  } else if (topping === "cheese") {
    // Cut into pieces, with the melted cheese showing in the cuts.
    for (const a of [between(rng, 20, 40), between(rng, 100, 130)]) {
      let strands = "";
      for (let x = -240; x < 240; x += between(rng, 24, 44))
        strands += `<ellipse cx="${n(x)}" cy="0" rx="${n(between(rng, 8, 16))}" ry="${n(between(rng, 6, 11))}" fill="#fbe27a" stroke="#e8c450" stroke-width="1"/>`;
      top += `<g transform="rotate(${n(a)})"><rect x="-260" y="-6" width="520" height="12" rx="6" fill="#8a4a1c" opacity="0.8"/>${strands}</g>`;
    }
  }
  const d = closedCurve(outline);
  const inside = scene.clip("naan-outline", d);
  scene.add(
    `<g transform="translate(${n(bx)},${n(cy)}) rotate(${n(angle)})">` +
      `<path d="${d}" fill="#2a1204" opacity="0.35" transform="translate(8,12)"/>` +
      `<path d="${d}" fill="${dough}"/><g clip-path="${inside}">${spots}${top}</g></g>`,
  );
  drawChutneyBowl(
    scene,
    rng,
    bx + r + 110,
    cy + between(rng, -80, 80),
    90,
    topping === "butter" ? "mango" : "mint",
  );
}
