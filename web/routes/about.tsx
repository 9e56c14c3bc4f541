import type { Route } from "./+types/about";
import { AboutSection } from "~/features/about/about-section";
import { pageMeta } from "~/features/layout/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "meta.about");

export default function About() {
  return <AboutSection level={1} />;
}
