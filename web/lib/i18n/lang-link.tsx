import type { AnchorHTMLAttributes } from "react";
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from "react-router";
import { langOfSearch, withLang } from "./lang-url";

/**
 * Internal links keep the language of an address that names it (`?lang=en`), so a visitor or a
 * crawler without the language cookie stays in that language from page to page. Without
 * `?lang=` the links stay plain and the remembered choice (cookie) decides, as before.
 * See decision record 004.
 */
export function useLangTo(to: string): string {
  return withLang(to, langOfSearch(useLocation().search));
}

export function LangLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useLangTo(to)} {...props} />;
}

export function LangNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink to={useLangTo(to)} {...props} />;
}

/** A file of the site (a PDF): a plain link the browser opens itself, keeping `?lang=` as pages do. */
export function LangFileLink({
  href,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string }) {
  return <a href={useLangTo(href)} {...props} />;
}
