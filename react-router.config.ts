import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web",
  // A separate build directory lets parallel test runs build without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The page carries every route's entry in the manifest (about 1 KB compressed): no request for
  // it after hydration, and a click on a link has nothing to discover first.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
