/**
 * Tap to call, Viber and e-mail for one enquiry: the owner answers from the
 * phone in one press. The way the customer chose on the form comes first, as
 * the main button; the others follow, smaller.
 */
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { adminEnquiries, adminInbox } from "~/content/admin";
import { unbreakable } from "~/content/typography";
import { formatPhone } from "~/enquiry/phone";
import type { ReplyChannel } from "~/enquiry/schema";
import { cn } from "~/lib/cn";

interface Action {
  channel: ReplyChannel;
  href: string;
  icon: LucideIcon;
}

/** The customer's channel first; e-mail only with an address (an enquiry that chose e-mail always has one). */
export function contactOrder(reply: string, email: string | null): ReplyChannel[] {
  const available: ReplyChannel[] = email ? ["phone", "viber", "email"] : ["phone", "viber"];
  const main = available.find((channel) => channel === reply) ?? "phone";
  return [main, ...available.filter((channel) => channel !== main)];
}

export function ContactActions({
  name,
  phone,
  email,
  reply,
  large = false,
}: {
  name: string;
  phone: string;
  email: string | null;
  /** The channel the customer chose on the form. */
  reply: string;
  /** The main button at its largest, across a phone's width (the enquiry's own page). */
  large?: boolean;
}) {
  const actions: Record<ReplyChannel, Action> = {
    phone: { channel: "phone", href: `tel:${phone}`, icon: Phone },
    viber: { channel: "viber", href: `viber://chat?number=${encodeURIComponent(phone)}`, icon: MessageCircle },
    email: { channel: "email", href: `mailto:${email ?? ""}`, icon: Mail },
  };
  const [main, ...others] = contactOrder(reply, email).map((channel) => actions[channel]);
  const label = (action: Action, isMain: boolean) => {
    // The number stays on one line, whatever the button's width.
    if (action.channel === "phone") return `${adminInbox.call} ${unbreakable(formatPhone(phone))}`;
    if (isMain) return adminEnquiries.answer[action.channel];
    return action.channel === "viber" ? adminInbox.viber : adminInbox.email;
  };
  return (
    <div role="group" aria-label={adminEnquiries.actionsLabel(name)} className="flex flex-wrap items-center gap-2">
      {[main!, ...others].map((action, index) => {
        const isMain = index === 0;
        const Icon = action.icon;
        return (
          <a
            key={action.channel}
            href={action.href}
            className={
              isMain
                ? cn(buttonVariants({ size: large ? "lg" : "md" }), large && "w-full sm:w-auto")
                : buttonVariants({ variant: "outline", size: "sm" })
            }
          >
            <Icon aria-hidden="true" />
            {label(action, isMain)}
            {action.channel === "phone" ? null : <span className="sr-only"> {name}</span>}
          </a>
        );
      })}
    </div>
  );
}
