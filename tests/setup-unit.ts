import { afterEach } from "vitest";

// Component tests opt into jsdom with `// @vitest-environment jsdom`; only they
// get the DOM matchers and cleanup.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  // findBy…/waitFor: a busy 2-core machine may need more than the default second.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => cleanup());
  // jsdom has no layout: Radix's positioning (tooltips, menus) only needs the API to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
