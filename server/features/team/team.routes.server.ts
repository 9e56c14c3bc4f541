import { Hono } from "hono";
import { InviteInputSchema, MemberUpdateInputSchema } from "@shared/contract/team.ts";
import { toInviteCreatedWire, toMemberWire, toMeWire } from "@shared/contract/team-wire-codec.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { TeamService } from "./team.service.server.ts";

/** /api/team: the owner's screens for accounts and invites. `linkUrl`: where an invite link leads. */
export function teamRoutes(team: TeamService, { read, write }: WritePath, linkUrl: string) {
  return new Hono<AdminEnv>()
    .get(
      "/",
      read("team", async (c) => c.json((await team.list()).map(toMemberWire))),
    )
    .post(
      "/invites",
      write("team", async (c, change) => {
        const input = parseInput(InviteInputSchema, await readJsonObject(c));
        return c.json(toInviteCreatedWire(await team.invite(change, input, linkUrl)), 201);
      }),
    )
    .put(
      "/:id",
      write("team", async (c, change) => {
        const input = parseInput(MemberUpdateInputSchema, await readJsonObject(c));
        return c.json(toMemberWire(await team.update(change, c.req.param("id") ?? "", input)));
      }),
    )
    .delete(
      "/:id",
      write("team", async (c, change) => {
        await team.remove(change, c.req.param("id") ?? "");
        return c.body(null, 204);
      }),
    );
}

/** /api/auth/me: who is signed in, with the role the admin panel shows its tabs by. */
export function meRoutes({ read }: WritePath) {
  return new Hono<AdminEnv>().get(
    "/",
    read("read", (c, actor) =>
      c.json(toMeWire({ id: actor.id, email: actor.email, name: actor.name, role: actor.role })),
    ),
  );
}
