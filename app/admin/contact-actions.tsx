/** Tap to call, Viber and e-mail for one enquiry: the owner answers from the phone in one press. */
import { Mail, MessageCircle, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { adminInbox } from "~/content/admin";
import { formatPhone } from "~/enquiry/phone";

export function ContactActions({ name, phone, email }: { name: string; phone: string; email: string | null }) {
  const small = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${phone}`} className={buttonVariants({ size: "sm" })}>
        <Phone aria-hidden="true" />
        {adminInbox.call} {formatPhone(phone)}
      </a>
      <a href={`viber://chat?number=${encodeURIComponent(phone)}`} className={small}>
        <MessageCircle aria-hidden="true" />
        {adminInbox.viber}
        <span className="sr-only"> {name}</span>
      </a>
      {email ? (
        <a href={`mailto:${email}`} className={small}>
          <Mail aria-hidden="true" />
          {adminInbox.email}
          <span className="sr-only"> {name}</span>
        </a>
      ) : null}
    </div>
  );
}
