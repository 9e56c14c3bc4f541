import { Suspense } from "react";
import { Await, useAsyncError } from "react-router";
import { useViewState } from "~/lib/routing/use-view-state";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { ApiError } from "~/lib/api/client";
import { useI18n } from "~/lib/i18n/i18n";
import { groupImages } from "./group-images";
import { GroupView } from "./group-view";
import { groupViewOf } from "./group-view-url";
import { ImageGroupCard } from "./image-group-card";
import { PdfCard } from "./pdf-card";

const stateClass = "rounded-3xl bg-white/70 px-6 py-16 text-center text-lg";

function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className={`${stateClass} text-ink-900/75`}>
      {t("middayDiscount.loading")}
    </p>
  );
}

function LoadError() {
  const { t } = useI18n();
  const error = useAsyncError();
  return (
    <p role="alert" className={`${stateClass} text-spice-800`}>
      {error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : t("middayDiscount.loadFailed")}
    </p>
  );
}

function Gallery({ items }: { items: readonly MenuImage[] }) {
  const { t } = useI18n();
  const [search, show] = useViewState();
  const { groups, pdfs } = groupImages(items);
  if (groups.length === 0 && pdfs.length === 0)
    return <p className={`${stateClass} text-ink-900/75`}>{t("middayDiscount.empty")}</p>;
  const view = groupViewOf(search);
  const viewed = view && groups.find((group) => group.title === view.title);
  if (view && viewed)
    return <GroupView group={viewed} image={view.image} search={search} show={show} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {pdfs.map((pdf) => (
        <li key={pdf.id}>
          <PdfCard pdf={pdf} />
        </li>
      ))}
      {groups.map((group) => (
        <li key={group.title}>
          <ImageGroupCard group={group} search={search} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu images with their three states. The server sends them ready; in the browser
 * (language switch, navigation) the page opens at once with Loading until the API answers.
 */
export function MenuImageGallery({
  images,
}: {
  images: readonly MenuImage[] | Promise<readonly MenuImage[]>;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Await resolve={images} errorElement={<LoadError />}>
        {(items) => <Gallery items={items} />}
      </Await>
    </Suspense>
  );
}
