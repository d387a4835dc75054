import { useSyncExternalStore } from "react";

/** The one toast system's limits (spec §9). */
export const toastConfig = {
  /** Ordinary toasts close after 4 s. */
  duration: 4000,
  /** Errors stay a little longer, 5 s, so they can be read. */
  errorDuration: 5000,
  /** At most 3 toasts are visible at once; older ones wait. */
  visibleToasts: 3,
} as const;

export type ToastKind = "success" | "info" | "error";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

/*
 * The toasts waiting or on screen, in the order they were asked for. The
 * toaster (components/ui/toaster.tsx, Radix Toast) is loaded with the first
 * toast, not with the page: most visits never see one.
 */
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Every toast asked for and not yet dismissed. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => [],
  );
}

/** The toasts on screen: the oldest ones not yet dismissed, at most `visibleToasts`. */
export const visibleToasts = (all: readonly Toast[]) => all.slice(0, toastConfig.visibleToasts);

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  const duration = kind === "error" ? toastConfig.errorDuration : toastConfig.duration;
  toasts = [...toasts, { id, kind, message, duration }];
  emit();
  return id;
}

/** Shows a toast. Components call this, never the toaster directly. */
export const notify = {
  success: (message: string) => show("success", message),
  info: (message: string) => show("info", message),
  error: (message: string) => show("error", message),
};
