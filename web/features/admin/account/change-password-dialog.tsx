import { useId, useLayoutEffect, useRef, useState } from "react";
import { useAdminI18n } from "../i18n/admin-i18n";
import { onDemand, OnDemandBoundary } from "../panel/on-demand";
import { Button } from "../ui/button";
import { notify } from "../ui/notify";

/** Loaded when the dialog first opens, or earlier once "Heute" is idle (the panel preloads it). */
export const changePasswordForm = onDemand(() =>
  import("./change-password-form").then((m) => m.ChangePasswordForm),
);
const ChangePasswordForm = changePasswordForm.Content;

/** The header's "Change password": a native modal dialog (inert page behind, Escape closes, focus returns). */
export function ChangePasswordDialog() {
  const i18n = useAdminI18n();
  const { lang, t } = i18n;
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    if (open && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [open]);
  const close = () => dialogRef.current?.close();

  return (
    <>
      <Button lang={lang} onClick={() => setOpen(true)}>
        {t("password.open")}
      </Button>
      <dialog
        ref={dialogRef}
        lang={lang}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
      >
        {open && (
          <div className="p-6">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {t("password.title")}
            </h2>
            {/* Mounted per opening: nothing typed stays behind for the next time. */}
            <OnDemandBoundary
              fallback={
                <p role="status" className="py-6 text-center text-sm text-stone-600">
                  {t("app.loading")}
                </p>
              }
            >
              <ChangePasswordForm
                i18n={i18n}
                onCancel={close}
                onChanged={() => {
                  close();
                  notify.success(t("password.done"));
                }}
              />
            </OnDemandBoundary>
          </div>
        )}
      </dialog>
    </>
  );
}
