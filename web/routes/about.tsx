import type { Route } from "./+types/about";
import { AboutSection } from "~/features/about/about-section";
import { pageMeta } from "~/features/seo/meta";
import { languageOfRequest } from "@shared/language-rule.ts";
import { pageTextsOf } from "@shared/restaurant-profile.ts";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOfRequest(request);
  return { texts: pageTextsOf(await context.data.profile(), lang, ["about"]) };
}

export const shouldRevalidate = revalidateUnlessViewState;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.about", description: "meta.descriptions.about" });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutSection level={1} text={loaderData.texts.about} />;
}
