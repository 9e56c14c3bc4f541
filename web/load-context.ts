import type { WebLoadContext } from "@shared/contract/public-data.ts";

// Route loaders read the server's public data from the load context (see server/pages).
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends WebLoadContext {}
}
