// @ts-check
/** SMTP delivery of the company's notification e-mails (nodemailer). */
import nodemailer from "nodemailer";

/**
 * @param {import("../config.mjs").SmtpConfig} smtp
 * @returns {import("./outbox.mjs").Mailer}
 */
export function createMailer(smtp) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ subject, text, replyTo }) {
      await transport.sendMail({ from: smtp.from, to: smtp.to, subject, text, replyTo });
    },
    close() {
      transport.close();
    },
  };
}
