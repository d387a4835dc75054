// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tooltip, tooltipConfig } from "./tooltip";

describe("the tooltip", () => {
  it("opens after the spec's delays", () => {
    expect(tooltipConfig).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it("shows the control's name for sighted visitors only: the control keeps its own accessible name", () => {
    render(
      <Tooltip label="Тема на сайта">
        <button type="button" aria-label="Тема на сайта">
          ☀
        </button>
      </Tooltip>,
    );
    expect(screen.getByRole("button")).toHaveAccessibleName("Тема на сайта");
    expect(screen.getByRole("button")).not.toHaveAccessibleDescription();
    expect(screen.getByText("Тема на сайта", { selector: ".tooltip" })).toHaveAttribute("aria-hidden", "true");
  });
});
