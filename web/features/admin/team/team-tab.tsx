import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ROLES, type Role } from "@shared/contract/roles.ts";
import type { MemberUpdateInput, Member } from "@shared/contract/team.ts";
import { useMe } from "../auth/use-me";
import { useAdminI18n } from "../i18n/admin-i18n";
import { localMoment } from "../i18n/dates";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { SelectField } from "../ui/fields";
import { notify } from "../ui/notify";
import { QueryGate } from "../ui/query-state";
import { useConfirm } from "../ui/confirm";
import { useEditMode } from "../ui/use-edit-mode";
import { InviteForm } from "./invite-form";
import { RenameForm } from "./rename-form";
import { teamApi, useTeam } from "./team-api";

const STATUS_CLASS: Record<Member["status"], string> = {
  active: "bg-green-100 text-green-800",
  invited: "bg-sky-100 text-sky-900",
  disabled: "bg-stone-200 text-stone-800",
};

/** The owner's team: invite someone, rename, change a role, disable or remove an account, revoke an invite. */
export function TeamTab() {
  const { t } = useAdminI18n();
  const team = useTeam();
  return (
    <div className="flex flex-col gap-6">
      <InviteForm />
      <Card aria-labelledby="team-heading">
        <h3 id="team-heading" className="text-base font-semibold">
          {t("team.listHeading")}
        </h3>
        <div className="mt-4">
          <QueryGate query={team} what={t("team.what")} failed={t("team.loadFailed")}>
            {(members) => (
              <ul className="flex flex-col gap-2">
                {members.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            )}
          </QueryGate>
        </div>
      </Card>
    </div>
  );
}

function MemberRow({ member }: { member: Member }) {
  const { t, date } = useAdminI18n();
  const me = useMe().data;
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const label = member.name || member.email;
  const isMe = member.id === me?.id;
  const renaming = useEditMode();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.team }),
      queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    ]);

  const update = useMutation({
    mutationFn: (input: MemberUpdateInput) => teamApi.update({ id: member.id, input }),
    onSuccess: async (saved) => {
      notify.success(t("team.updated", { name: saved.name || saved.email }));
      await refresh();
    },
    // A refused change (the last owner) leaves the select showing the stored role once the list reloads.
    onError: async (error) => {
      notify.failure(t("team.updateFailed"), error);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => teamApi.remove(member.id),
    onSuccess: async () => {
      notify.success(
        member.status === "invited" ? t("team.revoked") : t("team.removed", { name: label }),
      );
      await refresh();
    },
    onError: (error) => notify.failure(t("team.removeFailed"), error),
  });

  async function askRemove() {
    const invite = member.status === "invited";
    const ok = await confirm({
      question: invite ? t("team.revokeQuestion") : t("team.removeQuestion", { name: label }),
      detail: invite ? t("team.revokeDetail", { name: label }) : t("team.removeDetail"),
      confirmLabel: invite ? t("team.revoke") : t("team.remove"),
    });
    if (ok) remove.mutate();
  }
  async function toggleDisabled() {
    if (member.status === "disabled") return update.mutate({ disabled: false });
    if (
      await confirm({
        question: t("team.disableQuestion", { name: label }),
        detail: t("team.disableDetail"),
        confirmLabel: t("team.disable"),
      })
    )
      update.mutate({ disabled: true });
  }

  const toggleLabel = member.status === "disabled" ? t("team.enable") : t("team.disable");
  const moment = (at: string) => {
    const { day, time } = localMoment(at);
    return `${date(day)}, ${time}`;
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          {label} {isMe && <span className="font-normal text-stone-600">{t("team.you")}</span>}
          <span
            className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[member.status]}`}
          >
            {t(`team.statuses.${member.status}`)}
          </span>
        </p>
        <p className="text-sm break-words text-stone-600">{member.email}</p>
        <p className="text-sm text-stone-600">
          {member.status === "invited"
            ? t("team.expires", { date: moment(member.expiresAt ?? member.createdAt) })
            : member.lastLoginAt
              ? t("team.lastLogin", { date: moment(member.lastLoginAt) })
              : t("team.neverLoggedIn")}
        </p>
        {renaming.editing && (
          <div className="mt-3">
            <RenameForm member={member} label={label} onDone={renaming.finish} />
          </div>
        )}
      </div>
      {member.status === "invited" ? (
        <div className="flex items-center gap-2">
          <span className="text-sm text-stone-700">{t(`team.roles.${member.role}`)}</span>
          <Button
            variant="danger"
            onClick={() => void askRemove()}
            disabled={remove.isPending}
            aria-label={`${t("team.revoke")}: ${label}`}
            className="max-sm:flex-1"
          >
            {t("team.revoke")}
          </Button>
        </div>
      ) : (
        // On a phone the role gets a row of its own, so its name is never cut off; the buttons share the rows below.
        <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
          <div className="col-span-2">
            <SelectField
              label={<span className="sr-only">{t("team.roleOf", { name: label })}</span>}
              value={member.role}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ role: e.target.value as Role })}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`team.roles.${role}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <Button
            ref={renaming.editButtonRef}
            onClick={renaming.start}
            aria-expanded={renaming.editing}
            aria-label={`${t("team.rename")}: ${label}`}
          >
            {t("team.rename")}
          </Button>
          <Button
            onClick={() => void toggleDisabled()}
            disabled={update.isPending}
            aria-label={`${toggleLabel}: ${label}`}
          >
            {toggleLabel}
          </Button>
          <Button
            variant="danger"
            onClick={() => void askRemove()}
            disabled={remove.isPending}
            aria-label={`${t("team.remove")}: ${label}`}
            className="col-span-2"
          >
            {t("team.remove")}
          </Button>
        </div>
      )}
    </li>
  );
}
