import { describe, expect, it } from "vitest";
import type { InviteCreatedWire } from "@shared/contract/team-wire.ts";
import { useAdminApp } from "../support/api.ts";
import { TEST_SITE_URL } from "../support/app.ts";

const ctx = useAdminApp();

describe("an invite link", () => {
  it("leads to the configured public address, whatever Host the request names", async () => {
    const asked: Record<string, string>[] = [
      {},
      { host: "evil.example" },
      { host: "evil.example", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
    ];
    for (const headers of asked) {
      const res = await ctx.server.fetch("/api/team/invites", {
        method: "POST",
        headers: {
          authorization: `Bearer ${ctx.api.token}`,
          "content-type": "application/json",
          ...headers,
        },
        body: JSON.stringify({ email: "guest@test.example", name: "Guest", role: "staff" }),
      });
      expect(res.status).toBe(201);
      const { inviteUrl } = (await res.json()) as InviteCreatedWire;
      expect(inviteUrl).toMatch(
        new RegExp(`^${TEST_SITE_URL.replace(/[.]/g, "\\.")}/admin/invite\\?token=[\\w-]{43}$`),
      );
    }
  });
});
