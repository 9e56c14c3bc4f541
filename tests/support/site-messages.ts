import { loadMessages } from "~/lib/i18n/catalogues";

// The site's catalogues load on demand, as the server loads both before its first request
// (web/entry.server.tsx); tests that render or translate have both, as the server does.
await Promise.all([loadMessages("de"), loadMessages("en")]);
