/**
 * E-mail to a person (a sign-in link to a user, an alert to the second
 * address), through the same SMTP settings as the enquiry notifications,
 * which always go to the company (server/enquiries/mailer.ts).
 */
import nodemailer from "nodemailer";
import type { SmtpSettings } from "../settings";

export interface PersonalMail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: PersonalMail) => Promise<void>;

export function createPersonalMailer(smtp: SmtpSettings): { send: SendMail; close(): void } {
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
    async send({ to, subject, text }) {
      await transport.sendMail({ from: smtp.from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
