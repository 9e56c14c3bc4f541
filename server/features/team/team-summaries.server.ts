import type { I18nText } from "@shared/contract/common.ts";
import type { Role } from "@shared/contract/roles.ts";

const ROLE_NAMES: Record<Role, I18nText> = {
  owner: { en: "owner", de: "Inhaber" },
  manager: { en: "manager", de: "Manager" },
  staff: { en: "staff", de: "Personal" },
};

const who = (name: string, email: string) => (name ? `${name} (${email})` : email);

/** The history's lines for changes to the team, in German and English. */
export const teamSummaries = {
  invited: (name: string, email: string, role: Role): I18nText => ({
    en: `${who(name, email)} invited as ${ROLE_NAMES[role].en}`,
    de: `${who(name, email)} als ${ROLE_NAMES[role].de} eingeladen`,
  }),
  inviteRevoked: (name: string, email: string): I18nText => ({
    en: `Invite for ${who(name, email)} revoked`,
    de: `Einladung für ${who(name, email)} zurückgezogen`,
  }),
  inviteRevokedWithInviter: (name: string, email: string): I18nText => ({
    en: `Invite for ${who(name, email)} revoked: whoever sent it is no longer an active owner`,
    de: `Einladung für ${who(name, email)} zurückgezogen: Wer sie geschickt hat, ist nicht mehr aktiver Inhaber`,
  }),
  roleChanged: (name: string, email: string, role: Role): I18nText => ({
    en: `${who(name, email)} is now ${ROLE_NAMES[role].en}`,
    de: `${who(name, email)} ist jetzt ${ROLE_NAMES[role].de}`,
  }),
  disabled: (name: string, email: string, disabled: boolean): I18nText =>
    disabled
      ? {
          en: `Account of ${who(name, email)} disabled`,
          de: `Konto von ${who(name, email)} gesperrt`,
        }
      : {
          en: `Account of ${who(name, email)} enabled again`,
          de: `Konto von ${who(name, email)} wieder freigegeben`,
        },
  renamed: (before: string, after: string, email: string): I18nText => ({
    en: `${who(before, email)} renamed to ${after}`,
    de: `${who(before, email)} umbenannt in ${after}`,
  }),
  removed: (name: string, email: string): I18nText => ({
    en: `${who(name, email)} removed from the team`,
    de: `${who(name, email)} aus dem Team entfernt`,
  }),
};
