import { useQuery } from "@tanstack/react-query";
import type {
  InviteCreated,
  InviteDetails,
  InviteInput,
  MemberUpdateInput,
  Member,
} from "@shared/contract/team.ts";
import type { InviteCreatedWire, MemberWire } from "@shared/contract/team-wire.ts";
import { fromInviteCreatedWire, fromMemberWire } from "@shared/contract/team-wire-codec.ts";
import type { LoginResponse } from "@shared/contract/auth.ts";
import { apiRequest } from "~/lib/api/client";
import { queryKeys } from "../query-keys";

const path = (id: string) => `/api/team/${encodeURIComponent(id)}`;

/** The team's answers, each read as its one shape (`shared/contract/team.ts`). */
export const teamApi = {
  list: async (signal?: AbortSignal): Promise<Member[]> =>
    (await apiRequest<MemberWire[]>("/api/team", { signal })).map(fromMemberWire),
  invite: async (input: InviteInput): Promise<InviteCreated> =>
    fromInviteCreatedWire(
      await apiRequest<InviteCreatedWire>("/api/team/invites", { method: "POST", json: input }),
    ),
  update: async ({ id, input }: { id: string; input: MemberUpdateInput }): Promise<Member> =>
    fromMemberWire(await apiRequest<MemberWire>(path(id), { method: "PUT", json: input })),
  /** Removes an account, or revokes an invite. */
  remove: (id: string) => apiRequest(path(id), { method: "DELETE" }),
  /** The invite's e-mail, name and role while its link works; an ApiError (400) otherwise. */
  checkInvite: (token: string) =>
    apiRequest<InviteDetails>("/api/auth/invite/check", {
      method: "POST",
      json: { token },
      token: null,
    }),
  acceptInvite: (input: { token: string; password: string }) =>
    apiRequest<LoginResponse>("/api/auth/invite", { method: "POST", json: input, token: null }),
};

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team, queryFn: ({ signal }) => teamApi.list(signal) });
}
