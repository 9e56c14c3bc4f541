import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection as metrics } from "@capsizecss/metrics/entireMetricsCollection";

export const DISPLAY_FACE_FALLBACKS_FILE = "web/features/layout/display-face-fallbacks.css";

/** The family web/root.tsx and @fontsource-variable/playfair-display name the face by. */
const DISPLAY_FACE = "Playfair Display Variable";

/**
 * DejaVu Serif, the serif of Debian and most Linux desktops (and of the Chromium Lighthouse runs
 * here), is not in capsize's metrics: read from Debian's fonts-dejavu-core 2.37 with
 * @capsizecss/unpack's fromFile.
 */
const DEJAVU_SERIF = {
  regular: {
    familyName: "DejaVu Serif",
    fullName: "DejaVu Serif",
    postscriptName: "DejaVuSerif",
    ascent: 1901,
    descent: -483,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 1058,
    subsets: { latin: { xWidthAvg: 1058 }, thai: { xWidthAvg: 1229 } },
  },
  bold: {
    familyName: "DejaVu Serif",
    fullName: "DejaVu Serif Bold",
    postscriptName: "DejaVuSerif-Bold",
    ascent: 1923,
    descent: -483,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 1168,
    subsets: { latin: { xWidthAvg: 1168 }, thai: { xWidthAvg: 1229 } },
  },
};

type FontStackMetrics = Parameters<typeof createFontStack>[0][number];

/** One weight's metrics of a font in capsize's collection. */
function variant(
  font: { familyName: string; variants: Record<string, FontStackMetrics> },
  weight: string,
): FontStackMetrics {
  const metricsOfWeight = font.variants[weight];
  if (!metricsOfWeight) throw new Error(`capsize has no ${weight} of ${font.familyName}`);
  return metricsOfWeight;
}

/**
 * The weights the headings use: 400, and 600 (`font-semibold`), which a face of 700 serves
 * with the fallback's real bold rather than a bold the browser would fake from the regular.
 */
const WEIGHTS = [
  { face: "400", display: "regular", fallback: "regular" },
  { face: "700", display: "600", fallback: "700" },
] as const;

/** Georgia (iPhone, Mac, Windows), Noto Serif (Android), Times New Roman, DejaVu Serif (Linux). */
export function displayFaceFallbacks() {
  return WEIGHTS.map(({ face, display, fallback }) =>
    createFontStack(
      [
        { ...variant(metrics.playfairDisplay, display), familyName: DISPLAY_FACE },
        ...[metrics.georgia, metrics.notoSerif, metrics.timesNewRoman].map((font) =>
          variant(font, fallback),
        ),
        fallback === "regular" ? DEJAVU_SERIF.regular : DEJAVU_SERIF.bold,
      ],
      { fontFaceFormat: "styleString", subset: "latin", fontFaceProperties: { fontWeight: face } },
    ),
  );
}

export function displayFaceFallbacksCss(): string {
  const stacks = displayFaceFallbacks();
  return `/* Made by scripts/generate-display-face-fallbacks.ts: do not edit. */\n${stacks.map((s) => s.fontFaces).join("\n")}\n`;
}
