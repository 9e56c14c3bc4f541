import { Hono } from "hono";
import { DEFAULT_LANG } from "@shared/language-rule.ts";
import { PUBLIC_PAGES, pageUrl } from "@shared/site-pages.ts";
import { sendRepresentation } from "../../http/representation.server.ts";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_PAGES.flatMap((path) =>
    (["de", "en"] as const).map((lang) => {
      const alternates = (["de", "en"] as const)
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(pageUrl(siteUrl, path, alt))}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, path, lang))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(siteUrl, path, DEFAULT_LANG))}"/>\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Built once at start: both depend only on the site's public URL. */
export function seoRoutes(siteUrl: string) {
  const sitemap = Buffer.from(sitemapXml(siteUrl));
  const robots = Buffer.from(robotsTxt(siteUrl));
  return new Hono()
    .get("/sitemap.xml", (c) =>
      sendRepresentation(c, sitemap, {
        contentType: "application/xml; charset=utf-8",
        cacheControl: "public, max-age=3600",
      }),
    )
    .get("/robots.txt", (c) =>
      sendRepresentation(c, robots, {
        contentType: "text/plain; charset=utf-8",
        cacheControl: "public, max-age=3600",
      }),
    );
}
