import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of docs/architecture.md, as eslint.config.js keeps them: asked of the real config.
const eslint = new ESLint();
// Linting the server's features takes seconds on two shared cores.
const LINT_MS = 60_000;

async function refused(filePath: string, imported: string): Promise<boolean> {
  const code = `import { x } from "${imported}";\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === "no-restricted-imports");
}

describe("the server's layers", () => {
  it(
    "keeps HTTP out of services, repositories, mappers and undo: they throw DomainError",
    async () => {
      for (const file of [
        "dishes/dishes.service.server.ts",
        "dishes/dishes.repo.server.ts",
        "dishes/dish-mapper.server.ts",
        "dishes/dishes.undo.server.ts",
        "history/history.service.server.ts",
      ]) {
        expect(await refused(`server/features/${file}`, "../../http/errors.server.ts"), file).toBe(
          true,
        );
      }
      expect(
        await refused(
          "server/features/dishes/dishes.routes.server.ts",
          "../../http/errors.server.ts",
        ),
      ).toBe(false);
      expect(
        await refused(
          "server/features/dishes/dishes.service.server.ts",
          "../../domain-error.server.ts",
        ),
      ).toBe(false);
    },
    LINT_MS,
  );

  it("lets a feature import another only through its service, repository or mapper", async () => {
    const from = "server/features/menu-images/menu-images.service.server.ts";
    expect(await refused(from, "../uploads/uploads.service.server.ts")).toBe(false);
    expect(await refused(from, "../dishes/dishes.repo.server.ts")).toBe(false);
    expect(await refused(from, "../dishes/dish-mapper.server.ts")).toBe(false);
    expect(await refused(from, "../history/undo-registry.server.ts")).toBe(false);
    expect(await refused(from, "../uploads/pdf-check.server.ts")).toBe(true);
    expect(await refused(from, "../dishes/dishes.undo.server.ts")).toBe(true);
    expect(
      await refused(
        "server/features/team/invite.routes.server.ts",
        "../auth/auth.routes.server.ts",
      ),
    ).toBe(true);
  });

  it("keeps the history free of the features that register their undo with it", async () => {
    for (const imported of [
      "../dishes/dishes.repo.server.ts",
      "../categories/categories.service.server.ts",
      "../uploads/uploads.service.server.ts",
    ]) {
      expect(
        await refused("server/features/history/history.service.server.ts", imported),
        imported,
      ).toBe(true);
    }
    expect(
      await refused(
        "server/features/history/history.service.server.ts",
        "./undo-registry.server.ts",
      ),
    ).toBe(false);
  });

  it(
    "holds for the server's code as it is",
    async () => {
      const results = await eslint.lintFiles([
        "server/features/**/*.ts",
        "server/services.server.ts",
      ]);
      const broken = results.flatMap((r) =>
        r.messages
          .filter((m) => m.ruleId === "no-restricted-imports")
          .map((m) => `${r.filePath}:${m.line} ${m.message}`),
      );
      expect(broken).toEqual([]);
    },
    LINT_MS,
  );
});
