import { useNavigation } from "react-router";
import { loadingText } from "~/content/layout";

/**
 * Shown while the next page's code loads on demand. The text is in the DOM (and
 * announced) from the first moment; it fades in after a beat so quick
 * navigations do not flash.
 */
export function LoadingIndicator() {
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center">
      {loading ? (
        <p className="mt-3 flex items-center gap-2 rounded-full bg-foreground px-4 py-2 text-sm font-semibold text-background shadow-lg animate-loading-in">
          <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
          {loadingText}
        </p>
      ) : null}
    </div>
  );
}
