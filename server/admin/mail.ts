/**
 * E-mail to a person (a sign-in link to a user, an alert to the second
 * address), through the same SMTP settings as the enquiry notifications,
 * which always go to the company (server/enquiries/mailer.ts).
 */
import { createSmtpTransport } from "../enquiries/mailer";
import type { SmtpSettings } from "../settings";

export interface PersonalMail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: PersonalMail) => Promise<void>;

export function createPersonalMailer(smtp: SmtpSettings): { send: SendMail; close(): void } {
  const transport = createSmtpTransport(smtp);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: smtp.from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
