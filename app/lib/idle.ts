/** Runs `task` once the next frame has been rendered. */
export function afterNextFrame(task: () => void) {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

/** Runs `task` once the browser is idle (soon after, where it cannot tell); returns a cancel function. */
export function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
