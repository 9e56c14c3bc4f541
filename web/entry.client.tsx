import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./lib/i18n/catalogues";
import { langOfDocument } from "./lib/i18n/language";

// The page's texts first (root.tsx asked for them already): hydrating without them would suspend
// at the document. Should they never arrive, the page stays as the server drew it, which works
// without script.
void loadMessages(langOfDocument()).then(() => {
  // Hydrating inside a transition lets React yield to the browser between slices of work, and
  // each Suspense boundary of the server's HTML hydrates on its own, the one a visitor taps first.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
