import { mintLeaf, onionRings, strewCoriander } from "./garnish.ts";
import {
  between,
  blob,
  closedCurve,
  n,
  polar,
  type Point,
  type Rng,
  type Scene,
} from "./svg-kit.ts";
import { drawChutneyBowl } from "./table.ts";
import { plate } from "./vessels.ts";

const golden = (scene: Scene) =>
  scene.radial("fried", [
    [0, "#f7cf7c"],
    [0.55, "#e09a3e"],
    [1, "#a35a1c"],
  ]);

/** Three crisp pastry triangles with crimped edges, two chutneys on the side. */
export function samosas(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const px = cx - 60;
  const inner = plate(scene, px, cy, 350);
  const fill = golden(scene);
  const turn = rng() * Math.PI * 2;
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(px, cy, inner * 0.45, turn + (i / 3) * Math.PI * 2);
    // Each triangle points its tip outwards, so the three lie like petals.
    const spin = turn + (i / 3) * Math.PI * 2 + between(rng, -0.3, 0.3);
    const corners = [0, 1, 2].map((k) => polar(x, y, 135, spin + (k / 3) * Math.PI * 2));
    const outline: Point[] = [];
    corners.forEach((c, k) => {
      const next = corners[(k + 1) % 3] as Point;
      outline.push(
        c,
        [c[0] * 0.62 + next[0] * 0.38 + between(rng, -4, 4), c[1] * 0.62 + next[1] * 0.38],
        [c[0] * 0.38 + next[0] * 0.62, c[1] * 0.38 + next[1] * 0.62],
      );
    });
    const d = closedCurve(outline);
    scene.add(
      `<path d="${d}" fill="#3a1606" opacity="0.3" transform="translate(6,9)"/><path d="${d}" fill="${fill}"/>`,
    );
    // The crimped seam along one edge, and blisters from the fryer.
    const [a, b] = [corners[0] as Point, corners[1] as Point];
    for (let k = 1; k < 10; k++) {
      const t = k / 10;
      scene.add(
        `<circle cx="${n(a[0] + (b[0] - a[0]) * t * 0.85 + (x - a[0]) * 0.08)}" cy="${n(a[1] + (b[1] - a[1]) * t * 0.85 + (y - a[1]) * 0.08)}" r="4" fill="#b86c26" opacity="0.7"/>`,
      );
    }
    for (let k = 0; k < 12; k++) {
      const [bx, by] = polar(x, y, between(rng, 0, 60), rng() * Math.PI * 2);
      scene.add(
        `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(between(rng, 2, 5))}" fill="#fff0c4" opacity="0.5"/>`,
      );
    }
  }
  scene.add(mintLeaf(scene, rng, px, cy, 30));
  scene.add(mintLeaf(scene, rng, px + 20, cy + 16, 24));
  drawChutneyBowl(scene, rng, cx + 400, cy - 110, 82, "mint");
  drawChutneyBowl(scene, rng, cx + 410, cy + 110, 82, "tamarind");
}

/** Golden fritters, knobbly from the batter, with a chutney for dipping. */
export function pakoras(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  batter: "onion" | "paneer" | "chicken",
): void {
  const inner = plate(scene, cx, cy, 360);
  const fill = golden(scene);
  const count = batter === "onion" ? 6 : 8;
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(
      cx,
      cy,
      inner * between(rng, 0.55, 0.65),
      (i / count) * Math.PI * 2 + rng() * 0.3,
    );
    const [rx, ry] = batter === "paneer" ? [68, 46] : batter === "chicken" ? [72, 40] : [74, 66];
    const d = blob(
      rng,
      x,
      y,
      rx,
      ry,
      batter === "onion" ? 0.28 : 0.14,
      batter === "onion" ? 14 : 9,
    );
    scene.add(
      `<path d="${d}" fill="#3a1606" opacity="0.3" transform="translate(5,8)"/><path d="${d}" fill="${fill}"/>`,
    );
    for (let k = 0; k < 14; k++) {
      const [bx, by] = polar(x, y, between(rng, 0, rx * 0.7), rng() * Math.PI * 2);
      scene.add(
        `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(between(rng, 2, 6))}" fill="${k % 3 ? "#b8661e" : "#ffe3a0"}" opacity="0.55"/>`,
      );
    }
    if (batter === "onion") {
      for (let k = 0; k < 4; k++) {
        const [sx, sy] = polar(x, y, between(rng, 5, 30), rng() * Math.PI * 2);
        const a = rng() * Math.PI;
        scene.add(
          `<path d="M${n(sx - 28 * Math.cos(a))},${n(sy - 28 * Math.sin(a))} q${n(20 * Math.sin(a))},${n(-20 * Math.cos(a))} ${n(56 * Math.cos(a))},${n(56 * Math.sin(a))}" stroke="#c47a30" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`,
        );
      }
    }
  }
  scene.add(strewCoriander(scene, rng, cx, cy, inner * 0.8, 5));
  drawChutneyBowl(scene, rng, cx, cy, 78, batter === "paneer" ? "mango" : "mint");
  if (batter === "chicken") scene.add(onionRings(rng, cx + inner * 0.2, cy + inner * 0.75, 20, 2));
}

/** A stack of papadums with the classic trio of chutneys. */
export function papadums(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const inner = plate(scene, cx - 80, cy, 350);
  const fill = scene.radial("papadum", [
    [0, "#fbeab8"],
    [0.8, "#f0d48a"],
    [1, "#d9ad58"],
  ]);
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(cx - 80, cy, inner * 0.28, rng() * Math.PI * 2);
    const d = blob(rng, x, y, 200, 200, 0.03, 18);
    scene.add(
      `<path d="${d}" fill="#4a2a08" opacity="0.25" transform="translate(5,8)"/><path d="${d}" fill="${fill}"/>`,
    );
    for (let k = 0; k < 40; k++) {
      const [bx, by] = polar(x, y, between(rng, 0, 185), rng() * Math.PI * 2);
      scene.add(
        k % 4
          ? `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(between(rng, 4, 12))}" ry="${n(between(rng, 3, 7))}" fill="#fff8dc" opacity="0.7"/>`
          : `<circle cx="${n(bx)}" cy="${n(by)}" r="2.2" fill="#3a2a1a" opacity="0.7"/>`,
      );
    }
  }
  drawChutneyBowl(scene, rng, cx + 400, cy - 200, 80, "mango");
  drawChutneyBowl(scene, rng, cx + 430, cy, 80, "mint");
  drawChutneyBowl(scene, rng, cx + 400, cy + 200, 80, "tamarind");
}
