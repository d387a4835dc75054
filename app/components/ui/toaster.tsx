import * as ToastPrimitive from "@radix-ui/react-toast";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import X from "lucide-react/icons/x";
import { toasterCopy } from "~/content/pages/common";
import { cn } from "~/lib/cn";
import { dismissToast, useToasts, visibleToasts, type ToastKind } from "~/lib/toast";

const icons: Record<ToastKind, typeof Info> = { success: CheckCircle2, info: Info, error: TriangleAlert };

/**
 * The one place toasts appear (loaded with the first toast by <ToasterHost>):
 * Radix Toast, which announces each one, pauses its timer while hovered or
 * focused, lets a swipe or the close button dismiss it, and moves focus to
 * the toasts with F8. At most three are shown; the next waits for a place.
 */
export function Toaster() {
  const toasts = visibleToasts(useToasts());
  return (
    <ToastPrimitive.Provider swipeDirection="down" label={toasterCopy.toast}>
      {toasts.map((toast) => {
        const Icon = icons[toast.kind];
        return (
          <ToastPrimitive.Root
            key={toast.id}
            duration={toast.duration}
            type={toast.kind === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismissToast(toast.id);
            }}
            className={cn(
              "flex w-full items-start gap-3 rounded-2xl border bg-surface p-4 text-foreground shadow-xl animate-fade-in",
              "data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=end]:animate-fade-out",
              toast.kind === "error" ? "border-danger" : "border-border",
            )}
          >
            <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", toast.kind === "error" ? "text-danger" : "text-primary")} />
            <ToastPrimitive.Description className="flex-1 font-medium">{toast.message}</ToastPrimitive.Description>
            <ToastPrimitive.Close aria-label={toasterCopy.close} className="-m-1 rounded-full p-1 hover:bg-muted">
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label={`${toasterCopy.region} ({hotkey})`}
        // Above the phone's contact bar (below md), not over it.
        className="fixed inset-x-0 bottom-0 z-[70] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none max-md:bottom-[calc(4rem+1px+env(safe-area-inset-bottom))]"
      />
    </ToastPrimitive.Provider>
  );
}
