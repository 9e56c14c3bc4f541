import type { HTMLAttributes } from "react";

export const cardClass = "rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={`${cardClass} ${className ?? ""}`} {...props} />;
}
