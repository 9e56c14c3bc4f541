import type { InviteCreatedWire } from "@shared/contract/team-wire.ts";
import type { Role } from "@shared/contract/roles.ts";
import { adminClient, type ApiClient } from "./api.ts";
import type { TestTarget } from "./app.ts";

export const MEMBER_PASSWORD = "member-password-12";

/** The owner invites, the person accepts with a password of their own: the way an account comes to be. */
export async function invite(
  owner: ApiClient,
  member: { email: string; name: string; role: Role },
): Promise<InviteCreatedWire> {
  const res = await owner.json("POST", "/api/team/invites", member);
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as InviteCreatedWire;
}

export const tokenOf = (invite: InviteCreatedWire) =>
  new URL(invite.inviteUrl).searchParams.get("token") ?? "";

export const accept = (server: TestTarget, token: string, password = MEMBER_PASSWORD) =>
  server.fetch("/api/auth/invite", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, password }),
  });

/** A signed-in member of the given role, made through an invite. */
export async function member(
  server: TestTarget,
  owner: ApiClient,
  role: Role,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@test.example`,
): Promise<ApiClient> {
  const res = await accept(
    server,
    tokenOf(await invite(owner, { email, name: `A ${role}`, role })),
  );
  if (res.status !== 201)
    throw new Error(`accepting the invite failed: ${res.status} ${await res.text()}`);
  return adminClient(server, ((await res.json()) as { token: string }).token);
}
