import { mintLeaf, slivers } from "./garnish.ts";
import { between, blob, n, pointInCircle, polar, type Rng, type Scene } from "./svg-kit.ts";
import { glass, plate } from "./vessels.ts";

/** A paper straw dipping into the drink and leaning out of the glass. */
function straw(x: number, y: number, angle: number, colour: string): string {
  const [ex, ey] = polar(x, y, 260, angle);
  return (
    `<path d="M${n(x + 10)},${n(y + 14)} L${n(ex + 10)},${n(ey + 14)}" stroke="#000" stroke-opacity="0.3" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M${n(x)},${n(y)} L${n(ex)},${n(ey)}" stroke="#fffaf2" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M${n(x)},${n(y)} L${n(ex)},${n(ey)}" stroke="${colour}" stroke-width="24" stroke-dasharray="18 18"/>` +
    `<circle cx="${n(ex)}" cy="${n(ey)}" r="7" fill="#8a7a6a"/>`
  );
}

/** Small bubbles and froth on a drink's surface. */
function froth(rng: Rng, cx: number, cy: number, r: number, count: number, colour: string): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInCircle(rng, cx, cy, r);
    const s = between(rng, 2, 7);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="none" stroke="${colour}" stroke-width="1.4" opacity="0.7"/>`;
  }
  return out;
}

export function lassi(
  scene: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  flavour: "mango" | "salted",
): void {
  const r = glass(scene, cx - 60, cy, 240);
  const x = cx - 60;
  const tones =
    flavour === "mango" ? ["#fcd27a", "#f4a22c", "#d9780e"] : ["#ffffff", "#f6f1e4", "#ddd3bc"];
  const drink = scene.radial(`lassi-${flavour}`, [
    [0, tones[0] as string],
    [0.8, tones[1] as string],
    [1, tones[2] as string],
  ]);
  scene.add(`<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${drink}"/>`);
  scene.add(
    `<path d="${blob(rng, x - 10, cy - 10, r * 0.6, r * 0.55, 0.15, 10)}" fill="#fff" opacity="${flavour === "mango" ? 0.35 : 0.6}"/>`,
  );
  scene.add(froth(rng, x, cy, r * 0.85, 40, flavour === "mango" ? "#fff0c8" : "#d8ceb8"));
  if (flavour === "mango") {
    scene.add(slivers(rng, x, cy, r * 0.3, 14, ["#e24a12", "#c8380c"], 16, 1.6));
    scene.add(slivers(rng, x, cy, r * 0.35, 8, ["#8cc056"], 12, 5));
  } else {
    for (let i = 0; i < 70; i++) {
      const [px, py] = pointInCircle(rng, x, cy, r * 0.45);
      scene.add(`<circle cx="${n(px)}" cy="${n(py)}" r="1.8" fill="#7a4a22" opacity="0.8"/>`);
    }
    scene.add(mintLeaf(scene, rng, x + 30, cy - 20, 30));
  }
  scene.add(
    straw(
      x + r * 0.3,
      cy - r * 0.2,
      between(rng, -70, -30) * (Math.PI / 180),
      flavour === "mango" ? "#e8562a" : "#3a7fb8",
    ),
  );
  if (flavour === "mango") mangoCheeks(scene, rng, cx + 400, cy + 150);
  else {
    for (let i = 0; i < 4; i++)
      scene.add(
        mintLeaf(
          scene,
          rng,
          cx + 390 + between(rng, -50, 50),
          cy + 200 + between(rng, -50, 50),
          40,
        ),
      );
  }
}

/** Mango halves cut in a hedgehog pattern. */
function mangoCheeks(scene: Scene, rng: Rng, x: number, y: number): void {
  const skin = scene.radial("mango-skin", [
    [0, "#f4c23a"],
    [0.8, "#e48a1c"],
    [1, "#7a9a2a"],
  ]);
  const flesh = scene.radial("mango-flesh", [
    [0, "#ffd46a"],
    [1, "#f29a1a"],
  ]);
  [
    [0, 0],
    [-70, 120],
  ].forEach(([dx = 0, dy = 0], i) => {
    const d = blob(rng, x + dx, y + dy, 110, 78, 0.05, 10);
    scene.add(
      `<path d="${d}" fill="#000" opacity="0.35" transform="translate(8,12)"/><path d="${d}" fill="${skin}"/>`,
    );
    const inner = blob(rng, x + dx, y + dy, 96, 64, 0.04, 10);
    let grid = "";
    for (let k = -3; k <= 3; k++)
      grid += `<path d="M${n(x + dx + k * 26)},${n(y + dy - 70)} l0,140 M${n(x + dx - 110)},${n(y + dy + k * 20)} l220,0" stroke="#d9800e" stroke-width="3"/>`;
    scene.add(
      `<path d="${inner}" fill="${flesh}"/><g clip-path="${scene.clip(`mango-${i}`, inner)}" opacity="0.8">${grid}</g>`,
    );
  });
}

/** Masala chai in a clay kulhad cup on a saucer, steaming milky brown. */
export function chai(scene: Scene, rng: Rng, cx: number, cy: number): void {
  plate(scene, cx - 40, cy, 320);
  const clay = scene.radial(
    "kulhad",
    [
      [0.7, "#c8683a"],
      [0.9, "#a44a22"],
      [1, "#7a3214"],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const tea = scene.radial("chai", [
    [0, "#e0a874"],
    [0.7, "#b87a48"],
    [1, "#80502c"],
  ]);
  scene.add(
    `<circle cx="${n(cx - 30)}" cy="${n(cy + 12)}" r="195" fill="#2a1206" opacity="0.35"/>`,
  );
  scene.add(`<circle cx="${n(cx - 40)}" cy="${n(cy)}" r="195" fill="${clay}"/>`);
  scene.add(`<circle cx="${n(cx - 40)}" cy="${n(cy)}" r="166" fill="${tea}"/>`);
  scene.add(
    `<path d="${blob(rng, cx - 60, cy - 20, 70, 50, 0.3, 9)}" fill="#f6dcbc" opacity="0.35"/>`,
  );
  scene.add(froth(rng, cx - 40, cy, 145, 36, "#f0d2ae"));
  for (let i = 0; i < 5; i++) {
    const [x, y] = polar(cx + 400, cy - 180, between(rng, 10, 70), rng() * Math.PI * 2);
    scene.add(
      `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rng() * 180)})"><ellipse rx="20" ry="11" fill="#8ca446" stroke="#5a7020" stroke-width="1.5"/><path d="M-16,0 L16,0" stroke="#5a7020" stroke-width="1.2"/></g>`,
    );
  }
  const ginger = scene.radial("ginger", [
    [0, "#f4d8a4"],
    [1, "#b88a4a"],
  ]);
  scene.add(
    `<path d="${blob(rng, cx + 400, cy + 200, 70, 40, 0.2, 9)}" fill="${ginger}" stroke="#8a6030" stroke-width="2"/>`,
  );
}

/** An ice-cold lager: pale foam with amber at the edge, and the bottle lying beside the glass. */
export function beer(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const x = cx - 90;
  const r = glass(scene, x, cy, 230);
  const amber = scene.radial("lager", [
    [0, "#f8d36a"],
    [1, "#c98414"],
  ]);
  const foam = scene.radial("foam", [
    [0, "#fffdf6"],
    [0.8, "#f6ecd4"],
    [1, "#e6d2a6"],
  ]);
  scene.add(`<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${amber}"/>`);
  scene.add(`<path d="${blob(rng, x - 4, cy - 4, r * 0.88, r * 0.87, 0.03, 16)}" fill="${foam}"/>`);
  scene.add(froth(rng, x - 4, cy - 4, r * 0.8, 110, "#d9c49a"));
  bottle(scene, cx + 340, cy + 60, between(rng, 30, 45));
}

/** A brown beer bottle on its side; the label is plain colour, a picture holds no words. */
function bottle(scene: Scene, x: number, y: number, angle: number): void {
  const glassFill = scene.linear(
    "bottle",
    [
      [0, "#3a1a06"],
      [0.3, "#8a4a14"],
      [0.45, "#c98a3a"],
      [0.6, "#6a3408"],
      [1, "#2a1004"],
    ],
    90,
  );
  const body =
    "M-190,-58 Q-200,-58 -200,-40 L-200,40 Q-200,58 -190,58 L40,58 Q80,58 110,24 L170,20 L200,20 L200,-20 L170,-20 L110,-24 Q80,-58 40,-58Z";
  scene.add(
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(1.2)">` +
      `<path d="${body}" fill="#000" opacity="0.4" transform="translate(8,14)"/><path d="${body}" fill="${glassFill}"/>` +
      `<rect x="-150" y="-58" width="150" height="116" fill="#f4e6c8"/><rect x="-150" y="-58" width="20" height="116" fill="#b8322a"/><rect x="-20" y="-58" width="20" height="116" fill="#b8322a"/>` +
      `<circle cx="-75" cy="0" r="32" fill="#d9a23a"/><circle cx="-75" cy="0" r="22" fill="#b8322a"/>` +
      `<rect x="-150" y="-40" width="150" height="12" fill="#fff" opacity="0.35"/>` +
      `<rect x="196" y="-24" width="14" height="48" rx="3" fill="#c9a640"/></g>`,
  );
}

/** A glass of sparkling water with ice and a slice of lemon. */
export function water(scene: Scene, rng: Rng, cx: number, cy: number): void {
  const x = cx - 60;
  const r = glass(scene, x, cy, 240);
  const clear = scene.radial("water", [
    [0, "#eef8fb", 0.55],
    [1, "#9cc9d6", 0.75],
  ]);
  scene.add(`<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${clear}"/>`);
  for (let i = 0; i < 4; i++) {
    const [ix, iy] = pointInCircle(rng, x, cy, r * 0.5);
    const s = between(rng, 60, 80);
    scene.add(
      `<rect x="${n(ix - s / 2)}" y="${n(iy - s / 2)}" width="${n(s)}" height="${n(s)}" rx="14" fill="#ffffff" fill-opacity="0.45" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3" transform="rotate(${n(rng() * 90)} ${n(ix)} ${n(iy)})"/>`,
    );
  }
  scene.add(lemonSlice(scene, x + r * 0.35, cy - r * 0.35, 70));
  scene.add(froth(rng, x, cy, r * 0.9, 50, "#ffffff"));
  scene.add(lemonSlice(scene, cx + 410, cy + 190, 80));
  scene.add(lemonSlice(scene, cx + 330, cy + 290, 70));
}

function lemonSlice(scene: Scene, x: number, y: number, r: number): string {
  const flesh = scene.radial(
    "lemon-slice",
    [
      [0, "#fffbd8"],
      [1, "#f6dc4a"],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  let segments = "";
  for (let i = 0; i < 8; i++) {
    const [sx, sy] = polar(x, y, r * 0.78, (i / 8) * Math.PI * 2);
    segments += `<path d="M${n(x)},${n(y)} L${n(sx)},${n(sy)}" stroke="#fffbea" stroke-width="3"/>`;
  }
  return (
    `<circle cx="${n(x + 5)}" cy="${n(y + 7)}" r="${n(r)}" fill="#000" opacity="0.25"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f2c814"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.9)}" fill="#fffbe6"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.82)}" fill="${flesh}"/>${segments}`
  );
}
