import Holidays from "date-holidays";
import type { Holiday } from "@shared/contract/holiday.ts";

// Germany, state North Rhine-Westphalia, where the restaurant is: its public holidays, Easter's and the state's own included.
const nrw = new Holidays("DE", "NW");

/**
 * The statutory public holidays of NRW in `year`, by date, named in German and English. Only
 * type "public": the library also knows observances (Heiligabend, Silvester) that are not days off.
 */
export function nrwHolidays(year: number): Holiday[] {
  const publicOnes = (lang: "de" | "en") =>
    nrw.getHolidays(year, lang).filter((h) => h.type === "public");
  const english = new Map(publicOnes("en").map((h) => [h.date, h.name]));
  return publicOnes("de").map((h) => {
    const date = h.date.slice(0, 10);
    return { date, nameI18n: { de: h.name, en: english.get(h.date) ?? h.name } };
  });
}
