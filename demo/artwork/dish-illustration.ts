import sharp from "sharp";
import type { DishVisual } from "../demo-menu.ts";
import { naan } from "./illustration/bread.ts";
import { gulabJamun, kheer, raita, soup } from "./illustration/bowls.ts";
import { curryGarnish, curryPieces, sauce } from "./illustration/curry.ts";
import { beer, chai, lassi, water } from "./illustration/drinks.ts";
import { seekhKebabs, tandoori } from "./illustration/grill.ts";
import { biryani, jeeraRice } from "./illustration/rice.ts";
import { pakoras, papadums, samosas } from "./illustration/snacks.ts";
import { kulfi } from "./illustration/sweets.ts";
import { thali } from "./illustration/thali.ts";
import { between, pick, Scene, seededRandom, shuffle, type Rng } from "./illustration/svg-kit.ts";
import { drawNapkin, drawSpice, drawTable, drawVignette } from "./illustration/table.ts";
import { karahi } from "./illustration/vessels.ts";

const ILLUSTRATION_WIDTH = 1200;
const ILLUSTRATION_HEIGHT = 900;

/** The four corners, where the napkin and loose spices go: the food owns the middle. */
const CORNERS = [
  { napkin: { x: 70, y: 40 }, spice: { x: 120, y: 120 } },
  { napkin: { x: 1130, y: 40 }, spice: { x: 1080, y: 120 } },
  { napkin: { x: 70, y: 860 }, spice: { x: 120, y: 780 } },
  { napkin: { x: 1130, y: 860 }, spice: { x: 1080, y: 780 } },
] as const;

function drawFood(
  scene: Scene,
  rng: Rng,
  visual: DishVisual,
  cx: number,
  cy: number,
  hot: boolean,
): void {
  switch (visual.kind) {
    case "curry": {
      const r = karahi(scene, cx, cy, 350);
      sauce(scene, rng, visual.sauce, cx, cy, r);
      curryPieces(scene, rng, visual.pieces, visual.sauce, cx, cy, r);
      curryGarnish(scene, rng, cx, cy, r, hot);
      return;
    }
    case "soup":
      return soup(scene, rng, cx, cy, visual.sauce);
    case "samosa":
      return samosas(scene, rng, cx, cy);
    case "pakora":
      return pakoras(scene, rng, cx, cy, visual.batter);
    case "papadum":
      return papadums(scene, rng, cx, cy);
    case "tandoori":
      return tandoori(scene, rng, cx, cy, visual.pieces);
    case "kebab":
      return seekhKebabs(scene, rng, cx, cy);
    case "biryani":
      return biryani(scene, rng, cx, cy, visual.pieces);
    case "thali":
      return thali(scene, rng, cx, cy);
    case "naan":
      return naan(scene, rng, cx, cy, visual.topping);
    case "rice":
      return jeeraRice(scene, rng, cx, cy);
    case "raita":
      return raita(scene, rng, cx, cy);
    case "gulabJamun":
      return gulabJamun(scene, rng, cx, cy);
    case "kulfi":
      return kulfi(scene, rng, cx, cy);
    case "kheer":
      return kheer(scene, rng, cx, cy);
    case "lassi":
      return lassi(scene, rng, cx, cy, visual.flavour);
    case "chai":
      return chai(scene, rng, cx, cy);
    case "beer":
      return beer(scene, rng, cx, cy);
    case "water":
      return water(scene, rng, cx, cy);
  }
}

/**
 * A stylised top-down photo of the dish on a warm table, as SVG. It holds no text, so it
 * renders the same on a machine without fonts; the seed makes every dish a little different.
 */
function dishIllustrationSvg(visual: DishVisual, seed: number, hot: boolean): string {
  const rng = seededRandom(seed);
  const scene = new Scene(ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT);
  drawTable(scene, rng);
  const [napkinCorner, ...spiceCorners] = shuffle(rng, CORNERS);
  if (napkinCorner) drawNapkin(scene, rng, napkinCorner.napkin);
  for (const corner of spiceCorners.slice(0, pick(rng, [1, 2, 2])))
    drawSpice(scene, rng, corner.spice.x, corner.spice.y);
  drawFood(
    scene,
    rng,
    visual,
    ILLUSTRATION_WIDTH / 2 + between(rng, -30, 30),
    ILLUSTRATION_HEIGHT / 2 + between(rng, -15, 15),
    hot,
  );
  drawVignette(scene);
  return scene.toSvg();
}

/** The illustration as a PNG, ready for the upload pipeline (which re-encodes it to WebP). */
export async function renderDishIllustration(
  visual: DishVisual,
  seed: number,
  hot: boolean,
): Promise<Buffer> {
  const svg = dishIllustrationSvg(visual, seed, hot);
  // Fast zlib level: the PNG is only an intermediate, decoded again right away.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
