import {
  between,
  closedCurve,
  n,
  pick,
  pointInCircle,
  polar,
  type Point,
  type Rng,
  type Scene,
} from "./svg-kit.ts";

/** A scalloped coriander leaf: three rounded lobes around the stem. */
export function corianderLeaf(scene: Scene, rng: Rng, x: number, y: number, size: number): string {
  const fill = scene.radial("coriander", [
    [0, "#8fd05a"],
    [0.7, "#4d9a2a"],
    [1, "#2f6d18"],
  ]);
  const turn = rng() * Math.PI * 2;
  const points: Point[] = [];
  for (let i = 0; i < 14; i++) {
    const a = turn + (i / 14) * Math.PI * 2;
    const lobe = 0.78 + 0.22 * Math.abs(Math.sin(a * 1.5 - turn));
    points.push(polar(x, y, size * lobe * (i % 2 ? 0.86 : 1), a));
  }
  const vein = polar(x, y, size * 0.7, turn + Math.PI / 2);
  return (
    `<path d="${closedCurve(points)}" fill="${fill}" stroke="#2f6d18" stroke-width="0.8"/>` +
    `<path d="M${n(x)},${n(y)} L${n(vein[0])},${n(vein[1])}" stroke="#c8eaa0" stroke-width="${n(size * 0.08)}" stroke-linecap="round" opacity="0.7"/>`
  );
}

/** A pointed mint leaf with its centre vein; with a dark fill it passes for a curry leaf. */
export function mintLeaf(
  scene: Scene,
  rng: Rng,
  x: number,
  y: number,
  size: number,
  fill = scene.linear(
    "mint",
    [
      [0, "#9ad86a"],
      [1, "#3c8a2c"],
    ],
    60,
  ),
): string {
  const angle = n(rng() * 360);
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${angle})">` +
    `<path d="M${-size},0 Q0,${n(-size * 0.75)} ${size},0 Q0,${n(size * 0.75)} ${-size},0Z" fill="${fill}" stroke="#2f6d18" stroke-width="1"/>` +
    `<path d="M${n(-size * 0.9)},0 L${n(size * 0.8)},0" stroke="#d6f0b0" stroke-width="${n(size * 0.06)}" opacity="0.8"/></g>`
  );
}

/** Coriander leaves strewn over a circular area. */
export function strewCoriander(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  count: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    out += corianderLeaf(scene, rng, x, y, between(rng, 13, 22));
  }
  return out;
}

/** Rings of sliced green or red chilli with their pale seeds. */
export function chilliRings(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  count: number,
  colour: "green" | "red",
): string {
  const skin = colour === "green" ? "#3f8f25" : "#c4221a";
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    const size = between(rng, 8, 12);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="#f3efc8" stroke="${skin}" stroke-width="${n(size * 0.35)}"/>`;
    out += `<circle cx="${n(x + 2)}" cy="${n(y - 1)}" r="1.6" fill="#e8d890"/><circle cx="${n(x - 2)}" cy="${n(y + 2)}" r="1.6" fill="#e8d890"/>`;
  }
  return out;
}

/** A spiral of cream drizzled over a sauce. */
export function creamSwirl(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  colour = "#fff7e6",
): string {
  let d = "";
  const turns = between(rng, 1.2, 1.7);
  const start = rng() * Math.PI * 2;
  const wobble = rng() * Math.PI * 2;
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    const a = start + t * turns * Math.PI * 2;
    // A poured line is never a perfect spiral.
    const [x, y] = polar(cx, cy, r * (0.12 + 0.88 * t) * (1 + 0.1 * Math.sin(a * 3 + wobble)), a);
    d += `${i === 0 ? "M" : "L"}${n(x)},${n(y)}`;
  }
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.06)}" stroke-linecap="round" opacity="0.75"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${n(r * 0.025)}" stroke-linecap="round" opacity="0.6" transform="translate(-2,-2)"/>`
  );
}

/** Glistening drops of ghee or oil floating on a sauce. */
export function oilDrops(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  count: number,
  colour: string,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    const size = between(rng, 3, 11);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${colour}" opacity="0.55"/><circle cx="${n(x - size * 0.3)}" cy="${n(y - size * 0.3)}" r="${n(size * 0.35)}" fill="#fff" opacity="0.6"/>`;
  }
  return out;
}

/** Small seeds such as cumin or mustard: short dark dashes or dots. */
export function seeds(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  count: number,
  kind: "cumin" | "mustard",
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    out +=
      kind === "cumin"
        ? `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4.5" ry="1.6" fill="#5a3a1c" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="#2a1a12"/>`;
  }
  return out;
}

/** Thin strands of saffron or slivers of nuts, scattered over a pudding or rice. */
export function slivers(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  count: number,
  colours: readonly string[],
  length: number,
  width: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    const a = rng() * 180;
    out += `<rect x="${n(x - length / 2)}" y="${n(y - width / 2)}" width="${n(length)}" height="${n(width)}" rx="${n(width / 2)}" fill="${pick(rng, colours)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

/** A lemon wedge seen from above: rind, pith and juicy segments. */
export function lemonWedge(scene: Scene, rng: Rng, x: number, y: number, size: number): string {
  const flesh = scene.radial(
    "lemon",
    [
      [0, "#fff6b0"],
      [1, "#f4d23c"],
    ],
    { fx: 0.5, fy: 0.1, cy: 0.1, r: 1 },
  );
  let segments = "";
  for (let i = 1; i < 4; i++) {
    const a = Math.PI * (i / 4);
    const [sx, sy] = polar(0, 0, size * 0.85, Math.PI + a);
    segments += `<path d="M0,0 L${n(sx)},${n(sy)}" stroke="#fff9d8" stroke-width="2"/>`;
  }
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rng() * 360)})">` +
    `<path d="M${-size},0 A${size},${size} 0 0 1 ${size},0Z" fill="#e9c21a" transform="translate(3,4)" opacity="0.5"/>` +
    `<path d="M${-size},0 A${size},${size} 0 0 1 ${size},0Z" fill="#f2cf1d"/>` +
    `<path d="M${n(-size * 0.9)},0 A${n(size * 0.9)},${n(size * 0.9)} 0 0 1 ${n(size * 0.9)},0Z" fill="#fffbe6"/>` +
    `<path d="M${n(-size * 0.84)},0 A${n(size * 0.84)},${n(size * 0.84)} 0 0 1 ${n(size * 0.84)},0Z" fill="${flesh}"/>${segments}</g>`
  );
}

/** Rings of red onion, the classic side of everything grilled. */
export function onionRings(
  rng: Rng,
  cx: number,
  cy: number,
  spread: number,
  count: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, spread);
    const [rx, ry] = [between(rng, 22, 36), between(rng, 18, 30)];
    const a = n(rng() * 180);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#a4457a" stroke-width="6" transform="rotate(${a} ${n(x)} ${n(y)})"/>`;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx - 3)}" ry="${n(ry - 3)}" fill="none" stroke="#f3dbe8" stroke-width="2" transform="rotate(${a} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}
