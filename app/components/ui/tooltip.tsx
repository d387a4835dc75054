import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** Tooltip timing (spec §9): open after 700 ms; moving to a neighbour within 300 ms opens at once. */
export const tooltipConfig = {
  delayDuration: 700,
  skipDelayDuration: 300,
} as const;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={tooltipConfig.delayDuration} skipDelayDuration={tooltipConfig.skipDelayDuration}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** Wraps an icon-only control; `label` should match the control's accessible name. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-[60] rounded-md bg-foreground px-2.5 py-1.5 text-sm text-background shadow-md animate-fade-in"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
