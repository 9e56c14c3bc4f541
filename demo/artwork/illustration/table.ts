import { circleShadow, roundedRectShadow } from "./shadows.ts";
import { between, blob, n, pick, type Rng, type Scene } from "./svg-kit.ts";

/** Warm table tops; a dish picks one, so the menu grid looks varied but of one family. */
const TABLES = [
  { base: "#6e4026", dark: "#4a2716", light: "#8c5634", grain: true },
  { base: "#9a5a2e", dark: "#6c3a1a", light: "#b97440", grain: true },
  { base: "#a9492a", dark: "#7d3019", light: "#c5633c", grain: false },
  { base: "#5b3a2a", dark: "#3c2418", light: "#7a5038", grain: true },
] as const;

/** Plank colours, grain or a plastered terracotta top, and a vignette that draws the eye inwards. */
export function drawTable(scene: Scene, rng: Rng): void {
  const table = pick(rng, TABLES);
  const { width: w, height: h } = scene;
  scene.add(`<rect width="${w}" height="${h}" fill="${table.base}"/>`);
  if (table.grain) {
    const plank = h / 4;
    for (let i = 0; i < 4; i++) {
      const y = i * plank;
      const tone = pick(rng, [table.dark, table.light, table.base]);
      scene.add(
        `<rect y="${n(y)}" width="${w}" height="${n(plank)}" fill="${tone}" opacity="${n(between(rng, 0.15, 0.4))}"/>`,
      );
      for (let g = 0; g < 7; g++) {
        const gy = y + between(rng, 8, plank - 8);
        const wave = between(rng, -10, 10);
        const d = `M0,${n(gy)} C${n(w * 0.3)},${n(gy + wave)} ${n(w * 0.6)},${n(gy - wave)} ${w},${n(gy + between(rng, -6, 6))}`;
        scene.add(
          `<path d="${d}" fill="none" stroke="${table.dark}" stroke-width="${n(between(rng, 1, 3.5))}" opacity="${n(between(rng, 0.25, 0.55))}"/>`,
        );
      }
      scene.add(`<rect y="${n(y - 2)}" width="${w}" height="4" fill="#1e0f07" opacity="0.45"/>`);
    }
  } else {
    for (let i = 0; i < 60; i++) {
      const [x, y] = [rng() * w, rng() * h];
      scene.add(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rng, 20, 90))}" ry="${n(between(rng, 10, 50))}" fill="${pick(rng, [table.dark, table.light])}" opacity="0.12"/>`,
      );
    }
  }
}

export function drawVignette(scene: Scene): void {
  const fill = scene.radial(
    "vignette",
    [
      [0.55, "#000", 0],
      [1, "#120700", 0.55],
    ],
    { r: 0.75, fx: 0.5, fy: 0.5 },
  );
  scene.add(`<rect width="${scene.width}" height="${scene.height}" fill="${fill}"/>`);
}

/** A striped cotton napkin tucked under one corner of the picture. */
export function drawNapkin(scene: Scene, rng: Rng, corner: { x: number; y: number }): void {
  const colours = pick(rng, [
    { cloth: "#f4e9d6", stripe: "#b8322a" },
    { cloth: "#efe3cf", stripe: "#2f5d8a" },
    { cloth: "#f6d9a8", stripe: "#9c2f1f" },
  ]);
  const angle = between(rng, -25, 25);
  const [nw, nh] = [460, 340];
  let stripes = "";
  for (let i = 0; i < 3; i++)
    stripes += `<rect x="${-nw / 2 + 26 + i * 16}" y="${-nh / 2}" width="${i === 1 ? 8 : 4}" height="${nh}" fill="${colours.stripe}" opacity="0.85"/>`;
  for (let i = 0; i < 3; i++)
    stripes += `<rect x="${-nw / 2}" y="${-nh / 2 + 26 + i * 16}" width="${nw}" height="${i === 1 ? 8 : 4}" fill="${colours.stripe}" opacity="0.85"/>`;
  scene.add(
    `<g transform="translate(${n(corner.x)},${n(corner.y)}) rotate(${n(angle)})">` +
      roundedRectShadow(-nw / 2, -nh / 2, nw, nh, 10, 0.6) +
      `<rect x="${-nw / 2}" y="${-nh / 2}" width="${nw}" height="${nh}" rx="10" fill="${colours.cloth}"/>${stripes}` +
      `<path d="M${-nw / 2 + 40},${n(-nh / 2 + 120)} Q0,${n(-nh / 2 + 150)} ${nw / 2 - 30},${n(-nh / 2 + 110)}" stroke="#000" stroke-opacity="0.08" stroke-width="14" fill="none"/>` +
      `</g>`,
  );
}

/** Whole spices scattered beside the plate: they say "Indian kitchen" without a single word. */
export function drawSpice(scene: Scene, rng: Rng, x: number, y: number): void {
  const spice = pick(rng, ["starAnise", "chilli", "cardamom", "cinnamon", "peppercorns"] as const);
  const rotation = n(rng() * 360);
  const shade = scene.blur("prop-shadow", 4);
  const group = (inner: string) =>
    `<g transform="translate(${n(x)},${n(y)}) rotate(${rotation}) scale(1.35)">${inner}</g>`;
  switch (spice) {
    case "starAnise": {
      const fill = scene.radial("anise", [
        [0, "#9a5a32"],
        [1, "#4a2412"],
      ]);
      let arms = "";
      for (let i = 0; i < 8; i++) {
        arms += `<ellipse cx="0" cy="-22" rx="9" ry="22" transform="rotate(${i * 45})" fill="${fill}" stroke="#3a1b0c" stroke-width="1.5"/>`;
        arms += `<ellipse cx="0" cy="-26" rx="3" ry="6" transform="rotate(${i * 45})" fill="#c98a4e"/>`;
      }
      scene.add(
        group(
          `<circle r="44" cx="4" cy="6" fill="#000" opacity="0.35" filter="${shade}"/>${arms}<circle r="7" fill="#5a2d15"/>`,
        ),
      );
      break;
    }
    case "chilli": {
      const fill = scene.linear(
        "chilli-skin",
        [
          [0, "#e2362a"],
          [0.5, "#b71d14"],
          [1, "#7d0f0a"],
        ],
        90,
      );
      const body = "M-70,0 C-40,-24 30,-26 70,-6 C40,8 -30,22 -70,0Z";
      scene.add(
        group(
          `<path d="${body}" transform="translate(5,8)" fill="#000" opacity="0.35" filter="${shade}"/>` +
            `<path d="${body}" fill="${fill}"/><path d="M-50,-6 C-20,-18 20,-18 50,-8" stroke="#ff9a80" stroke-width="4" opacity="0.55" fill="none" stroke-linecap="round"/>` +
            `<path d="M-72,0 C-84,-6 -92,-2 -100,-10" stroke="#4c7a24" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="-70" cy="0" r="9" fill="#5c8f2c"/>`,
        ),
      );
      break;
    }
    case "cardamom": {
      const fill = scene.radial("cardamom", [
        [0, "#c2d07a"],
        [1, "#6f8a32"],
      ]);
      let pods = "";
      for (let i = 0; i < 3; i++) {
        const [px, py, pr] = [i * 26 - 26, (i % 2) * 18 - 9, i * 50];
        pods += `<g transform="translate(${px},${py}) rotate(${pr})"><ellipse rx="18" ry="10" fill="${fill}" stroke="#56701f" stroke-width="1.2"/><path d="M-14,0 L14,0" stroke="#56701f" stroke-width="1.2"/></g>`;
      }
      scene.add(
        group(
          `<ellipse rx="48" ry="24" cx="4" cy="8" fill="#000" opacity="0.3" filter="${shade}"/>${pods}`,
        ),
      );
      break;
    }
    case "cinnamon": {
      const fill = scene.linear(
        "cinnamon",
        [
          [0, "#6b3418"],
          [0.35, "#b06a35"],
          [0.6, "#8b4a22"],
          [1, "#5a2a12"],
        ],
        90,
      );
      let sticks = "";
      for (const dy of [-16, 16]) {
        sticks += `<rect x="-90" y="${dy - 13}" width="180" height="26" rx="11" fill="${fill}"/><path d="M-80,${dy - 3} L80,${dy - 3}" stroke="#4a220e" stroke-width="2" opacity="0.6"/><ellipse cx="90" cy="${dy}" rx="7" ry="13" fill="#7a3c1a"/><path d="M88,${dy - 6} q6,6 0,12" stroke="#d08a52" stroke-width="2" fill="none"/>`;
      }
      scene.add(
        group(
          `<rect x="-86" y="-26" width="184" height="62" rx="16" fill="#000" opacity="0.35" filter="${shade}"/>${sticks}`,
        ),
      );
      break;
    }
    case "peppercorns": {
      let corns = "";
      const fill = scene.radial("peppercorn", [
        [0, "#6d4a36"],
        [1, "#1c110b"],
      ]);
      for (let i = 0; i < 14; i++)
        corns += `<circle cx="${n(between(rng, -40, 40))}" cy="${n(between(rng, -26, 26))}" r="${n(between(rng, 5, 7))}" fill="${fill}"/>`;
      scene.add(group(corns));
      break;
    }
  }
}

/** A little bowl of chutney at the side of the plate. */
export function drawChutneyBowl(
  scene: Scene,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  colour: "mint" | "mango" | "tamarind",
): void {
  const colours = {
    mint: ["#8fc45a", "#4e8a2a"],
    mango: ["#f6b04a", "#d0731a"],
    tamarind: ["#8a4a2a", "#4f2410"],
  }[colour];
  const rim = scene.radial(
    "small-bowl",
    [
      [0.75, "#ffffff"],
      [0.9, "#e9e2d6"],
      [1, "#c9bfae"],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const fill = scene.radial(`chutney-${colour}`, [
    [0, colours[0] as string],
    [1, colours[1] as string],
  ]);
  circleShadow(scene, x, y, r, 0.5);
  scene.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rim}"/>`);
  scene.add(`<path d="${blob(rng, x, y, r * 0.74, r * 0.74, 0.05)}" fill="${fill}"/>`);
  scene.add(
    `<ellipse cx="${n(x - r * 0.25)}" cy="${n(y - r * 0.3)}" rx="${n(r * 0.22)}" ry="${n(r * 0.1)}" fill="#fff" opacity="0.35" transform="rotate(-30 ${n(x - r * 0.25)} ${n(y - r * 0.3)})"/>`,
  );
}
