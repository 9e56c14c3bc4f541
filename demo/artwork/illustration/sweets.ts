import { slivers } from "./garnish.ts";
import { between, blob, n, type Rng, type Scene } from "./svg-kit.ts";
import { plate } from "./vessels.ts";

/** Kulfi on sticks: dense saffron-mango ice cream with chopped pistachios, and mango slices. */
export function kulfi(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const r = plate(scene, cx, cy, 360);
  const ice = scene.linear(
    "kulfi",
    [
      [0, "#fbe3a4"],
      [0.5, "#f6c864"],
      [1, "#e0a03c"],
    ],
    0,
  );
  const stick = scene.linear(
    "stick",
    [
      [0, "#e8c894"],
      [1, "#c49a5e"],
    ],
    0,
  );
  const fan = between(rng, -20, 20);
  for (let i = 0; i < 2; i++) {
    const angle = fan + (i === 0 ? -16 : 16);
    const body = "M-60,-150 Q-60,-200 0,-200 Q60,-200 60,-150 L46,100 Q0,118 -46,100Z";
    let pistachio = "";
    for (let k = 0; k < 16; k++)
      pistachio += `<circle cx="${n(between(rng, -40, 40))}" cy="${n(between(rng, -170, -110))}" r="${n(between(rng, 3, 6))}" fill="${k % 2 ? "#7fb04a" : "#a9d06a"}"/>`;
    scene.add(
      `<g transform="translate(${n(cx - 70 + (i - 0.5) * 150)},${n(cy - 10)}) rotate(${n(angle)})">` +
        `<rect x="-14" y="90" width="28" height="150" rx="12" fill="#000" opacity="0.3" transform="translate(6,8)"/><rect x="-14" y="90" width="28" height="150" rx="12" fill="${stick}"/>` +
        `<path d="${body}" fill="#000" opacity="0.3" transform="translate(8,10)"/><path d="${body}" fill="${ice}"/>` +
        `<path d="M-40,-160 Q-40,-185 -10,-188" stroke="#fff6d8" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>${pistachio}</g>`,
    );
  }
  const flesh = scene.radial("mango-slice", [
    [0, "#ffd46a"],
    [1, "#f0901a"],
  ]);
  for (let i = 0; i < 3; i++) {
    const x = cx + r * 0.6 - i * 12;
    const y = cy + r * 0.05 + i * 52;
    scene.add(
      `<path d="${blob(rng, x, y, 62, 26, 0.08, 8)}" fill="${flesh}" stroke="#e07a10" stroke-width="2" transform="rotate(${n(between(rng, 60, 80))} ${n(x)} ${n(y)})"/>`,
    );
  }
  scene.add(slivers(rng, cx - r * 0.55, cy + r * 0.45, 50, 10, ["#7fb04a", "#a9d06a"], 10, 5));
}
