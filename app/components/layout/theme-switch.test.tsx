// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeSwitch } from "./theme-switch";

const button = () => screen.getByRole("button", { name: "Тема на сайта" });

describe("ThemeSwitch", () => {
  it("opens the menu when the code the hover asked for arrives between the press and the click", async () => {
    const { container } = render(<ThemeSwitch />);
    const placeholder = button();
    fireEvent.pointerEnter(placeholder);
    fireEvent.pointerDown(placeholder, { button: 0, pointerType: "mouse" });
    // The menu's code arrives: its trigger replaces the placeholder before the release.
    await waitFor(() => expect(button()).not.toBe(placeholder));
    // The click then belongs to no button (press and release were on different elements).
    act(() => {
      fireEvent.click(container);
    });
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(screen.getByRole("menuitemradio", { name: "Според устройството" })).toBeInTheDocument();
  });

  it("opens the menu on a click that comes before the code (keyboard, or the click replayed after hydration)", async () => {
    render(<ThemeSwitch />);
    fireEvent.click(button());
    expect(await screen.findByRole("menu")).toBeInTheDocument();
  });

  it("a hover alone loads the menu's code but leaves it closed", async () => {
    render(<ThemeSwitch />);
    const placeholder = button();
    fireEvent.pointerEnter(placeholder);
    await waitFor(() => expect(button()).not.toBe(placeholder));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });
});
