import { describe, expect, it } from "vitest";
import { createSmtpTransport } from "./mailer";

const smtp = { host: "127.0.0.1", port: 1, secure: false, from: "site@firma.example", to: null };

describe("the SMTP transport", () => {
  it("sends nothing once closed, even if it never opened", async () => {
    const transport = createSmtpTransport(smtp);
    transport.close();
    await expect(transport.sendMail({ to: "office@firma.example", subject: "Тест", text: "Тест" })).rejects.toThrow(/closed/);
  });
});
