import type { ReactNode } from "react";

/** Tooltip timing (spec §9): open after 700 ms (app.css, `.tooltip`). */
export const tooltipConfig = {
  delayDuration: 700,
  skipDelayDuration: 300,
} as const;

/**
 * A label shown under an icon-only control while the pointer rests on it or
 * it has keyboard focus, after the spec's delay: plain CSS (app.css
 * `.tooltip`), so it works from the first paint. For sighted visitors only:
 * the control's accessible name says the same (`label` should match it).
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="tooltip-anchor relative inline-flex">
      {children}
      <span aria-hidden="true" className="tooltip">
        {label}
      </span>
    </span>
  );
}
