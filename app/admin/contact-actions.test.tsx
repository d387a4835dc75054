// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContactActions, contactOrder } from "./contact-actions";

afterEach(cleanup);

const links = () => within(screen.getByRole("group", { name: "Отговорете на Мария Петрова" })).getAllByRole("link");
const actions = (reply: string, email: string | null = "maria@abv.bg") =>
  render(<ContactActions name="Мария Петрова" phone="+359888123456" email={email} reply={reply} />);

describe("the buttons to answer an enquiry", () => {
  it("put the way the customer chose first, as the main button, the others after it", () => {
    actions("viber");
    const [main, ...others] = links();
    expect(main).toHaveAccessibleName(/^Пишете във Viber/);
    expect(main).toHaveAttribute("href", "viber://chat?number=%2B359888123456");
    expect(main).toHaveClass("bg-primary");
    expect(others.map((link) => link.textContent)).toEqual(["Обадете се 0888\u00a0123\u00a0456", "Имейл Мария Петрова"]);
    for (const link of others) expect(link).not.toHaveClass("bg-primary");
  });

  it("lead with an e-mail for a customer who chose e-mail, and with a call for one who chose the phone", () => {
    actions("email");
    expect(links()[0]).toHaveAccessibleName(/^Пишете по имейл/);
    expect(links()[0]).toHaveAttribute("href", "mailto:maria@abv.bg");
    cleanup();
    actions("phone");
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "tel:+359888123456",
      "viber://chat?number=%2B359888123456",
      "mailto:maria@abv.bg",
    ]);
  });

  it("offer no e-mail without an address, and fall back to a call for a channel it does not know", () => {
    expect(contactOrder("viber", null)).toEqual(["viber", "phone"]);
    expect(contactOrder("email", null)).toEqual(["phone", "viber"]);
    expect(contactOrder("pigeon", "a@b.bg")).toEqual(["phone", "viber", "email"]);
  });
});
