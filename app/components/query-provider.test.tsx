// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { useQueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { QueryProvider } from "./query-provider";

function Defaults() {
  const options = useQueryClient().getDefaultOptions().queries;
  return <p>{`${options?.gcTime} ${String(options?.retry)}`}</p>;
}

describe("the data cache provider", () => {
  it("gives the parts of a page inside it the configured client", () => {
    render(
      <QueryProvider>
        <Defaults />
      </QueryProvider>,
    );
    expect(screen.getByText("300000 3")).toBeInTheDocument();
  });
});
