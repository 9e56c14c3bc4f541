import type { Route } from "./+types/our-story";
import { pageMeta } from "~/features/seo/meta";
import { StoryContent } from "~/features/story/story-content";
import { useI18n } from "~/lib/i18n/i18n";
import { useProfile } from "~/lib/profile/use-profile";
import { PageHeading } from "~/ui/page-heading";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.story", description: "meta.descriptions.story" });

export default function OurStory() {
  const { lang, t } = useI18n();
  const { storyKicker } = useProfile().texts;
  return (
    <>
      <PageHeading kicker={storyKicker[lang]} title={t("story.title")} />
      <StoryContent />
    </>
  );
}
