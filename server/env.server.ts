import path from "node:path";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@shared/contract/auth.ts";

const EnvSchema = z.object({
  /** Production unless `npm run dev` says development: a process manager starting the build gets production. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** By default every address in production, this machine only in development. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where the production build is; by default the folder the bundled server runs from. */
  BUILD_DIR: z.string().min(1).optional(),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional(),
  /** Take the client address from X-Forwarded-For only behind a reverse proxy that sets it. */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /** The site's public address: every link the server builds leads there, never to a request's Host. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
  /**
   * restic's own variables: with a repository set, every backup is also stored there, encrypted
   * with the password restic reads from RESTIC_PASSWORD or RESTIC_PASSWORD_FILE.
   */
  RESTIC_REPOSITORY: z.string().min(1).optional(),
  RESTIC_PASSWORD: z.string().min(1).optional(),
  RESTIC_PASSWORD_FILE: z.string().min(1).optional(),
  /** A shared cache in front (deploy/varnish.vcl): where the app sends its purges after a change. */
  PURGE_URL: z.url().optional(),
  /** Cloudflare in front: the zone and an API token allowed to purge it (purge by tag). */
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "CLOUDFLARE_ZONE_ID is the zone's 32-character id")
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  CLOUDFLARE_API_URL: z.url().default("https://api.cloudflare.com/client/v4"),
  /** Counts how the site is used, without cookies (server/features/visits/); 0 counts nothing. */
  VISIT_COUNTING: z.enum(["0", "1"]).default("1"),
});

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  "HOST" | "DATA_DIR" | "BUILD_DIR" | "SEED_DEMO" | "TRUST_PROXY" | "PUBLIC_URL" | "VISIT_COUNTING"
> & {
  HOST: string;
  /** For the pages' links: canonical, sitemap, structured data, the table cards' QR codes. */
  PUBLIC_URL: string;
  /**
   * For the links staff pass on (an invite, the setup link). PUBLIC_URL when set; without it, this
   * server as this machine reaches it, so `npm start` works on its own (the restaurant's own
   * address would lead to a site that does not know the link).
   */
  LINK_URL: string;
  DATA_DIR: string;
  BUILD_DIR: string | undefined;
  SEED_DEMO: boolean;
  TRUST_PROXY: boolean;
  VISIT_COUNTING: boolean;
};

/** Reads and validates the environment once at start-up; a bad value stops the start with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error("Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (
    env.RESTIC_REPOSITORY !== undefined &&
    env.RESTIC_PASSWORD === undefined &&
    env.RESTIC_PASSWORD_FILE === undefined
  ) {
    throw new Error(
      "Invalid environment:\n  RESTIC_REPOSITORY needs RESTIC_PASSWORD or RESTIC_PASSWORD_FILE (the key of the off-site backups)",
    );
  }
  if ((env.CLOUDFLARE_ZONE_ID === undefined) !== (env.CLOUDFLARE_API_TOKEN === undefined)) {
    throw new Error(
      "Invalid environment:\n  CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN must be set together",
    );
  }
  const host = env.HOST ?? (env.NODE_ENV === "development" ? "127.0.0.1" : "0.0.0.0");
  const publicUrl = env.PUBLIC_URL?.replace(/\/+$/, "");
  // The deployment's address, not the restaurant's: without one, links lead where this server is reached.
  const linkUrl = publicUrl ?? `http://${host === "0.0.0.0" ? "localhost" : host}:${env.PORT}`;
  return {
    ...env,
    HOST: host,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BUILD_DIR: env.BUILD_DIR === undefined ? undefined : path.resolve(env.BUILD_DIR),
    SEED_DEMO: env.SEED_DEMO === "1",
    TRUST_PROXY: env.TRUST_PROXY === "1",
    VISIT_COUNTING: env.VISIT_COUNTING === "1",
    PUBLIC_URL: linkUrl,
    // The wildcard address is reached as localhost on this machine; any other is named as it is.
    LINK_URL: linkUrl,
  };
}
