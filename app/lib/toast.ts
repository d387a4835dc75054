import { useSyncExternalStore } from "react";
import type * as Sonner from "sonner";

/** The one toast system's limits (spec §9). */
export const toastConfig = {
  /** Ordinary toasts close after 4 s. */
  duration: 4000,
  /** Errors stay a little longer, 5 s, so they can be read. */
  errorDuration: 5000,
  /** At most 3 toasts are visible at once; older ones wait. */
  visibleToasts: 3,
} as const;

/*
 * Sonner is loaded on the first toast, not with the page: most visits never
 * see one. The first `notify` call asks the root's <ToasterHost> to mount the
 * toaster, waits until it is listening, then shows the toast.
 */
const listeners = new Set<() => void>();
let wanted = false;
let ready: Promise<void> | undefined;
let markReady: () => void = () => {};

function ensureToaster(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => (markReady = resolve));
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

/** True once a toast has been asked for: the host then mounts the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toaster once it has mounted and listens for toasts. */
export function toasterMounted(): void {
  markReady();
}

let sonner: Promise<typeof Sonner> | undefined;

async function show(kind: "success" | "info" | "error", message: string) {
  await ensureToaster();
  sonner ??= import("sonner");
  const { toast } = await sonner;
  if (kind === "error") return toast.error(message, { duration: toastConfig.errorDuration });
  if (kind === "success") return toast.success(message, { duration: toastConfig.duration });
  return toast.info(message, { duration: toastConfig.duration });
}

/** Shows a toast. Components call this, never sonner directly. */
export const notify = {
  success: (message: string) => show("success", message),
  info: (message: string) => show("info", message),
  error: (message: string) => show("error", message),
};
