import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useI18n } from "../lib/i18n/i18n";

/** A link to another site: a new tab, no opener, and a hint for screen readers. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t("nav.newTab")}</span>
    </a>
  );
}
