import type { Route } from "./+types/about";
import { AboutSection } from "~/features/about/about-section";
import { pageMeta } from "~/features/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.about", description: "meta.descriptions.about" });

export default function About() {
  return <AboutSection level={1} />;
}
