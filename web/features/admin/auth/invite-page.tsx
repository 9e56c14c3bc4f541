import { InviteAcceptInputSchema, type InviteDetails } from "@shared/contract/team.ts";
import { ApiError } from "~/lib/api/client";
import { teamApi } from "../team/team-api";
import { PasswordLinkPage, type PasswordLink } from "./password-link-page";

/** An invite the owner passed on: the invited person chooses a password under the invite's e-mail. */
const inviteLink: PasswordLink<InviteDetails, ReturnType<typeof InviteAcceptInputSchema.parse>> = {
  texts: "invite",
  check: teamApi.checkInvite,
  intro: (invite, { t }) =>
    t("invite.intro", {
      name: invite.name,
      role: t(`team.roles.${invite.role}`),
      email: invite.email,
    }),
  fixedEmail: (invite) => invite.email,
  schema: InviteAcceptInputSchema,
  toInput: ({ token, password }) => ({ token, password }),
  send: teamApi.acceptInvite,
  spent: (error) => error instanceof ApiError && error.code === "inviteInvalid",
};

/** /admin/invite?token=…: the invited person joins the team with the setup link's rules and page, and is signed in. */
export function InvitePage() {
  return <PasswordLinkPage link={inviteLink} />;
}
