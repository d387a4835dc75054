/**
 * Hydrates the prerendered page by itself, without waiting for the visitor:
 * once the first paint is on screen, React DOM is fetched and the page
 * hydrates in a transition, which React splits into short tasks. Until then
 * every control already works as plain HTML (links, forms, popovers,
 * disclosures: docs/decisions/0012), so nothing is held back or replayed;
 * while React hydrates, presses on popovers' buttons and summaries stay the
 * browser's (app/lib/hydration.tsx).
 */
import { StrictMode, startTransition } from "react";
import { holdNativePressesUntilHydrated } from "~/lib/hydration";

async function hydrate() {
  const [{ hydrateRoot }, { HydratedRouter }] = await Promise.all([import("react-dom/client"), import("react-router/dom")]);
  holdNativePressesUntilHydrated();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/** After the `load` event and the frame after it: the page's first paint is not shared with React. */
function afterFirstPaint(callback: () => void) {
  const next = () => requestAnimationFrame(() => setTimeout(callback));
  if (document.readyState === "complete") next();
  else addEventListener("load", next, { once: true });
}

afterFirstPaint(() => void hydrate());
