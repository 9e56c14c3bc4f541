import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { HistoryEntry } from "@shared/contract/history.ts";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { localMoment } from "../i18n/dates";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SelectField } from "../ui/fields";
import { EmptyState, QueryGate } from "../ui/query-state";
import { historyApi } from "./history-api";
import { useUndo } from "./use-undo";

const PAGE = 50;

/** The areas a change belongs to, as the filter names them; an area the panel does not know shows as it is recorded. */
const THINGS: Record<string, AdminMessageKey> = {
  dish: "history.things.dish",
  category: "history.things.category",
  categories: "history.things.categories",
  "opening-hours": "history.things.openingHours",
  "special-day": "history.things.specialDay",
  "menu-image": "history.things.menuImage",
  "restaurant-picture": "history.things.restaurantPicture",
  "team-member": "history.things.teamMember",
  invite: "history.things.invite",
};

/** Who changed what and when, newest first, filtered by person and area, with an undo for each change that can still be undone. */
export function HistoryTab() {
  const { t } = useAdminI18n();
  const history = useInfiniteQuery({
    queryKey: queryKeys.history,
    queryFn: ({ pageParam, signal }) => historyApi.list({ limit: PAGE, before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length < PAGE ? undefined : last.at(-1)?.id),
  });
  return (
    <Card aria-labelledby="history-heading">
      <h3 id="history-heading" className="text-base font-semibold">
        {t("history.heading")}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t("history.intro")}</p>
      <div className="mt-4">
        <QueryGate query={history} what={t("history.what")} failed={t("history.loadFailed")}>
          {(data) => (
            <HistoryList
              entries={data.pages.flat()}
              more={history.hasNextPage ? () => void history.fetchNextPage() : undefined}
              loadingMore={history.isFetchingNextPage}
            />
          )}
        </QueryGate>
      </div>
    </Card>
  );
}

function HistoryList({
  entries,
  more,
  loadingMore,
}: {
  entries: HistoryEntry[];
  more: (() => void) | undefined;
  loadingMore: boolean;
}) {
  const { t, lang } = useAdminI18n();
  const [person, setPerson] = useState("");
  const [thing, setThing] = useState("");
  const people = [
    ...new Map(entries.map((e) => [e.actor.email, e.actor.name || e.actor.email])).entries(),
  ];
  const things = [...new Set(entries.map((e) => e.entity))];
  const shown = entries.filter(
    (e) => (!person || e.actor.email === person) && (!thing || e.entity === thing),
  );
  const thingName = (entity: string) => (THINGS[entity] ? t(THINGS[entity]) : entity);

  if (entries.length === 0) return <EmptyState>{t("history.empty")}</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("history.filterPerson")}
          value={person}
          onChange={(e) => setPerson(e.target.value)}
        >
          <option value="">{t("history.everyone")}</option>
          {people.map(([email, label]) => (
            <option key={email} value={email}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("history.filterThing")}
          value={thing}
          onChange={(e) => setThing(e.target.value)}
        >
          <option value="">{t("history.everything")}</option>
          {things.map((entity) => (
            <option key={entity} value={entity}>
              {thingName(entity)}
            </option>
          ))}
        </SelectField>
      </div>
      {shown.length === 0 ? (
        <EmptyState>{t("history.noMatch")}</EmptyState>
      ) : (
        <ol className="flex flex-col gap-2">
          {shown.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} summary={entry.summary[lang]} />
          ))}
        </ol>
      )}
      {more && (
        <Button onClick={more} disabled={loadingMore} className="self-start max-sm:w-full">
          {loadingMore ? t("history.loadingMore") : t("history.more")}
        </Button>
      )}
    </div>
  );
}

function HistoryItem({ entry, summary }: { entry: HistoryEntry; summary: string }) {
  const { t, date } = useAdminI18n();
  const { undo, pendingId } = useUndo();
  const { day, time } = localMoment(entry.at);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{summary}</p>
        <p className="text-sm text-stone-600">
          {t("history.byAt", {
            date: date(day),
            time,
            name: entry.actor.name || entry.actor.email,
          })}
        </p>
      </div>
      {entry.undoable && (
        <Button
          onClick={() => undo(entry.id)}
          disabled={pendingId === entry.id}
          aria-label={t("history.undoOf", { summary })}
          className="max-sm:w-full"
        >
          {t("common.undo")}
        </Button>
      )}
    </li>
  );
}
