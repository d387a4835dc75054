import { toast } from "sonner";

/** The one toast system's limits (spec §9). */
export const toastConfig = {
  /** Ordinary toasts close after 4 s. */
  duration: 4000,
  /** Errors stay a little longer, 5 s, so they can be read. */
  errorDuration: 5000,
  /** At most 3 toasts are visible at once; older ones wait. */
  visibleToasts: 3,
} as const;

/** Shows a toast. Components call this, never sonner directly. */
export const notify = {
  success(message: string) {
    return toast.success(message, { duration: toastConfig.duration });
  },
  info(message: string) {
    return toast(message, { duration: toastConfig.duration });
  },
  error(message: string) {
    return toast.error(message, { duration: toastConfig.errorDuration });
  },
};
