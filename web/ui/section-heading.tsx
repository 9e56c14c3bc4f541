import type { ReactNode } from "react";

/**
 * A section title that is the page's h1 when the section is the whole page (/menu, /about)
 * and an h2 on the home page, so every page keeps exactly one h1.
 */
export function SectionHeading({
  level,
  kicker,
  id,
  children,
  tone = "light",
  align = "center",
}: {
  level: 1 | 2;
  kicker?: string;
  id?: string;
  children: ReactNode;
  tone?: "light" | "dark";
  align?: "center" | "start";
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={align === "center" ? "text-center" : "text-left"}>
      {kicker && (
        <p
          className={`text-sm font-semibold tracking-[0.2em] uppercase ${tone === "dark" ? "text-saffron-500" : "text-saffron-700"}`}
        >
          {kicker}
        </p>
      )}
      <Heading
        id={id}
        className={`mt-2 font-display text-3xl font-semibold md:text-5xl ${tone === "dark" ? "text-cream-50" : "text-spice-800"}`}
      >
        {children}
      </Heading>
      <span
        aria-hidden="true"
        className={`mt-4 block h-0.5 w-16 bg-saffron-500 ${align === "center" ? "mx-auto" : ""}`}
      />
    </div>
  );
}
