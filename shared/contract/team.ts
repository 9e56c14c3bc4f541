import { issueMessage } from "./api-errors.ts";
import { z } from "zod";
import { NewPasswordSchema } from "./auth.ts";
import { ROLES } from "./roles.ts";

/**
 * The one shapes of the team: what services and the admin see. The HTTP answers name each id
 * `_id`: one adapter translates at the edge (`team-wire.ts`).
 */

/** A role as a request gives it; the roles and what each may do are plain data in roles.ts. */
export const RoleSchema = z.enum(ROLES, { error: issueMessage("roleInvalid") });

/** The signed-in account (GET /api/auth/me). */
export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
});
export type Me = z.infer<typeof MeSchema>;

export const MEMBER_STATUSES = ["active", "invited", "disabled"] as const;

/** One person of the team (GET /api/team): an account, or an invite not yet accepted. */
export const MemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Invites only: when the link stops working. */
  expiresAt: z.string().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

const nameSchema = z
  .string({ error: issueMessage("memberNameRequired") })
  .trim()
  .min(1, issueMessage("memberNameRequired"))
  .max(100, issueMessage("memberNameTooLong"));

/** POST /api/team/invites (owner) → 201 InviteCreated. */
export const InviteInputSchema = z.object({
  email: z
    .string({ error: issueMessage("emailRequired") })
    .trim()
    .toLowerCase()
    .min(1, issueMessage("emailRequired"))
    .max(254)
    .pipe(z.email(issueMessage("emailInvalid"))),
  name: nameSchema,
  role: RoleSchema,
});
export type InviteInput = z.input<typeof InviteInputSchema>;

export const InviteCreatedSchema = MemberSchema.pick({
  id: true,
  email: true,
  name: true,
  role: true,
}).extend({
  status: z.literal("invited"),
  inviteUrl: z.string(),
  expiresAt: z.string(),
});
export type InviteCreated = z.infer<typeof InviteCreatedSchema>;

/** PUT /api/team/{id} (owner): any of the three; the answer is the member. */
export const MemberUpdateInputSchema = z
  .object({
    role: RoleSchema.optional(),
    name: nameSchema.optional(),
    disabled: z.boolean({ error: issueMessage("disabledBoolean") }).optional(),
  })
  .refine(
    (input) => input.role !== undefined || input.name !== undefined || input.disabled !== undefined,
    { message: issueMessage("memberUpdateEmpty") },
  );
export type MemberUpdateInput = z.input<typeof MemberUpdateInputSchema>;

const inviteTokenSchema = z
  .string({ error: issueMessage("inviteLinkIncomplete") })
  .min(1, issueMessage("inviteLinkIncomplete"))
  .max(200, issueMessage("inviteLinkMalformed"));

/** POST /api/auth/invite/check: the invite's e-mail, name and role while its link works, else 400. */
export const InviteTokenSchema = z.object({ token: inviteTokenSchema });
export const InviteDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
});
export type InviteDetails = z.infer<typeof InviteDetailsSchema>;

/** POST /api/auth/invite: accepts the invite with a new password and signs in (201 LoginResponse). */
export const InviteAcceptInputSchema = z.object({
  token: inviteTokenSchema,
  password: NewPasswordSchema,
});
export type InviteAcceptInput = z.input<typeof InviteAcceptInputSchema>;

export const INVITE_HOURS = 48;
/** Where an invite link leads (web/routes/admin-invite.tsx). */
export const INVITE_PATH = "/admin/invite";
