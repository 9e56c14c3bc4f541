/**
 * The team's roles and what each may do (docs/product.md, "Roles"). The server checks these on
 * every admin route (server/http/write-path.server.ts); the admin panel reads the same table to
 * show each role only the tabs it may use. Plain data without zod, so the admin's start reads it
 * without the schemas; the request's check of a role is `RoleSchema` (team.ts).
 */
export const ROLES = ["owner", "manager", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** Sign in and read the admin panel. */
  read: ["owner", "manager", "staff"],
  /** Mark a dish sold out, or back on. */
  soldOut: ["owner", "manager", "staff"],
  /** Categories, dishes, opening hours, special days, menu images, announcements, import, demo removal. */
  content: ["owner", "manager"],
  /** The restaurant profile's identity, address, contact, links and legal data (its texts are content). */
  restaurant: ["owner"],
  /** The history and its undo. */
  history: ["owner", "manager"],
  /** How the site is used: visitors, page views, sources. */
  visits: ["owner", "manager"],
  /** Accounts and invites. */
  team: ["owner"],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role);
