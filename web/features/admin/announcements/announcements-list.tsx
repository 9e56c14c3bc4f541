import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Announcement } from "@shared/contract/announcement.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { useDelete } from "../history/use-delete";
import { formatDateRange } from "../i18n/dates";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { EmptyState, QueryGate } from "../ui/query-state";
import { currentAnnouncements } from "./announcement-draft";
import { announcementsApi } from "./announcements-api";

/** Running and coming announcements; over ones stay stored but are of no more use here. */
export function AnnouncementsList({ onEdit }: { onEdit: (announcement: Announcement) => void }) {
  const { t } = useAdminI18n();
  const list = useQuery({
    queryKey: queryKeys.announcements,
    queryFn: ({ signal }) => announcementsApi.list(signal),
  });
  const [today] = useState(() => todayIso());
  return (
    <section aria-labelledby="announcements-list-heading" className="flex flex-col gap-3">
      <h4 id="announcements-list-heading" className="text-base font-semibold">
        {t("announcements.listHeading")}
      </h4>
      <QueryGate query={list} what={t("announcements.what")} failed={t("announcements.loadFailed")}>
        {(all) => {
          const current = currentAnnouncements(all, today);
          return current.length === 0 ? (
            <EmptyState>{t("announcements.empty")}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {current.map((a) => (
                <AnnouncementRow
                  key={a.id}
                  announcement={a}
                  running={a.from <= today}
                  onEdit={() => onEdit(a)}
                />
              ))}
            </ul>
          );
        }}
      </QueryGate>
    </section>
  );
}

function AnnouncementRow({
  announcement,
  running,
  onEdit,
}: {
  announcement: Announcement;
  running: boolean;
  onEdit: () => void;
}) {
  const { lang, t, name } = useAdminI18n();
  const confirm = useConfirm();
  const dates = formatDateRange(announcement.from, announcement.until, lang);
  const text = name(announcement.text);
  // The history keeps announcements, but cannot bring one back.
  const remove = useDelete({
    mutationFn: announcementsApi.remove,
    entity: null,
    deleted: t("announcements.deleted"),
    failed: t("announcements.deleteFailed"),
    refresh: [queryKeys.announcements],
    dropFrom: queryKeys.announcements,
  });

  async function askDelete() {
    const yes = await confirm({
      question: t("announcements.deleteQuestion"),
      detail: text,
      confirmLabel: t("common.delete"),
    });
    if (yes) remove.remove(announcement.id);
  }

  return (
    <li
      data-testid="admin-announcement"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row sm:items-start sm:p-4"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {dates}
          {running && (
            <span className="ml-2 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
              {t("announcements.running")}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm break-words text-stone-800">{text}</p>
      </div>
      <div className="flex gap-2 max-sm:flex-col">
        <Button onClick={onEdit} className="max-sm:w-full">
          {t("common.edit")}
          <span className="sr-only"> {t("announcements.itemLabel", { dates })}</span>
        </Button>
        <Button
          variant="danger"
          onClick={askDelete}
          disabled={remove.isPending}
          className="max-sm:w-full"
        >
          {t("common.delete")}
          <span className="sr-only"> {t("announcements.itemLabel", { dates })}</span>
        </Button>
      </div>
    </li>
  );
}
