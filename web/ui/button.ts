/**
 * The one button kit, for links and buttons alike, on the site and in the admin: the variants
 * (primary, secondary, accent, dark) and sizes (small, medium, large) of the design, the admin's
 * two for deleting, and `touch`, at least 44 px tall so a thumb hits it (every admin button).
 */
export type ButtonVariant = "primary" | "secondary" | "accent" | "dark" | "danger" | "dangerSolid";
export type ButtonSize = "small" | "medium" | "large" | "touch";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors duration-300 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-spice-700 text-white hover:bg-spice-800",
  secondary:
    "border-2 border-current bg-transparent text-spice-700 hover:bg-spice-700 hover:text-white",
  accent: "bg-saffron-500 text-ink-900 hover:bg-saffron-100",
  dark: "bg-ink-900 text-cream-50 hover:bg-spice-800",
  danger: "border-2 border-current bg-white text-red-800 hover:bg-red-50",
  dangerSolid: "bg-red-700 text-white hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  small: "px-4 py-1.5 text-sm",
  medium: "px-6 py-2.5 text-base",
  large: "px-8 py-3.5 text-lg",
  touch: "min-h-11 px-4 text-sm",
};

export function buttonClasses({
  variant = "primary",
  size = "medium",
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}${fullWidth ? " w-full" : ""}`;
}
