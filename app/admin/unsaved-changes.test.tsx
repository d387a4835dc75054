// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { firstUnsavedField, rememberSent, unsavedField } from "./unsaved-changes";

/** A form as the owner's pages render it: values from the server as the fields' defaults. */
function form(html: string, method = "post") {
  const element = document.createElement("form");
  element.method = method;
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const field = <T extends Element>(scope: ParentNode, selector: string) => scope.querySelector<T>(selector)!;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("unsavedField", () => {
  it("is null for a form as the page showed it", () => {
    const shown = form(`
      <input type="hidden" name="service" value="gardening">
      <input name="phone" value="0888 123 456">
      <input type="checkbox" name="from" checked>
      <textarea name="note">Лятото</textarea>
      <select name="status"><option value="new">ново</option><option value="won" selected>спечелено</option></select>
      <button type="submit">Запазете</button>`);
    expect(unsavedField(shown)).toBeNull();
  });

  it.each([
    ["a text typed over", (scope: HTMLFormElement) => (field<HTMLInputElement>(scope, "[name=phone]").value = "0888 000 000"), "phone"],
    ["a box ticked off", (scope: HTMLFormElement) => (field<HTMLInputElement>(scope, "[name=from]").checked = false), "from"],
    ["a note rewritten", (scope: HTMLFormElement) => (field<HTMLTextAreaElement>(scope, "[name=note]").value = "Есента"), "note"],
    ["another choice", (scope: HTMLFormElement) => (field<HTMLSelectElement>(scope, "[name=status]").value = "new"), "status"],
  ])("finds %s", (_what, change, name) => {
    const shown = form(`
      <input name="phone" value="0888 123 456">
      <input type="checkbox" name="from" checked>
      <textarea name="note">Лятото</textarea>
      <select name="status"><option value="new">ново</option><option value="won" selected>спечелено</option></select>`);
    change(shown);
    expect(unsavedField(shown)?.getAttribute("name")).toBe(name);
  });

  it("takes a select with no option marked as showing its first", () => {
    const shown = form(`<select name="status"><option value="new">ново</option><option value="won">спечелено</option></select>`);
    expect(unsavedField(shown)).toBeNull();
    field<HTMLSelectElement>(shown, "select").value = "won";
    expect(unsavedField(shown)?.getAttribute("name")).toBe("status");
  });

  it("ignores hidden fields, buttons, disabled fields and forms that only search", () => {
    const shown = form(`<input type="hidden" name="intent" value="save"><input name="locked" value="a" disabled>`);
    field<HTMLInputElement>(shown, "[name=intent]").value = "resend";
    field<HTMLInputElement>(shown, "[name=locked]").value = "b";
    expect(unsavedField(shown)).toBeNull();
    const search = form(`<input type="search" name="q" value="">`, "get");
    field<HTMLInputElement>(search, "input").value = "дряново";
    expect(unsavedField(search)).toBeNull();
  });

  it("takes what was sent as saved: a select the page does not reset after a save is not a change", () => {
    const shown = form(`<select name="status"><option value="new" selected>ново</option><option value="won">спечелено</option></select>`);
    field<HTMLSelectElement>(shown, "select").value = "won";
    rememberSent(shown);
    expect(unsavedField(shown)).toBeNull();
    field<HTMLSelectElement>(shown, "select").value = "new";
    expect(unsavedField(shown)?.getAttribute("name")).toBe("status");
  });

  it("holds a form whose last answer refused it or could not save it, at its refused field", () => {
    const refused = form(`
      <input name="email" value="office@firma.bg">
      <input name="phone" value="12" aria-invalid="true">
      <div data-unsaved><div role="alert">Проверете полетата.</div></div>`);
    rememberSent(refused);
    expect(unsavedField(refused)?.getAttribute("name")).toBe("phone");
    const busy = form(`<input type="hidden" name="service" value="gardening"><input name="price" value="35"><div data-unsaved></div>`);
    expect(unsavedField(busy)?.getAttribute("name")).toBe("price");
  });
});

describe("firstUnsavedField", () => {
  it("is the first field to lose in the page's order, among its forms", () => {
    form(`<input name="first" value="a">`);
    const second = form(`<input name="second" value="b">`);
    const third = form(`<input name="third" value="c">`);
    expect(firstUnsavedField()).toBeNull();
    field<HTMLInputElement>(third, "input").value = "z";
    field<HTMLInputElement>(second, "input").value = "y";
    expect(firstUnsavedField()?.getAttribute("name")).toBe("second");
  });
});
