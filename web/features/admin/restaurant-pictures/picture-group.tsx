import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { ApiErrorCode } from "@shared/contract/api-errors.ts";
import {
  ALT_TEXT_MAX,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_MB,
  type PictureSlot,
  type SitePicture,
} from "@shared/contract/restaurant-pictures.ts";
import { ApiError } from "~/lib/api/client";
import { useCan } from "../auth/use-me";
import { adminErrorText, useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { CheckboxField, SubmitError, TextField } from "../ui/fields";
import { notify } from "../ui/notify";
import { picturesApi, type PicturePayload } from "./pictures-api";

/** What each place shows while nothing is uploaded: the site's built-in files. */
const BUILT_IN_PREVIEW: Record<PictureSlot, string> = {
  logo: "/logo.svg",
  hero: "/media/hero-poster.webp",
  "about-1": "/about/about-1.webp",
  "about-2": "/about/about-2.webp",
  "about-3": "/about/about-3.webp",
  story: "/about/about-1.webp",
};

const TITLES: Record<PictureSlot, AdminMessageKey> = {
  logo: "pictures.slots.logo",
  hero: "pictures.slots.hero",
  "about-1": "pictures.slots.about1",
  "about-2": "pictures.slots.about2",
  "about-3": "pictures.slots.about3",
  story: "pictures.slots.story",
};

/** The field a refusal belongs to, by its code; any other shows below the form. */
const IMAGE_CODES: readonly ApiErrorCode[] = [
  "logoFormat",
  "imageFormat",
  "imageUnreadable",
  "imageProportions",
  "tooManyPixels",
  "fileTooLarge",
  "pictureImageRequired",
];
const VIDEO_CODES: readonly ApiErrorCode[] = ["videoFormat", "videoTooLarge", "videoOnlyForHero"];
const ALT_CODES: readonly ApiErrorCode[] = ["pictureAltRequired", "pictureAltTooLong"];
type FieldName = "image" | "video" | "alt" | "form";
const fieldOf = (code: ApiErrorCode | undefined): FieldName =>
  code && IMAGE_CODES.includes(code)
    ? "image"
    : code && VIDEO_CODES.includes(code)
      ? "video"
      : code && ALT_CODES.includes(code)
        ? "alt"
        : "form";

/** The id of a place's group, so the go-live checklist can link to it. */
export const pictureGroupId = (slot: PictureSlot) => `picture-${slot}`;

/**
 * One place's picture: a folded group with its preview, files and descriptions, saved on its own;
 * read-only for a role that may not change it.
 */
export function PictureGroup({
  slot,
  picture,
  isDemo,
}: {
  slot: PictureSlot;
  picture: SitePicture | null;
  /** Still the demo restaurant's picture, as seeded. */
  isDemo: boolean;
}) {
  const { t, lang } = useAdminI18n();
  const mayEdit = useCan("content");
  const queryClient = useQueryClient();
  const [altDe, setAltDe] = useState(picture?.alt.de ?? "");
  const [altEn, setAltEn] = useState(picture?.alt.en ?? "");
  const [image, setImage] = useState<File | null>(null);
  const [chosenPreview, setChosenPreview] = useState<string | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [removeVideo, setRemoveVideo] = useState(false);
  const [error, setError] = useState<{ field: FieldName; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const title = t(TITLES[slot]);

  const done = async (message: string) => {
    notify.success(message);
    setImage(null);
    setChosenPreview(null);
    setVideo(null);
    setRemoveVideo(false);
    setFormKey((k) => k + 1);
    await queryClient.invalidateQueries({ queryKey: queryKeys.pictures });
    // A place that showed the demo's picture no longer does: the checklist and the banner follow.
    await queryClient.invalidateQueries({ queryKey: queryKeys.demoContent });
  };
  const failed = (cause: unknown) => {
    const code = cause instanceof ApiError ? cause.code : undefined;
    setError({ field: fieldOf(code), text: adminErrorText(cause, t("pictures.saveFailed"), lang) });
    notify.failure(t("pictures.saveFailed"), cause);
  };
  const save = useMutation({
    mutationFn: (payload: PicturePayload) => picturesApi.put({ slot, payload }),
    onSuccess: () => done(t("pictures.saved", { what: title })),
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => picturesApi.reset(slot),
    onSuccess: () => done(t("pictures.resetDone", { what: title })),
    onError: failed,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Checked here too, so a phone does not send a film the server refuses by its size.
    if (video && video.size > MAX_VIDEO_BYTES) {
      setError({ field: "video", text: t("errors.videoTooLarge", { max: String(MAX_VIDEO_MB) }) });
      return;
    }
    save.mutate({ altDe, altEn, removeVideo, image, video });
  }

  const preview = chosenPreview ?? picture?.url ?? BUILT_IN_PREVIEW[slot];
  const errorAt = (field: FieldName) => (error?.field === field ? error.text : undefined);
  const busy = save.isPending || reset.isPending;
  return (
    // No Card: its padding would stand around the fold's own.
    <section
      id={pictureGroupId(slot)}
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white"
    >
      <details data-testid={`picture-${slot}`} className="group">
        <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <span className="font-semibold text-ink-900">{title}</span>
          <span className="text-sm text-stone-600">
            {t(!picture ? "pictures.builtIn" : isDemo ? "pictures.demo" : "pictures.own")}
          </span>
        </summary>
        <form
          key={formKey}
          onSubmit={submit}
          noValidate
          className="grid gap-4 border-t border-stone-200 px-4 py-4 sm:grid-cols-[12rem_1fr] sm:px-6"
        >
          <img
            src={preview}
            alt={t("pictures.preview", { what: title })}
            data-testid={`picture-${slot}-preview`}
            className={`w-full rounded-lg border border-stone-200 bg-stone-800 ${slot === "logo" ? "aspect-square object-contain p-3" : "aspect-[4/3] object-cover"}`}
          />
          <fieldset disabled={!mayEdit} className="flex min-w-0 flex-col gap-4">
            <TextField
              label={t(slot === "hero" ? "pictures.heroImage" : "pictures.image")}
              hint={t(slot === "logo" ? "pictures.logoHint" : "pictures.imageHint")}
              type="file"
              accept={
                slot === "logo"
                  ? "image/png,image/jpeg,image/webp"
                  : "image/png,image/jpeg,image/webp,image/avif"
              }
              error={errorAt("image")}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0] ?? null;
                setImage(file);
                if (chosenPreview) URL.revokeObjectURL(chosenPreview);
                setChosenPreview(file ? URL.createObjectURL(file) : null);
                // A new still is mostly a new scene: the old film (the demo's, say) would play
                // over it. Ticked in sight, so keeping the film is one untick away.
                if (picture?.video) setRemoveVideo(file !== null);
              }}
            />
            {slot === "hero" && (
              <>
                <TextField
                  label={t("pictures.video")}
                  hint={t("pictures.videoHint", { max: String(MAX_VIDEO_MB) })}
                  type="file"
                  accept="video/mp4,video/webm"
                  error={errorAt("video")}
                  onChange={(e) => setVideo(e.currentTarget.files?.[0] ?? null)}
                />
                {picture?.video && (
                  <CheckboxField
                    label={t("pictures.removeVideo")}
                    checked={removeVideo}
                    onChange={(e) => setRemoveVideo(e.currentTarget.checked)}
                  />
                )}
              </>
            )}
            <TextField
              label={t("pictures.altDe")}
              value={altDe}
              maxLength={ALT_TEXT_MAX}
              error={errorAt("alt")}
              onChange={(e) => setAltDe(e.currentTarget.value)}
            />
            <TextField
              label={t("pictures.altEn")}
              value={altEn}
              maxLength={ALT_TEXT_MAX}
              onChange={(e) => setAltEn(e.currentTarget.value)}
            />
            {mayEdit ? (
              <>
                <SubmitError message={errorAt("form") ?? null} />
                <div className="flex flex-wrap gap-2 max-sm:flex-col">
                  <Button type="submit" variant="primary" disabled={busy}>
                    {save.isPending ? t("pictures.saving") : t("pictures.save", { what: title })}
                  </Button>
                  {picture && (
                    <Button onClick={() => reset.mutate()} disabled={busy}>
                      {t("pictures.reset")}
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <p className="text-sm text-stone-600">{t("restaurant.readOnly")}</p>
            )}
          </fieldset>
        </form>
      </details>
    </section>
  );
}
