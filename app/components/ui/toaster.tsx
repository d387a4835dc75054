import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toastConfig, toasterMounted } from "~/lib/toast";
import { useTheme } from "~/lib/use-theme";

/** The one place toasts appear (loaded on the first toast by <ToasterHost>). */
export function Toaster() {
  const { theme } = useTheme();
  // Sonner subscribes in its own effect, which runs before this one.
  useEffect(() => toasterMounted(), []);
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
