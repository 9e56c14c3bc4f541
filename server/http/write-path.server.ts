import type { Context, Handler } from "hono";
import { can, type Permission } from "@shared/contract/roles.ts";
import { nowIso } from "../db/database.server.ts";
import type { ActingMember, Change, ChangeEntry } from "../features/history/change.server.ts";
import type { HistoryRepo } from "../features/history/history.repo.server.ts";
import type { ContentChanges } from "../features/public/content-changes.server.ts";
import type { Logger } from "../logger.server.ts";
import { HttpError } from "./errors.server.ts";
import type { AdminEnv } from "./require-admin.server.ts";

type AdminContext = Context<AdminEnv, string>;

// Every handler made here, so a test can list the API's routes and find any write that bypasses the path.
const pathHandlers = new WeakSet<Handler>();
export const isWritePathHandler = (handler: unknown): boolean =>
  pathHandlers.has(handler as Handler);

function actorOf(c: AdminContext, permission: Permission): ActingMember {
  const admin = c.get("admin");
  // The admin middleware runs first on every admin group; without it there is no one to trust.
  if (!admin)
    throw new HttpError(401, "authRequired", {
      headers: { "WWW-Authenticate": 'Bearer realm="admin"' },
    });
  if (!can(admin.role, permission)) throw new HttpError(403, "forbiddenForRole");
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}

/**
 * The one way an admin route reads or writes. `write` checks the role, hands the service a
 * Change to record what it did, and once the write has succeeded stores those history entries
 * and signals the content change, so the next public request shows it. A route cannot skip a
 * step: its handler only runs inside them, and tests/api/write-path.test.ts fails for any API
 * write route not made here.
 */
export function createWritePath(deps: {
  history: HistoryRepo;
  content: ContentChanges;
  logger: Pick<Logger, "error">;
}) {
  return {
    read(
      permission: Permission,
      handler: (c: AdminContext, actor: ActingMember) => Response | Promise<Response>,
    ): Handler<AdminEnv> {
      const wrapped: Handler<AdminEnv> = (c) => handler(c, actorOf(c, permission));
      pathHandlers.add(wrapped as Handler);
      return wrapped;
    },

    write(
      permission: Permission,
      handler: (c: AdminContext, change: Change) => Response | Promise<Response>,
    ): Handler<AdminEnv> {
      const wrapped: Handler<AdminEnv> = async (c) => {
        const actor = actorOf(c, permission);
        const entries: ChangeEntry[] = [];
        const response = await handler(c, { actor, record: (entry) => void entries.push(entry) });
        if (response.status >= 400) return response;
        if (entries.length === 0) {
          // A service that forgot to say what it did still leaves a trace of who wrote when.
          deps.logger.error(`write without a history entry: ${c.req.method} ${c.req.path}`);
          entries.push({
            action: c.req.method.toLowerCase(),
            entity: "unknown",
            entityId: null,
            summary: { en: `${c.req.method} ${c.req.path}`, de: `${c.req.method} ${c.req.path}` },
          });
        }
        await deps.history.insert(actor, nowIso(), entries, permission);
        deps.content.changed(entries.map((entry) => entry.entity));
        return response;
      };
      pathHandlers.add(wrapped as Handler);
      return wrapped;
    },
  };
}
export type WritePath = ReturnType<typeof createWritePath>;
