import type { ReactNode } from "react";

/** The title band of an inner page: a small kicker above the page's one h1. */
export function PageHeading({
  kicker,
  title,
  children,
}: {
  kicker?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-ink-900 px-4 pt-28 pb-14 text-center text-cream-50 md:pt-36 md:pb-20">
      {kicker && (
        <p className="text-sm font-semibold tracking-[0.2em] text-saffron-500 uppercase">
          {kicker}
        </p>
      )}
      <h1 className="mt-3 font-display text-4xl font-semibold md:text-5xl">{title}</h1>
      {children && <div className="mx-auto mt-5 max-w-2xl text-lg text-cream-100">{children}</div>}
    </div>
  );
}
