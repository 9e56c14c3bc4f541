import { z } from "zod";
import { InviteCreatedSchema, MemberSchema, MeSchema } from "./team.ts";

/**
 * The team's edge adapter: the API's answers name each id `_id`; everything behind the edge sees
 * the one shapes of `team.ts`. Each answer is `to…Wire`, read back with `from…Wire` (team-reader.ts). The requests
 * (invite, update, invite links) are the one shapes' fields already.
 */

/** The signed-in account as the API answers it (the OpenAPI component `Me`). */
export const MeWireSchema = z.object({
  _id: z.string(),
  email: MeSchema.shape.email,
  name: MeSchema.shape.name,
  role: MeSchema.shape.role,
});
export type MeWire = z.infer<typeof MeWireSchema>;

/** One person of the team as the API answers it (the OpenAPI component `TeamMember`), its fields in the answer's order. */
export const MemberWireSchema = z.object({
  _id: z.string(),
  email: MemberSchema.shape.email,
  name: MemberSchema.shape.name,
  role: MemberSchema.shape.role,
  status: MemberSchema.shape.status,
  createdAt: MemberSchema.shape.createdAt,
  lastLoginAt: MemberSchema.shape.lastLoginAt,
  expiresAt: MemberSchema.shape.expiresAt,
});
export type MemberWire = z.infer<typeof MemberWireSchema>;

/** A new invite as the API answers it (the OpenAPI component `InviteCreated`). */
export const InviteCreatedWireSchema = MemberWireSchema.pick({
  _id: true,
  email: true,
  name: true,
  role: true,
}).extend({
  status: InviteCreatedSchema.shape.status,
  inviteUrl: InviteCreatedSchema.shape.inviteUrl,
  expiresAt: InviteCreatedSchema.shape.expiresAt,
});
export type InviteCreatedWire = z.infer<typeof InviteCreatedWireSchema>;
