import { n, type Scene } from "./svg-kit.ts";

/**
 * Soft shadows. Light falls from the upper left, so they lie to the lower right. A blur filter
 * over a whole plate costs more than drawing the rest of the picture, so large shadows are
 * faked: a fading radial gradient for round things, a few widening translucent copies for
 * rounded rectangles.
 */
const SHADOW = "#140800";

export function circleShadow(scene: Scene, cx: number, cy: number, r: number, offset = 1): void {
  const fill = scene.radial(
    "soft-shadow",
    [
      [0.8, SHADOW, 0.5],
      [0.9, SHADOW, 0.25],
      [1, SHADOW, 0],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  scene.add(
    `<circle cx="${n(cx + 14 * offset)}" cy="${n(cy + 20 * offset)}" r="${n(r * 1.1 + 8)}" fill="${fill}"/>`,
  );
}

/** Returns markup, so it can sit inside a rotated group. */
export function roundedRectShadow(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  offset = 1,
): string {
  let out = "";
  for (const [grow, opacity] of [
    [0, 0.22],
    [8, 0.14],
    [16, 0.09],
    [26, 0.05],
  ] as const) {
    out += `<rect x="${n(x + 14 * offset - grow)}" y="${n(y + 20 * offset - grow)}" width="${n(width + 2 * grow)}" height="${n(height + 2 * grow)}" rx="${n(radius + grow)}" fill="${SHADOW}" opacity="${opacity}"/>`;
  }
  return out;
}
