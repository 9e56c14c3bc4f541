import type { Route } from "./+types/menu";
import { pageMeta } from "~/features/layout/meta";
import { MenuSection } from "~/features/menu/menu-section";
import { languageOfRequest } from "~/shared/i18n/language";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { menu: await context.data.menu(languageOfRequest(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "meta.menu");

export default function Menu({ loaderData }: Route.ComponentProps) {
  return <MenuSection categories={loaderData.menu} level={1} />;
}
