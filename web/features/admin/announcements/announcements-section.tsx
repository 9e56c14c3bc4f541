import { useState } from "react";
import type { Announcement } from "@shared/contract/announcement.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { AnnouncementForm } from "./announcement-form";
import { AnnouncementsList } from "./announcements-list";

/** The Opening Hours tab's third part: short notices shown at the top of every page of the website. */
export function AnnouncementsSection() {
  const { t } = useAdminI18n();
  const [editing, setEditing] = useState<Announcement | null>(null);
  return (
    <section
      aria-labelledby="announcements-heading"
      className="flex flex-col gap-4 border-t border-stone-300 pt-6"
    >
      <div>
        <h3 id="announcements-heading" className="text-lg font-semibold">
          {t("announcements.heading")}
        </h3>
        <p className="text-sm text-stone-700">{t("announcements.intro")}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        {/* A new form for each announcement edited, so it starts from that one's texts. */}
        <AnnouncementForm
          key={editing?.id ?? "new"}
          editing={editing}
          onDone={() => setEditing(null)}
        />
        <AnnouncementsList onEdit={setEditing} />
      </div>
    </section>
  );
}
