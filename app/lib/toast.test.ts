import { describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { toast };
});
vi.mock("sonner", () => sonner);

const { notify, toastConfig } = await import("./toast");

describe("toasts", () => {
  it("close ordinary messages after 4 s and errors after 5 s, with at most 3 on screen", () => {
    expect(toastConfig).toEqual({ duration: 4000, errorDuration: 5000, visibleToasts: 3 });
  });

  it("pass those durations to every toast they show", () => {
    notify.success("Готово.");
    notify.info("За сведение.");
    notify.error("Грешка.");
    expect(sonner.toast.success).toHaveBeenCalledWith("Готово.", { duration: 4000 });
    expect(sonner.toast).toHaveBeenCalledWith("За сведение.", { duration: 4000 });
    expect(sonner.toast.error).toHaveBeenCalledWith("Грешка.", { duration: 5000 });
  });
});
