// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { companyDefaults } from "~/content/company";
import { PageRouter } from "../../../tests/fixtures/page-router";
import { SiteFooter } from "./site-footer";

describe("the footer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the year it is viewed in, not the year it was built", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2034-03-01T10:00:00Z"));
    render(
      <PageRouter>
        <SiteFooter />
      </PageRouter>,
    );
    expect(screen.getByText(/©/)).toHaveTextContent("© 2034");
  });

  it("links the phone, the e-mail and the social page", () => {
    render(
      <PageRouter>
        <SiteFooter />
      </PageRouter>,
    );
    expect(screen.getByRole("link", { name: "0888 123 456" })).toHaveAttribute("href", "tel:+359888123456");
    expect(screen.getByRole("link", { name: "office@vechnozeleno.example" })).toHaveAttribute("href", "mailto:office@vechnozeleno.example");
    const social = screen.getByRole("link", { name: /Facebook/ });
    expect(social).toHaveAttribute("target", "_blank");
    expect(social).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("leaves out the social page and the site credit when the company has none", () => {
    render(
      <PageRouter company={{ ...companyDefaults, social: null, credit: null }}>
        <SiteFooter />
      </PageRouter>,
    );
    expect(screen.getByRole("link", { name: "0888 123 456" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Facebook/ })).toBeNull();
    expect(screen.queryByRole("link", { name: companyDefaults.credit!.name })).toBeNull();
    expect(screen.queryByText(new RegExp(companyDefaults.credit!.label))).toBeNull();
  });
});
