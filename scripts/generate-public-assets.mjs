// Regenerates the public site's static media in web/public/ from code: logo, favicons, app icons
// (the built-in ones; the web app manifest is the server's), the three about illustrations, the
// hero film with its poster, and the
// 1200 x 630 share image for link previews. Nothing is downloaded.
// Needs sharp (a dependency), ffmpeg on the PATH (`apt-get install -y ffmpeg`) for the film and
// Chromium (/usr/bin/chromium, or CHROMIUM_PATH) for the share image, which sets the restaurant's
// name in the site's own self-hosted typeface.
//   node scripts/generate-public-assets.mjs [icons|about|hero|share]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("web/public");
const C = {
  ink: "#1c1410",
  spice: "#8f1d14",
  spiceDark: "#6e160f",
  saffron: "#e8890c",
  saffronLight: "#feecc7",
  cream: "#fdfaf4",
};

/** A small seeded random generator, so every run draws the same pictures. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KB`;
const report = (file) =>
  console.log(`${path.relative(process.cwd(), file).padEnd(36)} ${kb(file)}`);

// ---------- logo and icons ----------

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
  <circle cx="64" cy="64" r="62" fill="${C.spice}"/>
  <circle cx="64" cy="64" r="55" fill="none" stroke="${C.saffron}" stroke-width="3"/>
  <path d="M64 22c11 12 11 22 0 34-11-12-11-22 0-34z" fill="${C.saffronLight}"/>
  <path d="M44 36c7 8 7 14 0 21-7-7-7-13 0-21zM84 36c7 8 7 14 0 21-7-7-7-13 0-21z" fill="${C.saffronLight}" opacity=".75"/>
  <path d="M28 64h72c0 19-16 33-36 33S28 83 28 64z" fill="${C.saffron}"/>
  <path d="M34 70h60" stroke="${C.spiceDark}" stroke-width="2.5" stroke-linecap="round" opacity=".45"/>
  <rect x="50" y="99" width="28" height="6" rx="3" fill="${C.saffron}"/>
</svg>
`;

/** The logo at `size` px, as PNG; `scale` < 1 leaves a margin around it, `background` fills the square. */
function logoPng(size, { scale = 1, background } = {}) {
  const inner = Math.round(size * scale);
  const margin = Math.floor((size - inner) / 2);
  let image = sharp(Buffer.from(logo), { density: 72 * Math.max(1, inner / 128) })
    .resize(inner, inner)
    .extend({
      top: margin,
      bottom: size - inner - margin,
      left: margin,
      right: size - inner - margin,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    });
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9, palette: false });
}

/** An .ico file holding PNG images (understood by every browser since Internet Explorer 9 / Windows Vista). */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

async function writeIcons() {
  writeFileSync(path.join(OUT, "logo.svg"), logo);
  writeFileSync(path.join(OUT, "favicon.svg"), logo);
  await sharp(Buffer.from(logo))
    .resize(180, 180)
    .flatten({ background: C.cream })
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, "apple-touch-icon.png"));
  const favicons = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await logoPng(size).toBuffer() })),
  );
  writeFileSync(path.join(OUT, "favicon.ico"), icoOf(favicons));
  await logoPng(192).toFile(path.join(OUT, "icon-192.png"));
  await logoPng(512).toFile(path.join(OUT, "icon-512.png"));
  // Maskable: the platform crops to its own shape, so the logo stays inside the central safe circle (80 %).
  await logoPng(512, { scale: 0.72, background: C.spice }).toFile(
    path.join(OUT, "icon-maskable-512.png"),
  );
  for (const f of [
    "logo.svg",
    "apple-touch-icon.png",
    "favicon.ico",
    "icon-192.png",
    "icon-512.png",
    "icon-maskable-512.png",
  ])
    report(path.join(OUT, f));
}

// ---------- about illustrations (800 x 1000) ----------

const W = 800;
const H = 1000;
const frame = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}
  <radialGradient id="glow" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#5a2312"/><stop offset="1" stop-color="#160b07"/></radialGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="steam" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter></defs>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>${body}</svg>`;

function steam(x, y, rnd) {
  let out = "";
  for (let i = 0; i < 3; i++) {
    const dx = x + (i - 1) * 70;
    const wobble = 55 + rnd() * 30;
    out += `<path d="M${dx} ${y} c ${-wobble} -60 ${wobble} -110 0 -170 c ${-wobble} -50 ${wobble} -90 0 -140" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="${10 + i * 3}" stroke-linecap="round" filter="url(#steam)"/>`;
  }
  return out;
}

function potScene() {
  const rnd = random(7);
  const defs = `
  <linearGradient id="copper" x1="0" x2="1"><stop offset="0" stop-color="#6b2f12"/><stop offset=".35" stop-color="#c8702e"/><stop offset=".55" stop-color="#f0a765"/><stop offset="1" stop-color="#5a2410"/></linearGradient>
  <radialGradient id="curry" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#f59a2a"/><stop offset=".7" stop-color="#d2541a"/><stop offset="1" stop-color="#8a2a0c"/></radialGradient>
  <radialGradient id="flame" cx="50%" cy="100%" r="80%"><stop offset="0" stop-color="#ffd27a"/><stop offset=".5" stop-color="#ff7a1a" stop-opacity=".8"/><stop offset="1" stop-color="#ff5a00" stop-opacity="0"/></radialGradient>`;
  let garnish = "";
  for (let i = 0; i < 26; i++) {
    const a = rnd() * Math.PI * 2;
    const r = rnd() * 190;
    const x = 400 + Math.cos(a) * r;
    const y = 560 + Math.sin(a) * r * 0.32;
    garnish +=
      i % 3 === 0
        ? `<ellipse cx="${x}" cy="${y}" rx="11" ry="6" fill="#3f8a2c" transform="rotate(${rnd() * 180} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${4 + rnd() * 5}" fill="#fff4dc" opacity=".8"/>`;
  }
  const body = `
  <ellipse cx="400" cy="930" rx="330" ry="60" fill="url(#flame)" opacity=".9"/>
  <rect x="120" y="880" width="560" height="26" rx="13" fill="#2a1a12"/>
  <path d="M150 560 Q150 880 400 880 Q650 880 650 560 Z" fill="url(#copper)"/>
  <ellipse cx="400" cy="560" rx="262" ry="84" fill="#4a1d0a"/>
  <ellipse cx="400" cy="566" rx="236" ry="70" fill="url(#curry)"/>
  ${garnish}
  <ellipse cx="400" cy="560" rx="262" ry="84" fill="none" stroke="#f3b071" stroke-width="10"/>
  <path d="M150 640 c-60 0 -70 60 -20 70 M650 640 c60 0 70 60 20 70" stroke="#c8702e" stroke-width="14" fill="none" stroke-linecap="round"/>
  ${steam(400, 480, rnd)}`;
  return frame(defs, body);
}

function spiceScene() {
  const rnd = random(11);
  const bowls = [
    { x: 250, y: 270, r: 150, fill: "#f2b01e", grain: "#ffd65a" },
    { x: 570, y: 330, r: 125, fill: "#b3190f", grain: "#e2462a" },
    { x: 330, y: 600, r: 130, fill: "#6a8a2a", grain: "#9bbd4a" },
    { x: 600, y: 700, r: 110, fill: "#7a3a14", grain: "#a85a26" },
    { x: 200, y: 860, r: 95, fill: "#f4ede0", grain: "#ffffff" },
  ];
  let body = "";
  for (let i = 0; i < 14; i++)
    body += `<rect x="0" y="${i * 74}" width="${W}" height="70" fill="#${["3a1f12", "341b10", "402416"][i % 3]}"/>`;
  for (const b of bowls) {
    body += `<circle cx="${b.x + 10}" cy="${b.y + 16}" r="${b.r + 8}" fill="#000" opacity=".35" filter="url(#soft)"/>`;
    body += `<circle cx="${b.x}" cy="${b.y}" r="${b.r + 10}" fill="#d9cbb4"/><circle cx="${b.x}" cy="${b.y}" r="${b.r}" fill="${b.fill}"/>`;
    for (let i = 0; i < 60; i++) {
      const a = rnd() * Math.PI * 2;
      const r = Math.sqrt(rnd()) * (b.r - 12);
      body += `<circle cx="${(b.x + Math.cos(a) * r).toFixed(1)}" cy="${(b.y + Math.sin(a) * r).toFixed(1)}" r="${(2 + rnd() * 4).toFixed(1)}" fill="${b.grain}" opacity=".7"/>`;
    }
  }
  // cinnamon sticks and star anise
  body += `<g transform="rotate(-28 560 520)"><rect x="470" y="500" width="230" height="34" rx="17" fill="#8a4a22"/><rect x="470" y="540" width="230" height="34" rx="17" fill="#a35a2a"/></g>`;
  for (const [x, y] of [
    [720, 180],
    [110, 520],
    [470, 930],
  ]) {
    let star = "";
    for (let k = 0; k < 8; k++)
      star += `<ellipse cx="${x}" cy="${y - 26}" rx="11" ry="28" fill="#5a2a14" transform="rotate(${k * 45} ${x} ${y})"/>`;
    body += `${star}<circle cx="${x}" cy="${y}" r="9" fill="#3a180a"/>`;
  }
  for (let i = 0; i < 18; i++)
    body += `<ellipse cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * H).toFixed(0)}" rx="9" ry="14" fill="#7fae4a" stroke="#4f7a2a" stroke-width="2" transform="rotate(${rnd() * 180})" opacity=".9"/>`;
  return frame("", body);
}

function thaliScene() {
  const rnd = random(23);
  const defs = `<radialGradient id="steel" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#f4f1ea"/><stop offset=".6" stop-color="#bdb7ac"/><stop offset="1" stop-color="#7d776d"/></radialGradient>`;
  const katori = [
    { x: 250, y: 330, fill: "#e89a1c" },
    { x: 420, y: 260, fill: "#c8401a" },
    { x: 585, y: 340, fill: "#4f7a22" },
    { x: 600, y: 520, fill: "#f3ece0" },
  ];
  let body = `<circle cx="410" cy="520" r="350" fill="#000" opacity=".4" filter="url(#soft)"/><circle cx="400" cy="500" r="340" fill="url(#steel)"/><circle cx="400" cy="500" r="300" fill="#d8d3c9"/>`;
  for (const k of katori) {
    body += `<circle cx="${k.x}" cy="${k.y}" r="88" fill="url(#steel)"/><circle cx="${k.x}" cy="${k.y}" r="72" fill="${k.fill}"/>`;
    for (let i = 0; i < 10; i++)
      body += `<circle cx="${(k.x + (rnd() - 0.5) * 100).toFixed(0)}" cy="${(k.y + (rnd() - 0.5) * 100).toFixed(0)}" r="${(3 + rnd() * 6).toFixed(1)}" fill="#fff" opacity=".35"/>`;
  }
  // rice mound and naan
  body += `<ellipse cx="330" cy="600" rx="120" ry="90" fill="#fbf6ea"/>`;
  for (let i = 0; i < 90; i++)
    body += `<ellipse cx="${(330 + (rnd() - 0.5) * 210).toFixed(0)}" cy="${(600 + (rnd() - 0.5) * 150).toFixed(0)}" rx="6" ry="2.2" fill="#efe6d2" transform="rotate(${(rnd() * 180).toFixed(0)} 330 600)"/>`;
  body += `<path d="M430 700 Q520 560 640 640 Q600 770 470 780 Z" fill="#e6b873"/>`;
  for (let i = 0; i < 14; i++)
    body += `<ellipse cx="${(520 + (rnd() - 0.5) * 130).toFixed(0)}" cy="${(690 + (rnd() - 0.5) * 90).toFixed(0)}" rx="${(8 + rnd() * 10).toFixed(0)}" ry="6" fill="#8a4a1a" opacity=".55"/>`;
  body += `<path d="M110 880 l120 -60" stroke="#c9c2b5" stroke-width="14" stroke-linecap="round"/><circle cx="690" cy="140" r="40" fill="#f2c230"/><path d="M672 130 q18 -20 36 0" stroke="#3f6a20" stroke-width="6" fill="none"/>`;
  return frame(defs, body);
}

async function writeAbout() {
  const scenes = [potScene(), spiceScene(), thaliScene()];
  for (const [i, svg] of scenes.entries()) {
    const file = path.join(OUT, "about", `about-${i + 1}.webp`);
    await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(file);
    report(file);
  }
}

// ---------- hero film: drifting embers and bokeh over a warm glow, seamless 8 s loop ----------

const FPS = 24;
const SECONDS = 8;
const VW = 960;
const VH = 540;

function heroOrbs() {
  const rnd = random(42);
  const colours = ["#ffb347", "#e8890c", "#ff6a2a", "#c2410c", "#ffd27a"];
  const bokeh = Array.from({ length: 14 }, (_, i) => ({
    x: rnd() * VW,
    y: rnd() * VH,
    r: 40 + rnd() * 110,
    ax: 30 + rnd() * 60,
    ay: 20 + rnd() * 40,
    phase: rnd() * Math.PI * 2,
    // Whole turns per loop keep the film seamless.
    turns: 1 + (i % 2),
    colour: colours[i % colours.length],
    alpha: 0.18 + rnd() * 0.25,
  }));
  const embers = Array.from({ length: 36 }, () => ({
    x: rnd() * VW,
    y: rnd() * VH,
    r: 1.5 + rnd() * 3,
    sway: 8 + rnd() * 20,
    phase: rnd() * Math.PI * 2,
    rises: 1 + Math.floor(rnd() * 2),
    alpha: 0.5 + rnd() * 0.5,
  }));
  return { bokeh, embers };
}

function heroFrame(t, scale, orbs) {
  const u = t / SECONDS; // 0..1 over the loop
  const glow = 0.55 + 0.08 * Math.sin(2 * Math.PI * u);
  let defs = `<radialGradient id="bg" cx="50%" cy="75%" r="85%"><stop offset="0" stop-color="#7a2410" stop-opacity="${glow}"/><stop offset=".55" stop-color="#2e120a"/><stop offset="1" stop-color="#120806"/></radialGradient>`;
  let body = `<rect width="${VW}" height="${VH}" fill="url(#bg)"/>`;
  orbs.bokeh.forEach((o, i) => {
    const a = 2 * Math.PI * o.turns * u + o.phase;
    const x = o.x + Math.cos(a) * o.ax;
    const y = o.y + Math.sin(a) * o.ay;
    defs += `<radialGradient id="b${i}"><stop offset="0" stop-color="${o.colour}" stop-opacity="${o.alpha}"/><stop offset=".6" stop-color="${o.colour}" stop-opacity="${o.alpha * 0.5}"/><stop offset="1" stop-color="${o.colour}" stop-opacity="0"/></radialGradient>`;
    body += `<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${o.r.toFixed(1)}" fill="url(#b${i})"/>`;
  });
  for (const e of orbs.embers) {
    const y = (((e.y - e.rises * VH * u) % VH) + VH) % VH;
    const x = e.x + Math.sin(2 * Math.PI * 2 * u + e.phase) * e.sway;
    const flicker = 0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * u + e.phase);
    body += `<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${e.r.toFixed(2)}" fill="#ffcf7a" opacity="${(e.alpha * flicker).toFixed(3)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW * scale}" height="${VH * scale}" viewBox="0 0 ${VW} ${VH}"><defs>${defs}</defs>${body}</svg>`;
}

async function writeHero() {
  const orbs = heroOrbs();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hero-frames-"));
  try {
    const total = FPS * SECONDS;
    for (let i = 0; i < total; i++) {
      await sharp(Buffer.from(heroFrame(i / FPS, 1, orbs)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(tmp, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(tmp, "f%04d.png"),
    ];
    const webm = path.join(OUT, "media", "hero.webm");
    const mp4 = path.join(OUT, "media", "hero.mp4");
    execFileSync("ffmpeg", [
      ...input,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "42",
      "-row-mt",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-an",
      webm,
    ]);
    execFileSync("ffmpeg", [
      ...input,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      mp4,
    ]);
    const poster = path.join(OUT, "media", "hero-poster.webp");
    // Small on purpose: it is fetched before the first paint, and the film replaces it.
    await sharp(Buffer.from(heroFrame(0, 2 / 3, orbs)))
      .webp({ quality: 60, effort: 6 })
      .toFile(poster);
    for (const f of [webm, mp4, poster]) report(f);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ---------- share image for link previews (1200 x 630, JPEG for every chat app) ----------

async function writeShareImage() {
  const { chromium } = await import("@playwright/test");
  const svgData = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  // No name or town: the picture is the product's, for every restaurant. Link previews put the
  // page's title (the restaurant's name, from its profile) beside it.
  const html = `<!doctype html><html><head><style>
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; overflow: hidden; position: relative; background: radial-gradient(circle at 78% 50%, #5a2312 0, #2a120a 45%, ${C.ink} 80%); }
    .plate { position: absolute; right: -235px; top: -185px; width: 800px; height: 1000px; -webkit-mask-image: radial-gradient(circle at 50% 50%, #000 46%, transparent 64%); }
    .text { position: absolute; left: 120px; top: 0; bottom: 0; display: flex; flex-direction: column; justify-content: center; }
    .logo { width: 220px; height: 220px; filter: drop-shadow(0 10px 24px rgba(0,0,0,.45)); }
    .rule { width: 160px; height: 5px; border-radius: 3px; background: ${C.saffron}; margin: 40px 0 0 30px; }
  </style></head><body>
    <img class="plate" src="${svgData(thaliScene())}" alt="">
    <div class="text"><img class="logo" src="${svgData(logo)}" alt=""><div class="rule"></div></div>
  </body></html>`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.setContent(html);
    const png = await page.screenshot({ type: "png" });
    const file = path.join(OUT, "og-image.jpg");
    await sharp(png).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:4:4" }).toFile(file);
    report(file);
  } finally {
    await browser.close();
  }
}

mkdirSync(path.join(OUT, "media"), { recursive: true });
mkdirSync(path.join(OUT, "about"), { recursive: true });
const only = process.argv[2];
if (!only || only === "icons") await writeIcons();
if (!only || only === "about") await writeAbout();
if (!only || only === "hero") await writeHero();
if (!only || only === "share") await writeShareImage();
