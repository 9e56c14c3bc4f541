import { Hono } from "hono";
import {
  PROFILE_GROUPS,
  PROFILE_GROUP_NAMES,
  groupPermission,
  type ProfileGroup,
  type ProfileGroups,
} from "@shared/contract/restaurant-profile.ts";
import { parseInput } from "../../http/errors.server.ts";
import { readJsonObject } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import type { RestaurantProfileService } from "./restaurant-profile.service.server.ts";

/** Everyone on the team reads the profile; each group is saved on its own, under its own permission. */
export function restaurantProfileRoutes(
  profile: RestaurantProfileService,
  { read, write }: WritePath,
) {
  const routes = new Hono<AdminEnv>().get(
    "/",
    read("read", async (c) => c.json(await profile.profile())),
  );
  const saveRoute = <G extends ProfileGroup>(group: G) =>
    routes.put(
      `/${group}`,
      write(groupPermission(group), async (c, change) => {
        // The group's own schema: its output is that group's values.
        const values = parseInput(
          PROFILE_GROUPS[group],
          await readJsonObject(c),
        ) as ProfileGroups[G];
        return c.json(await profile.saveGroup(change, group, values));
      }),
    );
  for (const group of PROFILE_GROUP_NAMES) saveRoute(group);
  return routes;
}
