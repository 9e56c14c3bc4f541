import type { MembersRepo } from "../team/members.repo.server.ts";
import type { AuthService } from "./auth.service.server.ts";
import { SETUP_LINK_HOURS } from "./setup-link.server.ts";

/** Where the owner opens the one-time setup link (web/routes/admin-setup.tsx). */
export const SETUP_PATH = "/admin/setup";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the first admin of an empty team (no account at all, a
 * disabled one counts) and nothing else: an account the owners removed stays removed, whatever
 * the environment still says. With neither set and no admin at all, no password is made up (it
 * would end in the log): the owner gets a one-time link where they choose the e-mail and
 * password. Returns the link's path and query, to be announced once the server listens.
 */
export async function ensureInitialAdmin(
  auth: AuthService,
  members: MembersRepo,
  credentials: { email?: string; password?: string },
  announce: (message: string) => void,
): Promise<string | undefined> {
  if (credentials.email && credentials.password) {
    if ((await members.count()) === 0) {
      await auth.setPassword(credentials.email, credentials.password);
      announce(`Created admin ${credentials.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    } else if (!(await members.findByEmail(credentials.email.toLowerCase()))) {
      announce(
        `ADMIN_EMAIL ${credentials.email} has no account and gets none: ADMIN_EMAIL/ADMIN_PASSWORD only create the first admin of an empty team.`,
      );
    }
    return undefined;
  }
  const token = await auth.issueSetupLink();
  return token === undefined ? undefined : `${SETUP_PATH}?token=${token}`;
}

/** The log lines for the setup link; `origin` is where the server can be reached. */
export function setupLinkMessage(origin: string, setupPathAndQuery: string): string {
  return (
    `No admin exists yet. Open this link to choose the first admin's e-mail and password (it works once, for ${SETUP_LINK_HOURS} hours; ` +
    `a restart makes a new one): ${origin}${setupPathAndQuery}  Or run: npm run set-password -- --create <e-mail>`
  );
}
