import { circleShadow, roundedRectShadow } from "./shadows.ts";
import { n, type Scene } from "./svg-kit.ts";

const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** A white ceramic plate; returns the radius of its flat centre. */
export function plate(scene: Scene, cx: number, cy: number, r: number): number {
  circleShadow(scene, cx, cy, r);
  const rim = scene.radial(
    "plate-rim",
    [
      [0.7, "#fffdf8"],
      [0.86, "#f1ebe0"],
      [0.97, "#d9d0c0"],
      [1, "#bfb4a2"],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const well = scene.radial("plate-well", [
    [0, "#fffefb"],
    [0.85, "#f6f1e8"],
    [1, "#e4dccd"],
  ]);
  scene.add(circle(cx, cy, r, rim));
  scene.add(circle(cx, cy, r * 0.72, well));
  scene.add(
    `<path d="M${n(cx - r * 0.8)},${n(cy - r * 0.3)} A${n(r * 0.86)},${n(r * 0.86)} 0 0 1 ${n(cx - r * 0.2)},${n(cy - r * 0.83)}" stroke="#fff" stroke-width="${n(r * 0.05)}" opacity="0.8" fill="none" stroke-linecap="round"/>`,
  );
  return r * 0.72;
}

/** A deep white bowl; returns the radius of what it holds. */
export function bowl(scene: Scene, cx: number, cy: number, r: number): number {
  circleShadow(scene, cx, cy, r);
  const outer = scene.radial(
    "bowl-rim",
    [
      [0.8, "#fffdf9"],
      [0.93, "#ece5d8"],
      [1, "#c8bda9"],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const inner = scene.radial(
    "bowl-inner",
    [
      [0.6, "#d9d0c2"],
      [1, "#fbf8f2"],
    ],
    { fx: 0.62, fy: 0.66 },
  );
  scene.add(circle(cx, cy, r, outer));
  scene.add(circle(cx, cy, r * 0.88, inner));
  return r * 0.8;
}

/** A copper karahi with two ring handles; returns the radius of the curry inside. */
export function karahi(scene: Scene, cx: number, cy: number, r: number): number {
  const handles = (stroke: string) =>
    [cx - r, cx + r]
      .map(
        (x) =>
          `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(r * 0.16)}" ry="${n(r * 0.2)}" fill="none" stroke="${stroke}" stroke-width="${n(r * 0.06)}"/>`,
      )
      .join("");
  circleShadow(scene, cx, cy, r);
  scene.add(`<g transform="translate(12,18)" opacity="0.3">${handles("#140800")}</g>`);
  const metal = scene.linear(
    "copper",
    [
      [0, "#f0b27a"],
      [0.35, "#c46a2c"],
      [0.7, "#8e4115"],
      [1, "#d9894a"],
    ],
    45,
  );
  const wall = scene.radial(
    "copper-wall",
    [
      [0.7, "#6e2f0e"],
      [1, "#b4622a"],
    ],
    { fx: 0.62, fy: 0.66 },
  );
  scene.add(handles(metal));
  scene.add(circle(cx, cy, r, metal));
  scene.add(circle(cx, cy, r * 0.9, wall));
  scene.add(
    circle(
      cx,
      cy,
      r * 0.9,
      "none",
      ` stroke="#ffd3a4" stroke-opacity="0.5" stroke-width="${n(r * 0.012)}"`,
    ),
  );
  return r * 0.84;
}

/** A black cast-iron sizzler on a wooden trivet, for everything from the tandoor; returns its inner radii. */
export function sizzler(
  scene: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): { rx: number; ry: number } {
  const [bx, by, bw, bh, br] = [cx - rx - 30, cy - ry - 30, 2 * rx + 60, 2 * ry + 60, ry * 0.5];
  const board = `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(br)}"`;
  scene.add(roundedRectShadow(bx, by, bw, bh, br));
  const wood = scene.linear(
    "trivet",
    [
      [0, "#a8683a"],
      [0.5, "#7d4722"],
      [1, "#5e3216"],
    ],
    80,
  );
  const iron = scene.radial("iron", [
    [0, "#4a4440"],
    [0.8, "#221e1b"],
    [1, "#0e0c0b"],
  ]);
  scene.add(`${board} fill="${wood}"/>`);
  scene.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${iron}"/>`);
  scene.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.92)}" ry="${n(ry * 0.9)}" fill="none" stroke="#5a534d" stroke-width="3" opacity="0.6"/>`,
  );
  return { rx: rx * 0.86, ry: ry * 0.82 };
}

/** A round wooden serving board for breads; returns its usable radius. */
export function woodBoard(scene: Scene, cx: number, cy: number, r: number): number {
  circleShadow(scene, cx, cy, r);
  const wood = scene.radial(
    "board",
    [
      [0, "#d39a5e"],
      [0.9, "#b07238"],
      [1, "#7c4a20"],
    ],
    { fx: 0.45, fy: 0.4 },
  );
  scene.add(circle(cx, cy, r, wood));
  for (let i = 1; i < 6; i++)
    scene.add(
      circle(
        cx + i * 3,
        cy - i * 2,
        r * (i / 6.2),
        "none",
        ` stroke="#8a5426" stroke-opacity="0.22" stroke-width="2"`,
      ),
    );
  return r * 0.92;
}

/** A glass seen from above on a coaster; returns the radius of the drink's surface. */
export function glass(scene: Scene, cx: number, cy: number, r: number): number {
  circleShadow(scene, cx, cy, r * 1.35, 0.6);
  const coaster = scene.radial(
    "coaster",
    [
      [0.9, "#c9a270"],
      [1, "#9a7444"],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  scene.add(circle(cx, cy, r * 1.35, coaster));
  for (let i = 1; i < 4; i++)
    scene.add(
      circle(
        cx,
        cy,
        r * 1.35 - i * 9,
        "none",
        ` stroke="#8c6636" stroke-opacity="0.35" stroke-width="3"`,
      ),
    );
  scene.add(circle(cx + 6, cy + 8, r * 1.04, "#000", ` opacity="0.25"`));
  const rim = scene.radial(
    "glass-rim",
    [
      [0.86, "#ffffff", 0.05],
      [0.95, "#ffffff", 0.7],
      [1, "#d8e4ea", 0.9],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  scene.add(circle(cx, cy, r * 1.02, rim));
  scene.add(
    `<path d="M${n(cx - r * 0.95)},${n(cy - r * 0.1)} A${n(r * 0.97)},${n(r * 0.97)} 0 0 1 ${n(cx - r * 0.2)},${n(cy - r * 0.93)}" stroke="#fff" stroke-width="${n(r * 0.04)}" opacity="0.75" fill="none" stroke-linecap="round"/>`,
  );
  return r * 0.9;
}
