import { chilliRings, lemonWedge, onionRings, strewCoriander } from "./garnish.ts";
import {
  between,
  blob,
  closedCurve,
  n,
  pointInCircle,
  spread,
  type Point,
  type Rng,
  type Scene,
} from "./svg-kit.ts";
import { sizzler } from "./vessels.ts";

type TandooriPieces = "chickenTikka" | "chickenLegs" | "paneer" | "prawns";

const charred = (scene: Scene) =>
  scene.radial("tandoori", [
    [0, "#f08a4a"],
    [0.55, "#d2461f"],
    [1, "#8a2310"],
  ]);

/** Dark flecks where the clay oven's heat caught the marinade. */
function charMarks(rng: Rng, x: number, y: number, spread: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [cx, cy] = pointInCircle(rng, x, y, spread);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(between(rng, 3, 9))}" ry="${n(between(rng, 2, 5))}" fill="#2a0a02" opacity="${n(between(rng, 0.35, 0.7))}"/>`;
  }
  return out;
}

/** Sizzling grilled pieces on cast iron, with onion rings and lemon. */
export function tandoori(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  pieces: TandooriPieces,
): void {
  const area = sizzler(scene, cx, cy, 440, 310);
  scene.add(onionRings(rng, cx, cy, area.ry * 0.8, 6));
  const fill = charred(scene);
  const spot = (): Point => {
    const [x, y] = pointInCircle(rng, 0, 0, 1);
    return [cx + x * area.rx * 0.72, cy + y * area.ry * 0.7];
  };
  switch (pieces) {
    case "chickenTikka":
      for (const [x, y] of spread(11, spot, 95)) {
        const d = blob(rng, x, y, 56, 44, 0.2, 7);
        scene.add(
          `<path d="${d}" fill="#000" opacity="0.4" transform="translate(5,8)"/><path d="${d}" fill="${fill}"/>${charMarks(rng, x, y, 30, 6)}`,
        );
      }
      break;
    case "chickenLegs":
      for (let i = 0; i < 3; i++) {
        const y = cy + (i - 1) * area.ry * 0.6 + between(rng, -10, 10);
        const x = cx + between(rng, -30, 30) + (i === 1 ? 40 : -50);
        scene.add(drumstick(scene, rng, x, y, between(rng, -20, 20) + (i === 1 ? 180 : 0), fill));
      }
      break;
    case "paneer": {
      const cheese = scene.radial("paneer-grilled", [
        [0, "#fff6dc"],
        [0.6, "#f4d49a"],
        [1, "#d88a3c"],
      ]);
      const peppers = ["#3f8f25", "#d43a1e", "#f0b418"];
      spread(16, spot, 78).forEach(([x, y], i) => {
        const s = i % 2 ? 64 : 46;
        const paint = i % 2 ? cheese : (peppers[i % 3] as string);
        const rect = (dx: number, dy: number, colour: string, extra = "") =>
          `<rect x="${n(x - s / 2 + dx)}" y="${n(y - s / 2 + dy)}" width="${s}" height="${s}" rx="8" fill="${colour}" transform="rotate(${n(rng() * 60)} ${n(x)} ${n(y)})"${extra}/>`;
        scene.add(
          rect(5, 7, "#000", ` opacity="0.4"`) +
            rect(0, 0, paint) +
            charMarks(rng, x, y, s * 0.35, 3),
        );
      });
      break;
    }
    case "prawns":
      for (const [x, y] of spread(7, spot, 140)) scene.add(prawn(rng, x, y, rng() * 360));
      break;
  }
  scene.add(lemonWedge(scene, rng, cx + area.rx * 0.72, cy - area.ry * 0.55, 64));
  scene.add(strewCoriander(scene, rng, cx, cy, area.ry * 0.8, 8));
}

/** A chicken leg: the meaty end glazed red, the bone sticking out. */
function drumstick(
  scene: Scene,
  rng: Rng,
  x: number,
  y: number,
  angle: number,
  fill: string,
): string {
  const outline: Point[] = [
    [-90, 0],
    [-72, -46],
    [-20, -60],
    [40, -42],
    [100, -14],
    [122, -9],
    [122, 9],
    [100, 14],
    [40, 42],
    [-20, 60],
    [-72, 46],
  ];
  const bone = scene.linear(
    "bone",
    [
      [0, "#fff8ea"],
      [1, "#d9c7a6"],
    ],
    90,
  );
  const d = closedCurve(outline);
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(1.15)">` +
    `<path d="${d}" fill="#000" opacity="0.4" transform="translate(6,9)"/>` +
    `<rect x="110" y="-8" width="44" height="16" rx="6" fill="${bone}"/><circle cx="156" cy="-9" r="11" fill="${bone}"/><circle cx="156" cy="9" r="11" fill="${bone}"/>` +
    `<path d="${d}" fill="${fill}"/>${charMarks(rng, -10, 0, 50, 14)}` +
    `<path d="M-60,-30 Q-10,-48 50,-28" stroke="#ffb07a" stroke-width="6" fill="none" opacity="0.5" stroke-linecap="round"/></g>`
  );
}

/** A curled king prawn, orange from the marinade, its tail fanned out. */
function prawn(rng: Rng, x: number, y: number, angle: number): string {
  let rings = "";
  for (let k = 0; k < 5; k++) {
    const a = Math.PI * (0.15 + k * 0.16);
    rings += `<path d="M${n(Math.cos(a) * 26)},${n(Math.sin(a) * 26)} L${n(Math.cos(a) * 58)},${n(Math.sin(a) * 58)}" stroke="#a8380f" stroke-width="3" opacity="0.6"/>`;
  }
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(1.3)">` +
    `<path d="M42,0 A42,42 0 1 1 -30,-30" stroke="#000" stroke-opacity="0.4" stroke-width="34" fill="none" stroke-linecap="round" transform="translate(5,8)"/>` +
    `<path d="M42,0 A42,42 0 1 1 -30,-30" stroke="#ee7a3a" stroke-width="34" fill="none" stroke-linecap="round"/>` +
    `<path d="M38,-4 A38,38 0 1 1 -28,-26" stroke="#ffb27a" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.6"/>${rings}` +
    `<path d="M-34,-34 L-70,-44 L-58,-18 Z" fill="#d94d1c"/>${charMarks(rng, 0, 20, 30, 4)}</g>`
  );
}

/** Minced-lamb seekh kebabs off the skewer, with herbs showing through. */
export function seekhKebabs(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const area = sizzler(scene, cx, cy, 440, 310);
  scene.add(onionRings(rng, cx, cy, area.ry * 0.8, 6));
  const meat = scene.linear(
    "kebab",
    [
      [0, "#5a2a12"],
      [0.35, "#a45a2c"],
      [0.55, "#b8693a"],
      [1, "#4a200c"],
    ],
    90,
  );
  for (let i = 0; i < 4; i++) {
    const y = cy + (i - 1.5) * 96 + between(rng, -6, 6);
    const x = cx + between(rng, -30, 30) - 30;
    const len = between(rng, 440, 520);
    const angle = between(rng, -8, 8);
    let bands = "";
    for (let k = 1; k < 8; k++)
      bands += `<rect x="${n(-len / 2 + (k * len) / 8 - 4)}" y="-30" width="8" height="60" rx="4" fill="#2a0c02" opacity="0.35"/>`;
    let herbs = "";
    for (let k = 0; k < 16; k++)
      herbs += `<circle cx="${n(between(rng, -len / 2 + 20, len / 2 - 20))}" cy="${n(between(rng, -20, 20))}" r="${n(between(rng, 2, 4))}" fill="#3f7f22"/>`;
    scene.add(
      `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})">` +
        `<rect x="${n(-len / 2 + 6)}" y="-26" width="${n(len)}" height="64" rx="32" fill="#000" opacity="0.4"/>` +
        `<rect x="${n(-len / 2)}" y="-32" width="${n(len)}" height="64" rx="32" fill="${meat}"/>${bands}${herbs}</g>`,
    );
  }
  scene.add(chilliRings(scene, rng, cx, cy, area.ry * 0.8, 5, "green"));
  scene.add(lemonWedge(scene, rng, cx + area.rx * 0.74, cy + area.ry * 0.55, 62));
  scene.add(strewCoriander(scene, rng, cx, cy, area.ry * 0.8, 6));
}
