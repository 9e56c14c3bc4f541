import { phoneDisplay } from "@shared/contract/restaurant-profile.ts";
import { addressLines } from "@shared/restaurant.ts";
import { demoRestaurantProfile as demo } from "../restaurant-profile.ts";
import { n } from "./illustration/svg-kit.ts";
import type { DemoMenuImage } from "../menu-images.ts";

const ARTWORK_WIDTH = 1200;
const ARTWORK_HEIGHT = 1600;
export const ARTWORK_PHOTO = { width: 640, height: 480 } as const;

const COLOURS = {
  cream: "#fff3dc",
  saffron: "#f3b23a",
  gold: "#e9b04a",
  maroon: "#5a1418",
} as const;
const SERIF = "Liberation Serif, DejaVu Serif, serif";
const SANS = "Liberation Sans, DejaVu Sans, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${x}" y="${y}" ${attrs}>${escapeXml(content)}</text>`;
}

/** A line-drawn rosette in the corners, the way Indian menus are often ornamented. */
function rosette(cx: number, cy: number, r: number): string {
  let out = "";
  for (const [ring, petals, size] of [
    [r, 20, r * 0.22],
    [r * 0.68, 14, r * 0.18],
    [r * 0.4, 10, r * 0.12],
  ] as const) {
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * 360;
      out += `<ellipse cx="${n(cx)}" cy="${n(cy - ring + size)}" rx="${n(size * 0.45)}" ry="${n(size)}" transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"/>`;
    }
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(ring - size * 2.1)}"/>`;
  }
  return `<g fill="none" stroke="${COLOURS.gold}" stroke-width="2.5" opacity="0.22">${out}</g>`;
}

function diamond(x: number, y: number, size: number, fill: string): string {
  return `<path d="M${x},${y - size} L${x + size},${y} L${x},${y + size} L${x - size},${y}Z" fill="${fill}"/>`;
}

/**
 * One menu image as SVG with text: headline, a round photo of a dish, the offers with
 * prices, and when they are served. Rendered once by demo/generate-assets.ts, where
 * the fonts are known to exist; the seed only uploads the finished WebP files.
 */
export function menuImageSvg(
  image: DemoMenuImage,
  lang: "en" | "de",
  photoPngBase64: string,
): string {
  const W = ARTWORK_WIDTH;
  const H = ARTWORK_HEIGHT;
  const mid = W / 2;
  const [line1, line2] = image.headline[lang];
  const photo = { cx: mid, cy: 650, r: 235 };
  const parts: string[] = [];

  parts.push(
    `<defs><radialGradient id="fl-bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#8a2a24"/><stop offset="0.6" stop-color="#5e161a"/><stop offset="1" stop-color="#360a0e"/></radialGradient>` +
      `<clipPath id="fl-photo"><circle cx="${photo.cx}" cy="${photo.cy}" r="${photo.r}"/></clipPath>` +
      `<linearGradient id="fl-ribbon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8c55a"/><stop offset="1" stop-color="#e39a22"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#fl-bg)"/>`,
    rosette(60, 60, 300),
    rosette(W - 60, H - 60, 300),
    `<rect x="28" y="28" width="${W - 56}" height="${H - 56}" rx="18" fill="none" stroke="${COLOURS.gold}" stroke-width="3"/>`,
    `<rect x="42" y="42" width="${W - 84}" height="${H - 84}" rx="12" fill="none" stroke="${COLOURS.gold}" stroke-width="1" opacity="0.6"/>`,
    text(
      mid,
      128,
      `${demo.identity.name.toUpperCase()} · ${demo.address.city.toUpperCase()}`,
      `text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="30" letter-spacing="8" fill="${COLOURS.saffron}"`,
    ),
    `<path d="M${mid - 220},160 L${mid - 30},160 M${mid + 30},160 L${mid + 220},160" stroke="${COLOURS.gold}" stroke-width="2"/>`,
    diamond(mid, 160, 10, COLOURS.gold),
    text(
      mid,
      282,
      line1,
      `text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="108" fill="${COLOURS.cream}"`,
    ),
    text(
      mid,
      372,
      line2,
      `text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="80" fill="${COLOURS.saffron}"`,
    ),
    `<circle cx="${photo.cx}" cy="${photo.cy}" r="${photo.r + 22}" fill="none" stroke="${COLOURS.gold}" stroke-width="2" opacity="0.7"/>`,
    `<circle cx="${photo.cx + 8}" cy="${photo.cy + 14}" r="${photo.r + 6}" fill="#1a0406" opacity="0.5"/>`,
    `<image x="${photo.cx - ARTWORK_PHOTO.width / 2}" y="${photo.cy - ARTWORK_PHOTO.height / 2}" width="${ARTWORK_PHOTO.width}" height="${ARTWORK_PHOTO.height}" clip-path="url(#fl-photo)" href="data:image/png;base64,${photoPngBase64}"/>`,
    `<circle cx="${photo.cx}" cy="${photo.cy}" r="${photo.r}" fill="none" stroke="${COLOURS.gold}" stroke-width="10"/>`,
  );

  if (image.badge) {
    const [bx, by] = [photo.cx + 262, photo.cy - 128];
    parts.push(
      `<g transform="rotate(-10 ${bx} ${by})"><circle cx="${bx + 6}" cy="${by + 10}" r="112" fill="#1a0406" opacity="0.45"/><circle cx="${bx}" cy="${by}" r="112" fill="url(#fl-ribbon)"/>` +
        `<circle cx="${bx}" cy="${by}" r="98" fill="none" stroke="${COLOURS.maroon}" stroke-width="2" stroke-dasharray="6 6"/>` +
        text(
          bx,
          by - 18,
          image.badge.label[lang],
          `text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="32" fill="${COLOURS.maroon}"`,
        ) +
        text(
          bx,
          by + 38,
          image.badge.price[lang],
          `text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="50" fill="${COLOURS.maroon}"`,
        ) +
        `</g>`,
    );
  }

  const listTop = 990;
  image.items.forEach((item, i) => {
    const y = listTop + i * 92;
    parts.push(diamond(150, y - 13, 9, COLOURS.saffron));
    parts.push(
      text(178, y, item.name[lang], `font-family="${SANS}" font-size="40" fill="${COLOURS.cream}"`),
    );
    if (item.price)
      parts.push(
        text(
          W - 140,
          y,
          item.price[lang],
          `text-anchor="end" font-family="${SANS}" font-weight="bold" font-size="42" fill="${COLOURS.saffron}"`,
        ),
      );
    parts.push(
      `<path d="M140,${y + 34} L${W - 140},${y + 34}" stroke="${COLOURS.gold}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.6"/>`,
    );
  });

  const ribbonY = 1350;
  parts.push(
    `<rect x="${mid - 360 + 6}" y="${ribbonY + 10}" width="720" height="100" rx="50" fill="#1a0406" opacity="0.45"/>`,
    `<rect x="${mid - 360}" y="${ribbonY}" width="720" height="100" rx="50" fill="url(#fl-ribbon)"/>`,
    text(
      mid,
      ribbonY + 67,
      image.validity[lang],
      `text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="50" fill="${COLOURS.maroon}"`,
    ),
    text(
      mid,
      1494,
      image.note[lang],
      `text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="${COLOURS.cream}" opacity="0.9"`,
    ),
    text(
      mid,
      1538,
      `${addressLines(demo.address).join(" · ")} · ${phoneDisplay(demo.contact.phone)}`,
      `text-anchor="middle" font-family="${SANS}" font-size="22" fill="${COLOURS.saffron}" opacity="0.8"`,
    ),
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}
