/** How scroll menu items move the page (spec §9). */
export const scrollConfig = {
  /** Stop 64 px above the section, below the fixed header. */
  offset: -64,
  durationMs: 500,
} as const;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls so that the element with `id` sits `offset` px below the top of the
 * viewport, animated over `durationMs` (the native smooth scroll has no
 * duration), or at once when the visitor prefers reduced motion.
 * Resolves when the scroll has finished; returns false if there is no such element.
 */
export function scrollToSection(id: string, { offset = scrollConfig.offset, durationMs = scrollConfig.durationMs } = {}): Promise<boolean> {
  const target = document.getElementById(id);
  if (!target) return Promise.resolve(false);

  const start = window.scrollY;
  const end = Math.max(0, start + target.getBoundingClientRect().top + offset);

  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo({ top: end, behavior: "instant" });
    return Promise.resolve(true);
  }

  return new Promise((resolve) => {
    let startTime: number | undefined;
    const step = (now: number) => {
      startTime ??= now;
      const progress = Math.min(1, (now - startTime) / durationMs);
      window.scrollTo({ top: start + (end - start) * easeInOutCubic(progress), behavior: "instant" });
      if (progress < 1) requestAnimationFrame(step);
      else resolve(true);
    };
    requestAnimationFrame(step);
  });
}
