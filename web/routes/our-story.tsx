import type { Route } from "./+types/our-story";
import { pageMeta } from "~/features/seo/meta";
import { StoryContent } from "~/features/story/story-content";
import { useI18n } from "~/lib/i18n/i18n";
import { PageHeading } from "~/ui/page-heading";
import { languageOfRequest } from "@shared/language-rule.ts";
import { pageTextsOf } from "@shared/restaurant-profile.ts";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOfRequest(request);
  const names = ["storyKicker", "story", "storyQuote", "storyQuoteBy"] as const;
  return { texts: pageTextsOf(await context.data.profile(), lang, names) };
}

export const shouldRevalidate = revalidateUnlessViewState;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.story", description: "meta.descriptions.story" });

export default function OurStory({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { texts } = loaderData;
  return (
    <>
      <PageHeading kicker={texts.storyKicker} title={t("story.title")} />
      <StoryContent texts={texts} />
    </>
  );
}
