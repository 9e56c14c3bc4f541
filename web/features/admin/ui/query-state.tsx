import { Button } from "./button";

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-stone-600">
      Loading {what}…
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-red-800">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">{children}</p>;
}
