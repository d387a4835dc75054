import { describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => {
  const toast = { success: vi.fn(), info: vi.fn(), error: vi.fn() };
  return { toast };
});
vi.mock("sonner", () => sonner);

const { notify, toastConfig, toasterMounted } = await import("./toast");

describe("toasts", () => {
  it("close ordinary messages after 4 s and errors after 5 s, with at most 3 on screen", () => {
    expect(toastConfig).toEqual({ duration: 4000, errorDuration: 5000, visibleToasts: 3 });
  });

  it("wait for the toaster, then pass those durations to every toast", async () => {
    const shown = Promise.all([notify.success("Готово."), notify.info("За сведение."), notify.error("Грешка.")]);
    await Promise.resolve();
    expect(sonner.toast.success).not.toHaveBeenCalled();
    toasterMounted();
    await shown;
    expect(sonner.toast.success).toHaveBeenCalledWith("Готово.", { duration: 4000 });
    expect(sonner.toast.info).toHaveBeenCalledWith("За сведение.", { duration: 4000 });
    expect(sonner.toast.error).toHaveBeenCalledWith("Грешка.", { duration: 5000 });
  });
});
