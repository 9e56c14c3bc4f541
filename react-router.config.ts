import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web",
  // A separate build directory lets parallel test runs build without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The page carries every route's entry in the manifest (about 1 KB compressed): no request for
  // it after hydration, and a click on a link has nothing to discover first.
  routeDiscovery: { mode: "initial" },
  // React Router 7's behaviour, chosen explicitly so that the build does not warn about each
  // flag. Each changes what the app relies on (the load context, the chunks of route modules,
  // the client build's output options, the requests loaders see), so each is a change of its own.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
