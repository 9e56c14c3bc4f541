import type { Server } from "node:http";
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type { NodeListener } from "../http/unread-body.server.ts";

/**
 * `npm run dev`: Vite serves the web app's modules with hot reload. Vite would serve any file
 * under the project folder (the database in ./data, backups, .env, package.json), so only the
 * app's own files reach it: its sources, the shared code, the packages it imports, Vite's own
 * modules and the static files of web/public. Everything else goes to the app, which serves no
 * files in development but the uploads. Vite's file-serving allow-list says the same again.
 */
const SOURCE_DIRS = ["web", "shared", "node_modules", ".react-router"];
const PUBLIC_DIR = "web/public";
/** Vite's own modules: the client, virtual modules by id, React's refresh runtime. */
const VITE_INTERNAL = /^\/@(vite\/|react-refresh$|id\/(?![./]))/;
/** Never served, wherever they lie. */
const SECRET_NAME =
  /^(\.env(\..*)?|package(-lock)?\.json|.*\.(sqlite|sqlite-wal|sqlite-shm|backup|pem|key))$/i;

export interface DevelopmentFiles {
  root: string;
  /** Folders of the running site's data: DATA_DIR, the backups. */
  private: string[];
}

export async function createDevelopmentVite(
  httpServer: Server,
  files: DevelopmentFiles,
): Promise<ViteDevServer> {
  const { createServer } = await import("vite");
  return createServer({
    root: files.root,
    appType: "custom",
    server: {
      middlewareMode: true,
      // Hot reload rides on the site's own port instead of a fixed second one.
      hmr: { server: httpServer },
      fs: {
        strict: true,
        allow: SOURCE_DIRS.map((dir) => path.join(files.root, dir)),
        deny: [".env", ".env.*", "*.sqlite*", "*.backup", "package.json", "package-lock.json"],
      },
    },
  });
}

/** Whether Vite may answer this request target; false sends it to the app. */
export function isAppFile(url: string, files: DevelopmentFiles): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return false;
  }
  if (pathname.includes("\0")) return false;
  if (VITE_INTERNAL.test(pathname)) return true;
  const file = pathname.startsWith("/@fs/")
    ? path.resolve(pathname.slice("/@fs".length))
    : path.join(files.root, pathname);
  if (SECRET_NAME.test(path.basename(file)) || files.private.some((dir) => isInside(file, dir)))
    return false;
  if (SOURCE_DIRS.some((dir) => isInside(file, path.join(files.root, dir)))) return true;
  // web/public's files are served from the site's root.
  if (pathname.startsWith("/@fs/")) return false;
  const publicFile = path.join(files.root, PUBLIC_DIR, pathname);
  return (
    isInside(publicFile, path.join(files.root, PUBLIC_DIR)) &&
    fs.statSync(publicFile, { throwIfNoEntry: false })?.isFile() === true
  );
}

const isInside = (file: string, dir: string) => {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

export function developmentListener(
  vite: ViteDevServer,
  files: DevelopmentFiles,
  app: NodeListener,
): NodeListener {
  return (req, res) => {
    if (isAppFile(req.url ?? "/", files)) vite.middlewares(req, res, () => app(req, res));
    else app(req, res);
  };
}
