import { z } from "zod";
import {
  ADDITIVE_NUMBERS,
  ALLERGEN_CODES,
  type AdditiveNumber,
  type AllergenCode,
} from "./allergen-tables.ts";
import { issueMessage } from "./api-errors.ts";

// The code tables live in a module without zod, so the public site can bundle them alone.
export {
  ADDITIVE_NUMBERS,
  ADDITIVES,
  ALLERGEN_CODES,
  ALLERGENS,
  type AdditiveNumber,
  type AllergenCode,
} from "./allergen-tables.ts";

function codeList<T extends string | number>(
  known: readonly T[],
  parse: (s: string) => T,
  unknownCode: "unknownAllergen" | "unknownAdditive",
) {
  return z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value.map(String) : value.split(","))
        .map((s) => s.trim())
        .filter(Boolean);
      const codes = new Set<T>();
      for (const part of parts) {
        const code = parse(part);
        if (!known.includes(code)) {
          ctx.addIssue({
            code: "custom",
            message: issueMessage(unknownCode, { code: part.slice(0, 20) }),
          });
          return z.NEVER;
        }
        codes.add(code);
      }
      return known.filter((k) => codes.has(k));
    });
}

/** "A,G,H" (multipart) or ["A","G"]: known codes only, each once, in legend order. */
export const AllergenListSchema = codeList<AllergenCode>(
  ALLERGEN_CODES,
  (s) => s.toUpperCase() as AllergenCode,
  "unknownAllergen",
);
export const AdditiveListSchema = codeList<AdditiveNumber>(
  ADDITIVE_NUMBERS,
  (s) => (/^\d+$/.test(s) ? Number(s) : NaN) as AdditiveNumber,
  "unknownAdditive",
);
