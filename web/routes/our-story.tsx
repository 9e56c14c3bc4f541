import type { Route } from "./+types/our-story";
import { pageMeta } from "~/features/seo/meta";
import { StoryContent } from "~/features/story/story-content";
import { useI18n } from "~/lib/i18n/i18n";
import { PageHeading } from "~/ui/page-heading";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.story", description: "meta.descriptions.story" });

export default function OurStory() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading kicker={t("story.kicker")} title={t("story.title")} />
      <StoryContent />
    </>
  );
}
