import { useQuery } from "@tanstack/react-query";
import { can, type Permission } from "@shared/contract/roles.ts";
import { earlyApi } from "../early-requests";
import { queryKeys } from "../query-keys";

// Asked again now and then, so an account disabled or removed meanwhile is signed out without waiting for its next action.
const RECHECK_MS = 60_000;

/** Who is signed in, and with which role: the panel shows each role only the tabs it may use. */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => earlyApi.me(signal),
    refetchInterval: RECHECK_MS,
    refetchOnWindowFocus: true,
  });
}

/** Whether the signed-in account may do this (false while unknown). */
export function useCan(permission: Permission): boolean {
  const me = useMe().data;
  return me !== undefined && can(me.role, permission);
}
