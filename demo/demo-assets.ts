import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DemoDish } from "./demo-menu.ts";

/**
 * The finished demo pictures (dish photos and menu images), drawn once by
 * `npm run demo:assets` and committed. The build copies the folder beside the bundled seed
 * (build/demo/assets), so the same relative path works from source and from the build.
 */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL("./assets/", import.meta.url));

/** A dish's picture is named after its English title: `dishes/chicken-tikka-masala.webp`. */
export function dishImageFileName(dish: DemoDish): string {
  const slug = dish.title.en
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return path.join("dishes", `${slug}.webp`);
}

export async function readDemoAsset(fileName: string): Promise<Buffer> {
  return fs.readFile(path.join(DEMO_ASSETS_DIR, fileName));
}
