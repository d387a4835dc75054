// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminServices } from "~/content/admin";
import { ListField, listItems } from "./list-field";

afterEach(cleanup);

const list = (value: string, { max = 15, error }: { max?: number; error?: string } = {}) =>
  render(
    <form>
      <ListField
        id="gardening-included"
        name="included"
        label={adminServices.includedLabel}
        hint={adminServices.includedHint}
        value={value}
        error={error}
        max={max}
        itemLabel={adminServices.includedItem}
        clearLabel={adminServices.includedClear}
      />
    </form>,
  );
const group = () => screen.getByRole("group", { name: adminServices.includedLabel });
const fields = () => within(group()).getAllByRole<HTMLTextAreaElement>("textbox");
const sent = () => new FormData(document.querySelector("form")!).getAll("included");

describe("a list the owner edits item by item", () => {
  it("shows each item in a field of its own, in order, and two empty fields after them", () => {
    list("Оглед\nФрезоване\n\nСеитба");
    expect(fields().map((field) => field.value)).toEqual(["Оглед", "Фрезоване", "Сеитба", "", ""]);
    expect(fields()[2]).toHaveAccessibleName(adminServices.includedItem(3));
    expect(fields()[2]).toHaveAccessibleDescription(adminServices.includedHint);
    // A pasted item longer than the server takes is kept whole, for the server's message to name (not cut short unseen).
    expect(fields()[0]).not.toHaveAttribute("maxLength");
    expect(sent()).toEqual(["Оглед", "Фрезоване", "Сеитба", "", ""]);
  });

  it("shows no more fields than the list may hold", () => {
    list("Едно\nДве\nТри", { max: 4 });
    expect(fields()).toHaveLength(4);
    expect(listItems(" \nЕдно\n\nДве ")).toEqual(["Едно", "Две "]);
  });

  it("moves on with Enter, adding a field after the last one, and never past the most it holds", async () => {
    const user = userEvent.setup({ delay: null });
    list("Едно\nДве\nТри", { max: 6 });
    await user.click(fields()[0]!);
    await user.keyboard("{Enter}");
    expect(fields()[1]).toHaveFocus();
    expect(fields()[0]!.value).toBe("Едно");
    await user.click(fields()[4]!);
    await user.keyboard("Пет{Enter}");
    expect(fields()).toHaveLength(6);
    expect(fields()[5]).toHaveFocus();
    await user.keyboard("Шест{Enter}");
    expect(fields()).toHaveLength(6);
    expect(sent()).toEqual(["Едно", "Две", "Три", "", "Пет", "Шест"]);
  });

  it("adds a field when the last empty one is filled", async () => {
    const user = userEvent.setup({ delay: null });
    list("Едно");
    await user.type(fields()[1]!, "Две");
    expect(fields()).toHaveLength(3);
    await user.type(fields()[2]!, "Три");
    expect(fields()).toHaveLength(4);
    expect(fields()[3]!.value).toBe("");
  });

  it("empties a field with its button and puts the cursor in it; the field stays, so the change is not lost", async () => {
    const user = userEvent.setup({ delay: null });
    list("Едно\nДве\nТри");
    await user.click(screen.getByRole("button", { name: adminServices.includedClear(2) }));
    expect(fields()).toHaveLength(5);
    expect(fields()[1]!.value).toBe("");
    expect(fields()[1]!.defaultValue).toBe("Две");
    expect(fields()[1]).toHaveFocus();
    expect(sent()).toEqual(["Едно", "", "Три", "", ""]);
  });

  it("marks every field of a refused list, and names the reason", () => {
    list("Едно", { error: adminServices.errors.included });
    for (const field of fields()) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(`${adminServices.includedHint} ${adminServices.errors.included}`);
    }
  });
});
