// @vitest-environment jsdom
import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gallery } from "~/content/gallery";
import { Lightbox } from "./lightbox";

const entries = gallery.slice(0, 3);

function Harness() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpenId(entries[1]!.id)}>
        Отвори
      </button>
      <Lightbox entries={entries} openId={openId} onNavigate={setOpenId} onClose={() => setOpenId(null)} />
    </>
  );
}

function open() {
  render(<Harness />);
  fireEvent.click(screen.getByRole("button", { name: "Отвори" }));
  return screen.getByRole("dialog");
}

describe("the lightbox", () => {
  it("is a dialog named by the caption and described by the position", () => {
    const dialog = open();
    expect(dialog).toHaveAccessibleName(entries[1]!.caption);
    expect(dialog).toHaveAccessibleDescription("2 от 3");
    expect(screen.getByRole("img")).toHaveAttribute("alt", entries[1]!.alt);
    expect(screen.getByRole("button", { name: "Затвори" })).toBeInTheDocument();
  });

  it("moves with the arrow keys and the buttons, wrapping around, and announces each move", () => {
    const dialog = open();
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(dialog).toHaveAccessibleName(entries[2]!.caption);
    expect(screen.getByText(`3 от 3: ${entries[2]!.caption}`)).toHaveAttribute("aria-live", "polite");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(dialog).toHaveAccessibleDescription("1 от 3");
    fireEvent.click(screen.getByRole("button", { name: "Предишна снимка" }));
    expect(dialog).toHaveAccessibleDescription("3 от 3");
    fireEvent.click(screen.getByRole("button", { name: "Следваща снимка" }));
    expect(dialog).toHaveAccessibleName(entries[0]!.caption);
  });

  it("follows a horizontal swipe of at least 50 px, not a shorter or a vertical one", () => {
    const dialog = open();
    const stage = screen.getByTestId("lightbox-stage");
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, pointerType: "touch", clientX: 200, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, pointerType: "touch", clientX: 200 + dx, clientY: 300 + dy });
    };
    swipe(-30, 0);
    expect(dialog).toHaveAccessibleDescription("2 от 3");
    swipe(-20, 120);
    expect(dialog).toHaveAccessibleDescription("2 от 3");
    swipe(-80, 10);
    expect(dialog).toHaveAccessibleDescription("3 от 3");
    swipe(90, -5);
    expect(dialog).toHaveAccessibleDescription("2 от 3");
  });

  it("closes with Escape and with „Затвори“", () => {
    fireEvent.keyDown(open(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Отвори" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Затвори" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
