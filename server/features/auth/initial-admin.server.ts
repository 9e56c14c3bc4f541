import { randomBytes } from "node:crypto";
import type { AdminsRepo } from "./admins.repo.server.ts";
import type { AuthService } from "./auth.service.server.ts";

/**
 * PRODUCT.md: ADMIN_EMAIL/ADMIN_PASSWORD create that admin when missing; with neither set and
 * no admin at all, one is created with a random password that is printed once.
 */
export async function ensureInitialAdmin(
  auth: AuthService,
  admins: AdminsRepo,
  credentials: { email?: string; password?: string },
  announce: (message: string) => void,
): Promise<void> {
  if (credentials.email && credentials.password) {
    if (!(await admins.findByEmail(credentials.email.toLowerCase()))) {
      await auth.setPassword(credentials.email, credentials.password);
      announce(`Created admin ${credentials.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    }
    return;
  }
  if ((await admins.count()) > 0) return;
  const email = "admin@masala-haus.example";
  const password = randomBytes(12).toString("base64url");
  await auth.setPassword(email, password);
  announce(`Created the first admin. E-mail: ${email} Password: ${password}`);
  announce(`This password is shown only once. Set a new one with: npm run set-password -- ${email}`);
}
