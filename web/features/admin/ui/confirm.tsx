import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "./button";

export interface ConfirmRequest {
  /** The exact question, e.g. "Delete this category?". */
  question: string;
  /** What exactly will happen, in a sentence. */
  detail?: string;
  confirmLabel: string;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Asks before destructive actions: `if (await confirm({...})) ...`. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}

/**
 * One native modal <dialog> for every confirmation: the browser makes the page behind it
 * inert, Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<(answer: boolean) => void>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const id = useId();
  const { t } = useAdminI18n();

  const confirm = useCallback<Confirm>((next) => {
    pending.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  // Opened once the question is rendered, so the dialog is announced with its question.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!request || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // The safe answer has focus, so a hasty Enter does not delete anything.
    cancelRef.current?.focus();
  }, [request]);

  const answer = (value: boolean) => {
    pending.current?.(value);
    pending.current = null;
    dialogRef.current?.close();
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-question`}
        aria-describedby={request?.detail ? `${id}-detail` : undefined}
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) answer(false);
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
      >
        <div className="p-6">
          <h2 id={`${id}-question`} className="text-lg font-semibold">
            {request?.question}
          </h2>
          {request?.detail && (
            <p id={`${id}-detail`} className="mt-2 text-sm text-stone-700">
              {request.detail}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} onClick={() => answer(false)}>
              {t("confirm.cancel")}
            </Button>
            <Button variant="dangerSolid" onClick={() => answer(true)}>
              {request?.confirmLabel}
            </Button>
          </div>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}
