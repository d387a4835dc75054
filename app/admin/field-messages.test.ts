// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { fieldMessages } from "./field-messages";

afterEach(() => {
  document.body.innerHTML = "";
});

function form(html: string) {
  const element = document.createElement("form");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe("fieldMessages", () => {
  it("gives a field the browser stops its Bulgarian message, and an edit clears it", () => {
    const shown = form(
      `<input name="caption" required><select name="service" required><option value="">–</option><option value="a">a</option></select>`,
    );
    const cleanup = fieldMessages({ caption: "Напишете кратък надпис.", service: "Изберете услуга." })(shown);
    const caption = shown.querySelector<HTMLInputElement>("[name=caption]")!;
    const service = shown.querySelector<HTMLSelectElement>("[name=service]")!;

    expect(shown.checkValidity()).toBe(false);
    expect(caption.validationMessage).toBe("Напишете кратък надпис.");
    expect(service.validationMessage).toBe("Изберете услуга.");

    caption.value = "Нова морава";
    caption.dispatchEvent(new Event("input", { bubbles: true }));
    expect(caption.validity.valid).toBe(true);
    service.value = "a";
    service.dispatchEvent(new Event("change", { bubbles: true }));
    expect(shown.checkValidity()).toBe(true);

    // A field emptied again is stopped again, with the same message.
    caption.value = "";
    caption.dispatchEvent(new Event("input", { bubbles: true }));
    expect(shown.checkValidity()).toBe(false);
    expect(caption.validationMessage).toBe("Напишете кратък надпис.");
    cleanup?.();
  });

  it("does not stop the next try with a message for a field no longer needed", () => {
    const shown = form(`<textarea name="beforeAlt" required></textarea><button type="submit">Качете</button>`);
    const cleanup = fieldMessages({ beforeAlt: "Опишете снимката „преди“." })(shown);
    let sent = 0;
    shown.addEventListener("submit", (event) => {
      event.preventDefault();
      sent += 1;
    });
    const beforeAlt = shown.querySelector("textarea")!;
    const button = shown.querySelector("button")!;
    button.click();
    expect(sent).toBe(0);
    expect(beforeAlt.validationMessage).toBe("Опишете снимката „преди“.");
    // The "before" photo let go: its description is no longer required, and the form goes.
    beforeAlt.required = false;
    button.click();
    expect(sent).toBe(1);
    cleanup?.();
  });

  it("leaves a field without a message of its own, and the form once it is gone, to the browser", () => {
    const shown = form(`<input name="other" required><input name="caption" required>`);
    const cleanup = fieldMessages({ caption: "Напишете кратък надпис." })(shown);
    shown.checkValidity();
    const other = shown.querySelector<HTMLInputElement>("[name=other]")!;
    expect(other.validity.customError).toBe(false);
    cleanup?.();
    const caption = shown.querySelector<HTMLInputElement>("[name=caption]")!;
    caption.setCustomValidity("");
    shown.checkValidity();
    expect(caption.validity.customError).toBe(false);
  });
});
