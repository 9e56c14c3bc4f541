import { useState } from "react";
import { useDocumentOnly } from "~/lib/document-only";
import { isDocumentHydrated } from "~/ui/mark-hydrated";

/**
 * The page's own schema.org object, which the server writes into the document from its
 * document-only part: the route's data does not carry it (docs/decisions/037). While the page
 * hydrates, the browser renders the element empty; as for any text that differs between server
 * and browser, `suppressHydrationWarning` lets React keep the server's text, and the browser's
 * later renders never change it. A page reached in the browser has no such document, so no element.
 */
export function PageStructuredData() {
  const structuredData = useDocumentOnly()?.structuredData;
  // Decided once: a later render must neither drop the server's element nor add an empty one.
  const [inDocument] = useState(() => !isDocumentHydrated());
  if (!inDocument) return null;
  return (
    <script type="application/ld+json" suppressHydrationWarning>
      {/* As React Router writes its own: "<" escaped, so no text closes the script. */}
      {structuredData ? structuredData().replace(/</g, "\\u003c") : ""}
    </script>
  );
}
