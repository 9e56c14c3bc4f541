/**
 * A new owner takes the site live from a phone, scripted: from an empty data directory the built
 * server starts as `npm start` starts it (demo content, no admin), the setup link is read from its
 * log, and Chromium at 390 px in German taps, types and chooses files as a person would, never
 * through the API or the database. Each step is timed; at the end every public surface is read
 * and must show the new restaurant and nothing of the demo's. Exits 1 on any finding.
 *
 *   npm run walkthrough            (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { chromium, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { adminDe as de } from "../web/features/admin/i18n/messages.de.ts";
import { startServer } from "../tests/support/server.ts";

const OWNER = {
  email: "inhaberin@gewuerzhof-freiburg.example",
  password: "mein eigenes Passwort 2026",
};

/** The made-up restaurant the owner enters: every value differs from the demo's. */
const R = {
  name: "Gewürzhof Freiburg",
  tagline: {
    de: "Südindische Küche aus dem Eisentopf – mitten in der Altstadt",
    en: "South Indian cooking from the iron pot – in the old town",
  },
  cuisine: "Südindisch, South Indian",
  priceRange: "€€€",
  street: "Konviktstraße 27",
  postalCode: "79098",
  city: "Freiburg im Breisgau",
  mapLink: "https://www.openstreetmap.org/?mlat=47.99412&mlon=7.85523#map=18/47.99412/7.85523",
  phone: "0761 4567890",
  phoneDisplay: "0761 4567890",
  email: "hallo@gewuerzhof-freiburg.example",
  pickup: "https://bestellen.gewuerzhof-freiburg.example/abholung",
  reservation: "https://tisch.gewuerzhof-freiburg.example/reservieren",
  voucher: "https://bestellen.gewuerzhof-freiburg.example/gutschein",
  providerName: "Tischlein GmbH",
  instagram: "https://www.instagram.com/gewuerzhof.freiburg",
  facebook: "https://www.facebook.com/gewuerzhof.freiburg",
  legal: {
    operator: "Gewürzhof Freiburg GmbH",
    legalFormDe: "Gesellschaft mit beschränkter Haftung (GmbH)",
    legalFormEn: "private limited company (GmbH)",
    representatives: "Lakshmi Raman, Jonas Keller",
    registerCourt: "Amtsgericht Freiburg im Breisgau",
    registerNumber: "HRB 723451",
    vatId: "DE298765432",
    economicId: "DE298765432-00001",
    supervisoryAuthority: "Amt für öffentliche Ordnung, Freiburg im Breisgau",
    contentResponsible: "Lakshmi Raman, Konviktstraße 27, 79098 Freiburg im Breisgau",
    privacyEmail: "datenschutz@gewuerzhof-freiburg.example",
    hostingName: "Hetzner Online GmbH",
    hostingAddress: "Industriestr. 25, 91710 Gunzenhausen",
    emailProviderName: "Mailbox.org (Heinlein Hosting GmbH)",
    emailProviderAddress: "Schwedter Str. 8/9a, 10119 Berlin",
  },
  texts: {
    hero: {
      de: "Dosa vom Eisenblech, Sambar nach Omas Rezept und Filterkaffee aus Chennai – frisch in Freiburg.",
      en: "Dosa off the iron griddle, grandmother's sambar and Chennai filter coffee – fresh in Freiburg.",
    },
    about: {
      de: "Im Gewürzhof kochen wir die Küche Tamil Nadus.\n\nUnsere Linsen weichen über Nacht, der Teig für Dosa und Idli gärt bis zum Morgen.",
      en: "At Gewürzhof we cook the food of Tamil Nadu.\n\nOur lentils soak overnight, and the batter for dosa and idli ferments until morning.",
    },
    storyKicker: { de: "Von Madurai an die Dreisam", en: "From Madurai to the Dreisam" },
    story: {
      de: "Lakshmi Raman kam 2009 zum Studium nach Freiburg.\n\nAus Abenden mit Freunden wurde ein Mittagstisch, aus dem Mittagstisch ein Restaurant.",
      en: "Lakshmi Raman came to Freiburg to study in 2009.\n\nEvenings with friends became a lunch table, and the lunch table became a restaurant.",
    },
    storyQuote: {
      de: "„Gutes Essen braucht Geduld.“",
      en: "“Good food needs patience.”",
    },
    storyQuoteBy: { de: "Lakshmi Raman, Gründerin", en: "Lakshmi Raman, founder" },
  },
};

const FORBIDDEN = [
  "(Demo)",
  "Masala Haus",
  "Soest",
  "Beispielstraße",
  "59494",
  "masala-haus",
  "Musterweg",
];

type Step = { step: string; taps: number; fields: number; seconds: number };
const steps: Step[] = [];
let taps = 0;
let fields = 0;
const findings: string[] = [];

async function step(name: string, run: () => Promise<void>) {
  const [t0, f0, start] = [taps, fields, performance.now()];
  await run();
  steps.push({
    step: name,
    taps: taps - t0,
    fields: fields - f0,
    seconds: (performance.now() - start) / 1000,
  });
  console.log(`  ✓ ${name}`);
}

const tap = async (locator: Locator) => {
  taps++;
  await locator.click();
};
const type = async (locator: Locator, text: string) => {
  fields++;
  await locator.fill(text);
};
const choose = async (locator: Locator, file: string) => {
  fields++;
  await locator.setInputFiles(file);
};

const fieldLabel = (group: string, field: string) =>
  (de.restaurant.fields as Record<string, Record<string, string>>)[group]![field]!;
const inGerman = (label: string) => `${label} (${de.restaurant.german})`;
const inEnglish = (label: string) => `${label} (${de.restaurant.english})`;

/** Pictures as on an owner's phone: a square logo, a landscape hero still, three photos. */
async function makePictures(dir: string) {
  const photo = async (name: string, w: number, h: number, hue: string, accent: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><radialGradient id="g"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${hue}"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="${hue}"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 2.4}" fill="url(#g)"/>
      <circle cx="${w / 3}" cy="${h / 2.5}" r="${h / 9}" fill="#f4e3b2"/></svg>`;
    const file = path.join(dir, name);
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
    return file;
  };
  const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" rx="96" fill="#1f5130"/><circle cx="256" cy="256" r="150" fill="none" stroke="#f2c14e" stroke-width="36"/>
    <path d="M256 130 L300 256 L256 382 L212 256 Z" fill="#f2c14e"/></svg>`;
  const logo = path.join(dir, "logo-gewuerzhof.png");
  await sharp(Buffer.from(logoSvg)).png().toFile(logo);
  return {
    logo,
    hero: await photo("hero-dosa.jpg", 2400, 1350, "#3b1d0e", "#d98b2b"),
    about: [
      await photo("kueche.jpg", 1600, 1200, "#28332a", "#9bbf63"),
      await photo("gastraum.jpg", 1600, 1200, "#412b1a", "#e0a45c"),
      await photo("team.jpg", 1600, 1200, "#1c2738", "#7aa7d9"),
    ],
  };
}

async function saveGroup(page: Page, form: Locator) {
  await tap(form.getByRole("button", { name: de.common.save, exact: true }));
  await page.getByText(de.restaurant.saved).last().waitFor();
}

/** Fills one group of the profile, the fold the checklist's link opened. */
async function fillGroup(page: Page, group: string) {
  const f = (field: string) => page.locator(`#profile-${group}-${field}`);
  const scoped = page
    .locator("details")
    .filter({ has: page.locator(`#profile-${group}-${firstField[group]}`) });
  const byLabel = (label: string) => scoped.getByLabel(label, { exact: true });
  switch (group) {
    case "identity":
      await type(byLabel(fieldLabel(group, "name")), R.name);
      await type(byLabel(inGerman(fieldLabel(group, "tagline"))), R.tagline.de);
      await type(byLabel(inEnglish(fieldLabel(group, "tagline"))), R.tagline.en);
      await type(byLabel(fieldLabel(group, "cuisine")), R.cuisine);
      fields++;
      await f("priceRange").locator("select").selectOption(R.priceRange);
      break;
    case "address":
      await type(byLabel(fieldLabel(group, "street")), R.street);
      await type(byLabel(fieldLabel(group, "postalCode")), R.postalCode);
      await type(byLabel(fieldLabel(group, "city")), R.city);
      await type(scoped.getByLabel(de.restaurant.mapPaste), R.mapLink);
      break;
    case "contact":
      await type(byLabel(fieldLabel(group, "phone")), R.phone);
      await type(byLabel(fieldLabel(group, "email")), R.email);
      break;
    case "providers":
      for (const field of ["pickup", "reservation", "voucher", "providerName"] as const)
        await type(byLabel(fieldLabel(group, field)), R[field]);
      break;
    case "social":
      await type(byLabel(fieldLabel(group, "instagram")), R.instagram);
      await type(byLabel(fieldLabel(group, "facebook")), R.facebook);
      break;
    case "legal":
      for (const [field, value] of Object.entries(R.legal)) {
        if (field === "legalFormDe")
          await type(byLabel(inGerman(fieldLabel(group, "legalForm"))), value);
        else if (field === "legalFormEn")
          await type(byLabel(inEnglish(fieldLabel(group, "legalForm"))), value);
        else await type(byLabel(fieldLabel(group, field)), value);
      }
      break;
    case "texts":
      for (const [field, text] of Object.entries(R.texts)) {
        await type(byLabel(inGerman(fieldLabel(group, field))), text.de);
        await type(byLabel(inEnglish(fieldLabel(group, field))), text.en);
      }
      break;
  }
  await saveGroup(page, scoped.locator("form").first());
}

const firstField: Record<string, string> = {
  identity: "name",
  address: "street",
  contact: "phone",
  providers: "pickup",
  social: "instagram",
  legal: "operator",
  texts: "hero",
};

/** Uploads one place's picture with its descriptions, in the fold the checklist opened. */
async function uploadPicture(
  page: Page,
  slot: string,
  file: string,
  alt: { de: string; en: string },
) {
  const group = page.getByTestId(`picture-${slot}`);
  if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open)))
    await tap(group.locator("summary"));
  await choose(group.getByLabel(slot === "hero" ? de.pictures.heroImage : de.pictures.image), file);
  await type(group.getByLabel(de.pictures.altDe), alt.de);
  await type(group.getByLabel(de.pictures.altEn), alt.en);
  await tap(group.getByRole("button", { name: /speichern$/ }));
  await page
    .getByText(/ gespeichert$/)
    .last()
    .waitFor({ timeout: 120_000 });
  await group.getByText(de.pictures.own).waitFor({ timeout: 60_000 });
}

function check(surface: string, text: string, mustShow: string[]) {
  for (const word of mustShow)
    if (!text.includes(word)) findings.push(`${surface}: „${word}“ fehlt`);
  for (const word of FORBIDDEN)
    if (text.includes(word)) findings.push(`${surface}: enthält noch „${word}“`);
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ") + "\n";
  }
  return text;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "owner-walkthrough-"));
  const files = await makePictures(fs.mkdtempSync(path.join(os.tmpdir(), "owner-photos-")));
  console.log("Starting the server as `npm start` does (first start draws the demo pictures) …");
  const server = await startServer({
    dataDir,
    via: "npm start",
    env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "", SEED_DEMO: "1" },
    startTimeoutMs: 300_000,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const started = performance.now();
  try {
    let link = "";
    await step("Einrichtungslink aus dem Server-Log lesen", async () => {
      for (let i = 0; i < 200 && !link; i++) {
        link = /(http:\/\/\S+\/admin\/setup\?token=[\w-]+)/.exec(server.output())?.[1] ?? "";
        if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!link) throw new Error(`no setup link in the log:\n${server.output()}`);
    });

    await step("Link öffnen, Inhaberin anlegen, Checkliste sehen", async () => {
      await page.goto(link);
      await type(page.getByLabel(de.setup.email, { exact: true }), OWNER.email);
      await type(page.getByLabel(de.setup.password, { exact: true }), OWNER.password);
      await type(page.getByLabel(de.setup.repeat, { exact: true }), OWNER.password);
      await tap(page.getByRole("button", { name: de.setup.submit }));
      await page.getByTestId("go-live-checklist").waitFor();
    });

    const checklist = page.getByTestId("go-live-checklist");
    const done = new Set<string>();
    for (let round = 0; round < 20; round++) {
      await page.waitForLoadState("networkidle");
      const links = checklist.locator("a[href^='#']");
      let first: Locator | undefined;
      for (const candidate of await links.all()) {
        const href = (await candidate.getAttribute("href")) ?? "";
        if (!done.has(href)) {
          first = candidate;
          break;
        }
        const label = (await candidate.textContent())?.trim() ?? "";
        const finding = `Checkliste: „${label}“ bleibt nach dem Speichern eines eigenen Werts stehen`;
        if (!findings.includes(finding)) findings.push(finding);
      }
      if (!first) break;
      const label = (await first.textContent())?.trim() ?? "";
      const href = (await first.getAttribute("href")) ?? "";
      done.add(href);
      await step(`Checkliste → ${label}`, async () => {
        await tap(first);
        const profile = /^#profile-(\w+)-/.exec(href);
        const picture = /^#picture-([\w-]+)$/.exec(href);
        if (profile) await fillGroup(page, profile[1]!);
        else if (picture?.[1] === "logo")
          await uploadPicture(page, "logo", files.logo, {
            de: "Logo des Gewürzhofs: goldener Stern im Kreis",
            en: "Gewürzhof logo: a golden star in a circle",
          });
        else if (picture?.[1] === "hero")
          await uploadPicture(page, "hero", files.hero, {
            de: "Knusprige Dosa mit Sambar und Chutneys auf dem Bananenblatt",
            en: "Crisp dosa with sambar and chutneys on a banana leaf",
          });
        else if (picture) {
          const slot = picture[1]!;
          const n = Number(slot.slice(-1));
          const alts = [
            {
              de: "Die offene Küche mit dem Dosa-Blech",
              en: "The open kitchen with the dosa griddle",
            },
            {
              de: "Der Gastraum mit Holztischen am Abend",
              en: "The dining room with wooden tables at night",
            },
            { de: "Das Team vor dem Restaurant", en: "The team in front of the restaurant" },
          ];
          for (let i = n; i <= 3; i++)
            await uploadPicture(page, `about-${i}`, files.about[i - 1]!, alts[i - 1]!);
        }
        // The list follows the saved values once the panel has read them again.
        await checklist
          .locator(`a[href='${href}']`)
          .waitFor({ state: "detached", timeout: 20_000 })
          .catch(() => undefined);
      });
    }

    if (await checklist.getByText(de.restaurant.checklist.demoDishes).count())
      await step("Beispielinhalte entfernen (Checkliste: „oben entfernen“)", async () => {
        await tap(page.getByRole("button", { name: de.demo.remove }));
        await tap(page.getByRole("alertdialog").getByRole("button", { name: de.demo.remove }));
        await page.getByText(de.demo.removed).last().waitFor();
      });

    await step("Checkliste meldet: bereit", async () => {
      // Once empty, the list folds away with its message inside: a person opens it to read it.
      await page.waitForLoadState("networkidle");
      if (!(await checklist.evaluate((d) => (d as HTMLDetailsElement).open)))
        await tap(checklist.locator("summary"));
      await checklist
        .getByText(de.restaurant.checklist.ready)
        .waitFor({ timeout: 20_000 })
        .catch(async () =>
          findings.push(
            `Checkliste: meldet nicht „Alles erledigt“, sondern: ${(await checklist.innerText()).replace(/\s+/g, " ")}`,
          ),
        );
    });
    const walkSeconds = (performance.now() - started) / 1000;

    console.log("Reading every public surface …");
    const get = (p: string) => server.fetch(p).then((r) => r.text());
    const address = [R.street, R.postalCode, R.city];
    for (const lang of ["de", "en"] as const)
      for (const p of ["/", "/about", "/menu", "/contact", "/middaydiscount", "/our-story"]) {
        const html = await get(`${p}?lang=${lang}`);
        check(`${p}?lang=${lang}`, html, [R.name, ...address, R.phoneDisplay]);
        const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
        if (!og?.includes("-share.jpg")) findings.push(`${p}: og:image nicht das eigene (${og})`);
        if (!/<meta name="twitter:image"/.test(html)) findings.push(`${p}: kein twitter:image`);
        if (!html.includes(`<title>`) || !new RegExp(`<title>[^<]*${R.name}`).test(html))
          findings.push(`${p}?lang=${lang}: Seitentitel ohne den Namen`);
        if (p === "/" && !(html.includes(R.instagram) && html.includes(R.facebook)))
          findings.push("/: JSON-LD sameAs ohne die sozialen Profile");
      }
    await page.goto(`${server.url}/contact?lang=de`);
    const mapHref = await page
      .getByRole("main")
      .locator("a[href*='openstreetmap.org']")
      .first()
      .getAttribute("href");
    if (!mapHref?.includes("47.99412"))
      findings.push(`/contact: Kartenlink zeigt nicht auf den Pin (${mapHref})`);
    for (const p of ["/impressum", "/datenschutz"]) {
      const main = await (async () => {
        await page.goto(`${server.url}${p}?lang=de`);
        return page.locator("body").innerText();
      })();
      check(
        p,
        main,
        p === "/impressum"
          ? [R.legal.operator, R.legal.vatId, R.legal.registerNumber]
          : [R.legal.hostingName, R.providerName],
      );
      if (/demo/i.test(main)) findings.push(`${p}: erwähnt noch eine Demo`);
    }
    const manifest = await get("/manifest.webmanifest");
    check("/manifest.webmanifest", manifest, [R.name, "/pictures/"]);
    check("/sitemap.xml", await get("/sitemap.xml"), ["/impressum"]);
    for (const p of ["/menu.pdf?lang=de", "/table-cards.pdf?lang=de"]) {
      const res = await server.fetch(p);
      check(p, await pdfText(await res.arrayBuffer()), [R.name]);
    }
    const totalSeconds = (performance.now() - started) / 1000;

    const rows = steps.map(
      (s, i) => `| ${i + 1} | ${s.step} | ${s.taps} | ${s.fields} | ${s.seconds.toFixed(1)} |`,
    );
    const sum = (key: "taps" | "fields") => steps.reduce((n, s) => n + s[key], 0);
    console.log(
      [
        "",
        "| # | step | taps | fields | seconds |",
        "|---|---|---|---|---|",
        ...rows,
        `| | **walkthrough** | **${sum("taps")}** | **${sum("fields")}** | **${walkSeconds.toFixed(1)}** |`,
        "",
        `Public surfaces checked; total with checks ${totalSeconds.toFixed(1)} s.`,
        findings.length
          ? `\nFindings:\n${findings.map((f) => `- ${f}`).join("\n")}`
          : "No findings.",
      ].join("\n"),
    );
    process.exitCode = findings.length ? 1 : 0;
  } finally {
    await page
      .screenshot({ path: path.join(os.tmpdir(), "owner-walkthrough-last.png") })
      .catch(() => {});
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
