import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Hydrating inside a transition lets React yield to the browser between slices of work, and each
// Suspense boundary of the server's HTML hydrates on its own, the one a visitor taps first.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
