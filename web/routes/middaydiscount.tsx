import type { Route } from "./+types/middaydiscount";
import { pageMeta } from "~/features/seo/meta";
import { browserLanguage } from "~/features/menu-images/browser-language";
import { fetchMenuImages } from "~/features/menu-images/fetch-menu-images";
import { MenuImageGallery } from "~/features/menu-images/menu-image-gallery";
import { useI18n } from "~/lib/i18n/i18n";
import { languageOfRequest } from "@shared/language-rule.ts";
import { PageHeading } from "~/ui/page-heading";
import { revalidateUnlessViewState } from "~/lib/routing/view-state";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { images: await context.data.menuImages(languageOfRequest(request)) };
}

// In the browser the page shows at once and fills in when the API answers (not awaited on purpose).
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { images: fetchMenuImages(browserLanguage(request.url), request.signal) };
}

export const shouldRevalidate = revalidateUnlessViewState;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "meta.middayDiscount",
    description: "meta.descriptions.middayDiscount",
  });

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading kicker={t("middayDiscount.kicker")} title={t("middayDiscount.title")}>
        {t("middayDiscount.intro")}
      </PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20 lg:px-8">{children}</div>
    </>
  );
}

export default function MiddayDiscount({ loaderData }: Route.ComponentProps) {
  return (
    <Frame>
      <MenuImageGallery images={loaderData.images} />
    </Frame>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return (
    <Frame>
      <p
        role="alert"
        className="rounded-3xl bg-white/70 px-6 py-16 text-center text-lg text-spice-800"
      >
        {t("middayDiscount.loadFailed")}
      </p>
    </Frame>
  );
}
