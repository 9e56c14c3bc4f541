import type { PageAnnouncement } from "@shared/announcement-page.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { InfoIcon } from "~/ui/icons";

/**
 * The announcements running today, at the top of every public page, under the fixed header.
 * Rendered on the server with the page, so it takes its place before the first paint and
 * nothing moves. A labelled region rather than a live region: it is part of the page from the
 * start, nothing to interrupt with, and screen readers list it among the landmarks. The text is
 * staff's plain text, which React writes as text, never as HTML.
 */
export function AnnouncementBanner({
  announcements,
}: {
  announcements: readonly PageAnnouncement[];
}) {
  const { t } = useI18n();
  if (announcements.length === 0) return null;
  return (
    // The dark band under the header keeps the header's look over the home page's film.
    <section
      aria-label={t("announcements.label")}
      data-testid="announcements"
      className="bg-ink-900 pt-16 md:pt-20"
    >
      <div className="bg-saffron-500 text-ink-900">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2.5 lg:px-8">
          {announcements.map((announcement) => (
            <li
              key={announcement.id}
              data-testid="announcement"
              data-kind={announcement.kind}
              className="flex items-start gap-2.5 text-base leading-snug font-medium"
            >
              <InfoIcon className="mt-0.5 shrink-0" />
              <span className="min-w-0 break-words">{announcement.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
