import type { ComponentProps } from "react";

const variants = {
  primary: "bg-saffron-700 text-white hover:bg-spice-800 disabled:bg-saffron-700/60",
  secondary: "border border-stone-300 bg-white text-ink-900 hover:bg-stone-100 disabled:text-stone-400",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:text-red-300",
  dangerSolid: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Every admin button: at least 44 px tall so it can be hit with a thumb. */
export function buttonClass(variant: ButtonVariant = "secondary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({ variant, className, type = "button", ...props }: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
