import { LangNavLink } from "~/lib/i18n/lang-link";
import { useI18n } from "~/lib/i18n/i18n";
import { ExternalLink } from "~/ui/external-link";
import { ExternalIcon } from "~/ui/icons";
import type { NavItem } from "./nav-items";

/** One navigation entry: a route (highlighted while active) or an external provider link. */
export function NavEntry({
  item,
  className,
  activeClassName,
  onChoose,
}: {
  item: NavItem;
  className: string;
  activeClassName: string;
  onChoose?: () => void;
}) {
  const { t } = useI18n();
  const label = t(`nav.${item.key}`);
  if ("href" in item) {
    return (
      <ExternalLink href={item.href} className={className} onClick={onChoose}>
        {label}
        <ExternalIcon width={14} height={14} className="opacity-70" />
      </ExternalLink>
    );
  }
  return (
    <LangNavLink
      to={item.to}
      end={item.to === "/"}
      onClick={onChoose}
      className={({ isActive }) => `${className} ${isActive ? activeClassName : ""}`}
    >
      {label}
    </LangNavLink>
  );
}
