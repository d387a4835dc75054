// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { dismissToast, notify, toastConfig, visibleToasts } from "./toast";

/** The store's current toasts, read through its React hook's snapshot. */
async function current() {
  const { renderHook } = await import("@testing-library/react");
  const { useToasts } = await import("./toast");
  return renderHook(() => useToasts()).result.current;
}

describe("toasts", () => {
  it("close ordinary messages after 4 s and errors after 5 s, with at most 3 on screen", () => {
    expect(toastConfig).toEqual({ duration: 4000, errorDuration: 5000, visibleToasts: 3 });
  });

  it("give each toast its kind's duration, and show the oldest three until one is dismissed", async () => {
    const ids = [notify.success("Готово."), notify.info("За сведение."), notify.error("Грешка."), notify.success("Четвърто.")];
    const all = await current();
    expect(all.map(({ kind, message, duration }) => ({ kind, message, duration }))).toEqual([
      { kind: "success", message: "Готово.", duration: 4000 },
      { kind: "info", message: "За сведение.", duration: 4000 },
      { kind: "error", message: "Грешка.", duration: 5000 },
      { kind: "success", message: "Четвърто.", duration: 4000 },
    ]);
    expect(visibleToasts(all).map((toast) => toast.message)).toEqual(["Готово.", "За сведение.", "Грешка."]);
    dismissToast(ids[0]!);
    expect(visibleToasts(await current()).map((toast) => toast.message)).toEqual(["За сведение.", "Грешка.", "Четвърто."]);
    ids.slice(1).forEach(dismissToast);
  });
});
