/** SMTP delivery of the company's notification e-mails (nodemailer). */
import type { SendMailOptions, Transporter } from "nodemailer";
import type { SmtpSettings } from "../settings";

export interface MailMessage {
  subject: string;
  text: string;
  replyTo?: string;
  /** Stable for one enquiry, so that a message sent twice is shown once (app/enquiry/notification.ts). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A nodemailer transport for the site's SMTP settings, with bounded waits; shared by every kind of mail
 * the site sends. Nodemailer is loaded by the first message, not by the server's start.
 */
export function createSmtpTransport(smtp: SmtpSettings) {
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  const open = () =>
    (transport ??= import("nodemailer")
      .then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      )
      .catch((error: unknown) => {
        transport = undefined; // the next message tries again
        throw error;
      }));
  return {
    async sendMail(message: SendMailOptions) {
      if (closed) throw new Error("The SMTP transport is closed.");
      await (await open()).sendMail(message);
    },
    close() {
      closed = true;
      void transport?.then(
        (opened) => opened.close(),
        () => undefined, // never opened: nothing to close
      );
    },
  };
}

/**
 * The company's notifications: to MAIL_TO, or else to `companyEmail()`, asked at each sending, so that
 * an e-mail address the owner changed takes effect with the next notification.
 */
export function createMailer(smtp: SmtpSettings, companyEmail: () => string): Mailer {
  const transport = createSmtpTransport(smtp);
  return {
    async send({ subject, text, replyTo, messageId }) {
      await transport.sendMail({ from: smtp.from, to: smtp.to ?? companyEmail(), subject, text, replyTo, messageId });
    },
    close() {
      transport.close();
    },
  };
}
