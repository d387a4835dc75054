import { Toaster as Sonner } from "sonner";
import { toastConfig } from "~/lib/toast";
import { useTheme } from "~/lib/use-theme";

/** The one place toasts appear. Show them with `notify` from ~/lib/toast. */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-center"
      duration={toastConfig.duration}
      visibleToasts={toastConfig.visibleToasts}
      closeButton
      richColors
      containerAriaLabel="Известия"
      toastOptions={{ closeButtonAriaLabel: "Затвори известието" }}
    />
  );
}
