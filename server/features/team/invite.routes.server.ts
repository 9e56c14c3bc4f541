import { Hono } from "hono";
import type { LoginResponse } from "@shared/contract/auth.ts";
import { InviteAcceptInputSchema, InviteTokenSchema } from "@shared/contract/team.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJson } from "../../http/json-only.server.ts";
import type { TeamService } from "./team.service.server.ts";

/** /api/auth/invite: where an invited person looks at their invite and accepts it. No account yet, so no token. */
export function inviteRoutes(team: TeamService, trustProxy: boolean) {
  return new Hono()
    .post("/check", async (c) => {
      const { token } = parseInput(InviteTokenSchema, await readJson(c));
      return c.json(await team.checkInvite(token));
    })
    .post("/", async (c) => {
      const input = parseInput(InviteAcceptInputSchema, await readJson(c));
      const token = await team.acceptInvite(input, clientAddress(c, trustProxy));
      c.header("Cache-Control", "no-store");
      return c.json<LoginResponse>({ token }, 201);
    });
}
