// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageRouter } from "../../../tests/fixtures/page-router";
import { QueryProvider } from "~/components/query-provider";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnquiryForm } from "./enquiry-form";

type Answer = { status: number; body: unknown };

/** The server, as the form's fetch calls see it: tokens on GET, the given answers on POST, in order. */
function fakeServer(answers: Answer[]) {
  const posts: Record<string, string>[] = [];
  let tokens = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/token")) return new Response(JSON.stringify({ token: `token-${(tokens += 1)}` }), { status: 200 });
    posts.push(JSON.parse(String(init?.body)));
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { posts, fetchMock };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Име" }), "Мария");
  await user.type(screen.getByRole("textbox", { name: "Телефон" }), "0888123456");
  await user.selectOptions(screen.getByRole("combobox", { name: "Услуга" }), "cleaning");
  await user.type(screen.getByRole("textbox", { name: "Населено място" }), "Трявна");
  await user.type(screen.getByRole("textbox", { name: "Какво да направим" }), "Есенно почистване на двора.");
  await user.click(screen.getByRole("button", { name: "Изпратете запитването" }));
}

const renderForm = ({ token = null, service = null }: { token?: string | null; service?: "lighting" | null } = {}) =>
  render(
    <PageRouter initialEntries={["/contact"]}>
      <QueryProvider>
        <EnquiryForm token={token} service={service} />
      </QueryProvider>
    </PageRouter>,
  );

describe("the enquiry form", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("chooses the service a link asked for until the visitor picks another", async () => {
    renderForm({ service: "lighting" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Услуга" })).toHaveValue("lighting"));
    await userEvent.setup({ delay: null }).selectOptions(screen.getByRole("combobox", { name: "Услуга" }), "other");
    expect(screen.getByRole("combobox", { name: "Услуга" })).toHaveValue("other");
  });

  it("sends nothing while fields are invalid, and focuses the first of them", async () => {
    const { fetchMock } = fakeServer([]);
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole("textbox", { name: "Телефон" }), "12");
    await user.click(screen.getByRole("button", { name: "Изпратете запитването" }));
    // The browser's own check focuses the first empty field at once; the schema's messages follow a frame later.
    expect(screen.getByRole("textbox", { name: "Име" })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Име" })).toHaveAccessibleDescription("Напишете името си."));
    expect(screen.getByRole("textbox", { name: "Име" })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Проверете отбелязаните полета.");
    expect(fetchMock.mock.calls.filter(([url]) => !String(url).endsWith("/token"))).toHaveLength(0);
  });

  it("takes back „check the marked fields“ once the last marked field is mended, and sends", async () => {
    const { posts } = fakeServer([{ status: 201, body: { ok: true, id: "e0", duplicate: false } }]);
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Изпратете запитването" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Проверете отбелязаните полета."));
    await user.type(screen.getByRole("textbox", { name: "Име" }), "Мария");
    await user.type(screen.getByRole("textbox", { name: "Телефон" }), "0888123456");
    await user.selectOptions(screen.getByRole("combobox", { name: "Услуга" }), "cleaning");
    await user.type(screen.getByRole("textbox", { name: "Населено място" }), "Трявна");
    // One field still marked: the summary stays.
    expect(screen.getByRole("alert")).toHaveTextContent("Проверете отбелязаните полета.");
    await user.type(screen.getByRole("textbox", { name: "Какво да направим" }), "Есенно почистване на двора.");
    expect(screen.queryByText("Проверете отбелязаните полета.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Изпратете запитването" }));
    await screen.findByRole("heading", { name: "Благодарим! Запитването е изпратено." });
    expect(posts).toHaveLength(1);
  });

  it("asks for its token once the visitor starts on a field, after the focus, not inside it", async () => {
    const { fetchMock } = fakeServer([]);
    renderForm();
    screen.getByRole("textbox", { name: "Име" }).focus();
    // The focus event (and a press on the button, which focuses it before its click) sets nothing up.
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/token$/), expect.anything()));
  });

  it("waits and sends again on its own when the server says it was too fast", async () => {
    const { posts } = fakeServer([
      { status: 400, body: { ok: false, code: "too_fast", waitMs: 20 } },
      { status: 201, body: { ok: true, id: "e1", duplicate: false } },
    ]);
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null }));
    const heading = await screen.findByRole("heading", { name: "Благодарим! Запитването е изпратено." });
    // Focus moves in an effect after the confirmation is rendered.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ name: "Мария", phone: "0888123456", service: "cleaning", token: posts[0]!.token, website: "" });
  });

  it("gets a new token when the page stood open too long", async () => {
    const { posts } = fakeServer([
      { status: 400, body: { ok: false, code: "expired" } },
      { status: 201, body: { ok: true, id: "e2", duplicate: false } },
    ]);
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null }));
    await screen.findByRole("heading", { name: "Благодарим! Запитването е изпратено." });
    expect(posts.map((post) => post.token)).toEqual(["token-1", "token-2"]);
  });

  it.each([
    [{ status: 429, body: { ok: false, code: "rate_limited" } }, "Изпратихте много запитвания за кратко време."],
    [{ status: 403, body: { ok: false, code: "refused" } }, "Запитването не беше прието."],
  ])("shows the server's refusal (%j) and keeps what was typed", async (answer, message) => {
    fakeServer([answer]);
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("textbox", { name: "Име" })).toHaveValue("Мария");
  });

  it("sends again, through the data client's backoff, when the server could not store it; the same token makes it one enquiry", async () => {
    const { posts } = fakeServer([
      { status: 503, body: { ok: false, code: "server" } },
      { status: 201, body: { ok: true, id: "e5", duplicate: false } },
    ]);
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null }));
    await screen.findByRole("heading", { name: "Благодарим! Запитването е изпратено." });
    expect(posts).toHaveLength(2);
    expect(posts[1]!.token).toBe(posts[0]!.token);
  });

  it("says plainly when the site has no enquiry service (served as plain files)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Not found", { status: 404 })),
    );
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null }));
    expect(await screen.findByRole("alert")).toHaveTextContent("В момента запитвания през сайта не се приемат.");
    expect(screen.getByRole("textbox", { name: "Име" })).toHaveValue("Мария");
  });

  it("keeps what was typed when the connection is gone", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }));
    // The data client tries three more times, 1 s, 2 s and 4 s apart, before it gives up.
    await vi.advanceTimersByTimeAsync(7000);
    expect(await screen.findByRole("alert")).toHaveTextContent("Няма връзка със сървъра.");
    expect(screen.getByRole("textbox", { name: "Какво да направим" })).toHaveValue("Есенно почистване на двора.");
  });

  it("shows the server's field messages when its check disagrees", async () => {
    fakeServer([{ status: 400, body: { ok: false, code: "invalid", errors: { town: "Напишете населеното място на обекта." } } }]);
    renderForm();
    await fillAndSend(userEvent.setup({ delay: null }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Населено място" })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Населено място" })).toHaveAccessibleDescription(/Напишете населеното място на обекта\./);
  });

  it("starts a new enquiry with a new token after a sent one", async () => {
    const { posts } = fakeServer([
      { status: 201, body: { ok: true, id: "e3", duplicate: false } },
      { status: 201, body: { ok: true, id: "e4", duplicate: false } },
    ]);
    renderForm();
    const user = userEvent.setup({ delay: null });
    await fillAndSend(user);
    await user.click(await screen.findByRole("button", { name: "Изпратете ново запитване" }));
    expect(screen.getByRole("textbox", { name: "Име" })).toHaveValue("");
    await fillAndSend(user);
    await screen.findByRole("heading", { name: "Благодарим! Запитването е изпратено." });
    expect(new Set(posts.map((post) => post.token)).size).toBe(2);
  });
});
