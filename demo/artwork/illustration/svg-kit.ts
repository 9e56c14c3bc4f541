/**
 * The small toolbox the dish illustrations are drawn with: a seeded random source, number
 * formatting, smooth organic outlines and a scene that collects shapes and shared gradients.
 */

export type Point = readonly [number, number];
export type Rng = () => number;
/** offset 0..1, colour, optional opacity */
export type Stop = readonly [number, string, number?];

/** mulberry32: the same seed always draws the same picture, so a re-seed stores identical files. */
export function seededRandom(seed: number): Rng {
  let state = Math.imul(seed + 1, 0x9e3779b9) >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** One decimal is plenty at 1200 px and keeps the SVG small. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

export const polar = (cx: number, cy: number, r: number, angle: number): Point => [
  cx + r * Math.cos(angle),
  cy + r * Math.sin(angle),
];

/** A uniformly spread point inside a circle. */
export function pointInCircle(rng: Rng, cx: number, cy: number, r: number): Point {
  return polar(cx, cy, r * Math.sqrt(rng()), rng() * Math.PI * 2);
}

/** Up to `count` sampled points that keep `gap` apart, so pieces lie side by side instead of in one heap. */
export function spread(count: number, sample: () => Point, gap: number): Point[] {
  const out: Point[] = [];
  for (let tries = 0; out.length < count && tries < count * 40; tries++) {
    const p = sample();
    if (out.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) >= gap)) out.push(p);
  }
  return out;
}

/** A smooth closed outline through the points (Catmull-Rom segments as cubic Béziers). */
export function closedCurve(points: readonly Point[]): string {
  const at = (i: number) => points[(i + points.length) % points.length] as Point;
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < points.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** An irregular rounded lump: chunks of chicken, fritters, naan, dollops. */
export function blob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter: number,
  count = 9,
): string {
  const turn = rng() * Math.PI * 2;
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + between(rng, -jitter, jitter);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    points.push([
      cx + x * Math.cos(turn) - y * Math.sin(turn),
      cy + x * Math.sin(turn) + y * Math.cos(turn),
    ]);
  }
  return closedCurve(points);
}

/** Collects shapes in paint order and gradients once each, then writes one SVG document. */
export class Scene {
  private readonly defs = new Map<string, string>();
  private readonly body: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(markup: string): void {
    this.body.push(markup);
  }

  /** A radial gradient in the shape's own box, lit from the upper left like the whole scene. */
  radial(
    id: string,
    stops: readonly Stop[],
    at: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = 0.38, fy = 0.34 } = at;
    return this.define(
      id,
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  /** A linear gradient in the shape's own box, by angle in degrees (0 = left to right). */
  linear(id: string, stops: readonly Stop[], angle = 90): string {
    const a = (angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(a) / 2, Math.sin(a) / 2];
    const coords = `x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}"`;
    return this.define(
      id,
      `<linearGradient id="${id}" ${coords}>${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  /** A blur filter; id and deviation go together. */
  blur(id: string, deviation: number): string {
    return this.define(
      id,
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }

  /** A clip path from a path outline; the id must be unique within the scene. */
  clip(id: string, d: string): string {
    return this.define(id, `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  }

  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${[...this.defs.values()].join("")}</defs>${this.body.join("")}</svg>`;
  }

  private define(id: string, markup: string): string {
    if (!this.defs.has(id)) this.defs.set(id, markup);
    return `url(#${id})`;
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}
