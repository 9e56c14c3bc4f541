import { mintLeaf, seeds, slivers, strewCoriander } from "./garnish.ts";
import { between, blob, n, pick, pointInCircle, spread, type Rng, type Scene } from "./svg-kit.ts";
import { bowl, karahi } from "./vessels.ts";

/** Long basmati grains; saffron turns some of them yellow and orange. */
export function grains(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  count: number,
  colours: readonly string[],
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rng, 8, 11))}" ry="2.8" fill="${pick(rng, colours)}" stroke="#c9b48a" stroke-width="0.5" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

/** Biryani heaped in a copper pot: saffron rice, the meat or vegetables, crisp onions, mint. */
export function biryani(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  pieces: "chicken" | "lamb" | "vegetables",
): void {
  const r = karahi(scene, cx, cy, 350);
  const base = scene.radial("rice-heap", [
    [0, "#fff6df"],
    [0.8, "#f2dcae"],
    [1, "#c9a46a"],
  ]);
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${base}"/>`);
  scene.add(
    grains(rng, cx, cy, r * 0.97, 1100, [
      "#fffaf0",
      "#fffaf0",
      "#fff3d6",
      "#f8d25a",
      "#f2a93a",
      "#fffaf0",
    ]),
  );
  if (pieces === "vegetables") {
    for (let i = 0; i < 26; i++) {
      const [x, y] = pointInCircle(rng, cx, cy, r * 0.85);
      const kind = i % 3;
      scene.add(
        kind === 0
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="#5fa83a" stroke="#3d7a20"/>`
          : kind === 1
            ? `<rect x="${n(x - 8)}" y="${n(y - 8)}" width="16" height="16" rx="3" fill="#f08a2a" transform="rotate(${n(rng() * 90)} ${n(x)} ${n(y)})"/>`
            : `<path d="M${n(x - 14)},${n(y + 6)} a16,16 0 0 1 28,-4" stroke="#e9d2a0" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      );
    }
  } else {
    const fill =
      pieces === "chicken"
        ? scene.radial("biryani-chicken", [
            [0, "#f2b070"],
            [0.7, "#cf7a36"],
            [1, "#8e4a1c"],
          ])
        : scene.radial("biryani-lamb", [
            [0, "#a86a44"],
            [0.7, "#74401f"],
            [1, "#46220e"],
          ]);
    for (const [x, y] of spread(6, () => pointInCircle(rng, cx, cy, r * 0.65), 100)) {
      const d = blob(rng, x, y, 48, 38, 0.25, 8);
      scene.add(
        `<path d="${d}" fill="#3a1a06" opacity="0.3" transform="translate(4,6)"/><path d="${d}" fill="${fill}"/>`,
      );
    }
  }
  // Crisp fried onions (birista), then mint and coriander on top.
  for (let i = 0; i < 30; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r * 0.8);
    scene.add(
      `<path d="M${n(x)},${n(y)} q8,-10 18,-2 t16,4" stroke="${pick(rng, ["#8a4516", "#a85a22", "#6e3410"])}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r * 0.7);
    scene.add(mintLeaf(scene, rng, x, y, 22));
  }
  scene.add(strewCoriander(scene, rng, cx, cy, r * 0.7, 5));
}

/** Jeera rice: white basmati speckled with toasted cumin. */
export function jeeraRice(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const r = bowl(scene, cx, cy, 340);
  const base = scene.radial("rice-white", [
    [0, "#ffffff"],
    [0.8, "#f6efe0"],
    [1, "#d8ccb4"],
  ]);
  scene.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${base}"/>`);
  scene.add(grains(rng, cx, cy, r * 0.97, 1100, ["#ffffff", "#fffaf0", "#fbf3e0"]));
  scene.add(seeds(rng, cx, cy, r * 0.85, 60, "cumin"));
  scene.add(slivers(rng, cx, cy, r * 0.5, 6, ["#f4c04a"], 16, 3));
  scene.add(strewCoriander(scene, rng, cx, cy, r * 0.5, 4));
}
