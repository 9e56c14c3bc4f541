import { useRef, type FormEvent } from "react";
import {
  PROFILE_GROUPS,
  groupPermission,
  type ProfileGroup,
  type RestaurantProfile,
} from "@shared/contract/restaurant-profile.ts";
import { useCan } from "../auth/use-me";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { SelectField, SubmitError, TextAreaField, TextField } from "../ui/fields";
import { useSaveMutation } from "../ui/use-save-mutation";
import { useSchemaForm } from "../ui/use-schema-form";
import { queryKeys } from "../query-keys";
import { MapPosition } from "./map-position";
import {
  fieldsOf,
  toFormValues,
  toGroupInput,
  type ProfileFormValues,
} from "./profile-form-values";
import { restaurantProfileApi } from "./restaurant-profile-api";

const PRICE_RANGES = ["", "€", "€€", "€€€", "€€€€"] as const;
/** The texts that run to paragraphs get a text area; everything else is one line. */
const LONG_TEXTS = new Set(["hero", "about", "story"]);
const LINK_GROUPS = new Set<ProfileGroup>(["providers", "social"]);

/** The id of a field's input, so the go-live checklist can link to it. */
export const fieldId = (group: ProfileGroup, field: string) => `profile-${group}-${field}`;

/**
 * One group of the profile, saved on its own with the same schema the server checks; read-only
 * for a role that may not change it.
 */
export function ProfileGroupForm<G extends ProfileGroup>({
  group,
  profile,
}: {
  group: G;
  profile: RestaurantProfile;
}) {
  const { t } = useAdminI18n();
  const mayEdit = useCan(groupPermission(group));
  const formRef = useRef<HTMLFormElement>(null);
  const stored = profile[group];
  const form = useSchemaForm({
    schema: PROFILE_GROUPS[group],
    initial: toFormValues(stored),
    toInput: (values: ProfileFormValues) => toGroupInput(stored, values),
    rootField: "",
  });
  const save = useSaveMutation({
    mutationFn: restaurantProfileApi.save,
    refresh: queryKeys.restaurantProfile,
    success: t("restaurant.saved"),
    failure: { inline: t("restaurant.saveFailed"), toast: t("restaurant.saveFailedToast") },
    onSaved: (saved) => form.reset(toFormValues(saved[group])),
  });
  const label = (field: string) => t(`restaurant.fields.${group}.${field}` as AdminMessageKey);

  function fieldInput(field: string, bilingual: boolean) {
    const error = form.errors[field];
    const hint = LINK_GROUPS.has(group)
      ? field.endsWith("Name")
        ? undefined
        : t("restaurant.linkHint")
      : LONG_TEXTS.has(field)
        ? t("restaurant.textHint")
        : undefined;
    if (field === "priceRange")
      return (
        <SelectField
          key={field}
          label={label(field)}
          error={error}
          value={form.values[field] ?? ""}
          onChange={(e) => form.set(field, e.target.value)}
        >
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {range || t("restaurant.priceRangeNone")}
            </option>
          ))}
        </SelectField>
      );
    if (bilingual)
      return (
        <div key={field} className="grid gap-3 sm:grid-cols-2">
          {(["de", "en"] as const).map((lang, i) => {
            const Input = LONG_TEXTS.has(field) ? TextAreaField : TextField;
            const key = `${field}.${lang}`;
            return (
              <Input
                key={key}
                label={`${label(field)} (${t(lang === "de" ? "restaurant.german" : "restaurant.english")})`}
                hint={i === 0 ? hint : undefined}
                error={i === 0 ? error : undefined}
                value={form.values[key] ?? ""}
                rows={field === "hero" ? 3 : 8}
                onChange={(e: { target: { value: string } }) => form.set(key, e.target.value)}
              />
            );
          })}
        </div>
      );
    return (
      <TextField
        key={field}
        label={label(field)}
        hint={hint}
        error={error}
        value={form.values[field] ?? ""}
        inputMode={field === "latitude" || field === "longitude" ? "decimal" : undefined}
        type={field === "phone" ? "tel" : field.toLowerCase().includes("email") ? "email" : "text"}
        onChange={(e) => form.set(field, e.target.value)}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.clearError();
    const values = form.validate(formRef.current);
    if (values) save.save({ group, values: values as RestaurantProfile[ProfileGroup] });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset disabled={!mayEdit} className="flex flex-col gap-4">
        {fieldsOf(stored).map(({ field, bilingual }) => (
          // The go-live checklist links here.
          <div key={field} id={fieldId(group, field)} className="scroll-mt-24">
            {fieldInput(field, bilingual)}
          </div>
        ))}
        {group === "address" && (
          <MapPosition
            latitude={form.values.latitude ?? ""}
            longitude={form.values.longitude ?? ""}
            onPosition={({ latitude, longitude }) => {
              form.set("latitude", String(latitude));
              form.set("longitude", String(longitude));
            }}
          />
        )}
      </fieldset>
      {mayEdit ? (
        <>
          <SubmitError message={save.submitError} />
          <Button
            type="submit"
            variant="primary"
            disabled={save.isPending}
            className="self-start max-sm:w-full"
          >
            {save.isPending ? t("common.saving") : t("common.save")}
          </Button>
        </>
      ) : (
        <p className="text-sm text-stone-600">{t("restaurant.readOnly")}</p>
      )}
    </form>
  );
}
