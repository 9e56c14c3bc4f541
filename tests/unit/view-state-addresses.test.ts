import { describe, expect, it } from "vitest";
import {
  groupViewOf,
  withGroupView,
  withoutGroupView,
  wrapImage,
} from "~/features/menu-images/group-view-url";
import {
  categoryOf,
  filterOf,
  menuHref,
  withCategory,
  withFilter,
  withoutFilter,
} from "~/features/menu/menu-view";
import { languageChoiceOf, switchHref } from "~/lib/i18n/language-choice";

const query = (s: string) => new URLSearchParams(s);

describe("the menu's view in the address", () => {
  it("reads the category and the filter, allergen codes in legend order and unknown ones dropped", () => {
    const search = query("category=c2&veg=1&hide=G&hide=A&hide=Z&lang=en");
    expect(categoryOf(search)).toBe("c2");
    expect(filterOf(search)).toEqual({ vegOnly: true, hidden: ["A", "G"] });
    expect(filterOf(query(""))).toEqual({ vegOnly: false, hidden: [] });
  });

  it("changes one part and keeps the others, the language included", () => {
    const search = query("lang=en&category=c1&hide=G");
    expect(withCategory(search, "c2").toString()).toBe("lang=en&category=c2&hide=G");
    expect(withFilter(search, { vegOnly: true, hidden: ["A", "G"] }).toString()).toBe(
      "lang=en&category=c1&veg=1&hide=A&hide=G",
    );
    expect(withoutFilter(search).toString()).toBe("lang=en&category=c1");
    expect(menuHref(withoutFilter(search))).toBe("?lang=en&category=c1#menu-controls");
  });
});

describe("the menu-image group view in the address", () => {
  it("wraps around: after the last the first, before the first the last", () => {
    expect([0, 1, 2, 3, 4].map((n) => wrapImage(n, 3))).toEqual([3, 1, 2, 3, 1]);
    expect(wrapImage(-1, 3)).toBe(2);
    expect(wrapImage(5, 1)).toBe(1);
  });

  it("reads the group and the image, the first when the number is missing or no number", () => {
    expect(groupViewOf(query("group=Mittag&image=2"))).toEqual({ title: "Mittag", image: 2 });
    expect(groupViewOf(query("group=Mittag&image=x"))).toEqual({ title: "Mittag", image: 1 });
    expect(groupViewOf(query("image=2"))).toBeNull();
    const search = withGroupView(query("lang=de"), "Mittag & mehr", 3);
    expect(groupViewOf(search)).toEqual({ title: "Mittag & mehr", image: 3 });
    expect(withoutGroupView(search).toString()).toBe("lang=de");
  });
});

describe("the language switch's address", () => {
  it("chooses on the same page, its other parameters kept and an explicit language dropped", () => {
    expect(switchHref("/menu", "?category=c2&lang=de", "en")).toBe("/menu?category=c2&set-lang=en");
    expect(languageChoiceOf(new URL("http://x/menu?category=c2&set-lang=en"))).toEqual({
      lang: "en",
      continueTo: "/menu?category=c2",
    });
    expect(languageChoiceOf(new URL("http://x/?set-lang=en&lang=de"))).toEqual({
      lang: "en",
      continueTo: "/",
    });
    expect(languageChoiceOf(new URL("http://x/?set-lang=fr"))).toBeNull();
    expect(languageChoiceOf(new URL("http://x/?lang=en"))).toBeNull();
  });
});
