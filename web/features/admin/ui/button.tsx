import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/ui/button";

/**
 * A `<button>` of the one kit (web/ui/button.ts): `type="button"` unless it submits, the
 * secondary look at touch size unless told. It lives with the admin, which alone uses it, so the
 * public pages' shared chunk does not carry it.
 */
export function Button({
  variant = "secondary",
  size = "touch",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button type={type} className={`${buttonClasses({ variant, size })} ${className}`} {...props} />
  );
}
