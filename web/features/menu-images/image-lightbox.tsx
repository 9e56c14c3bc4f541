import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { useI18n } from "~/lib/i18n/i18n";

/** The largest variant the lightbox needs: full-screen on a large display. */
function bestSource(image: MenuImage): string {
  const widest = [...image.variants].sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? image.url;
}

/**
 * A full-screen gallery (loaded only when opened): previous and next wrap around, the counter
 * reads `n / total`, Escape or the close button closes it, and focus stays inside while open.
 */
export default function ImageLightbox({
  images,
  onClose,
}: {
  images: readonly MenuImage[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Lightbox
      open
      close={onClose}
      slides={images.map((image) => ({ src: bestSource(image), alt: image.title }))}
      plugins={[Counter]}
      carousel={{ finite: images.length <= 1 }}
      // A single picture has nowhere to go: no arrows.
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t("middayDiscount.previous"),
        Next: t("middayDiscount.next"),
        Close: t("middayDiscount.close"),
        Lightbox: t("middayDiscount.lightbox"),
        "Photo gallery": t("middayDiscount.lightbox"),
        Slide: t("middayDiscount.slideRole"),
        Carousel: t("middayDiscount.carouselRole"),
        "{index} of {total}": t("middayDiscount.slideLabel"),
      }}
    />
  );
}
