import { Link, useMatches } from "react-router";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { contactActions } from "~/content/layout";
import { cn } from "~/lib/cn";
import { enquiryHref, telUrl, viberUrl } from "~/lib/contact-links";
import type { RouteHandle } from "~/lib/route-handle";
import { useCompany } from "~/lib/site-content";

const cell = "flex h-14 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs leading-tight font-semibold";

/**
 * Below md: call, Viber and the enquiry form, always at the bottom of the
 * screen. It is in the page's HTML from the first paint and the page keeps
 * room for it (`contact-bar-room` in app.css), so it never covers the
 * content and nothing moves when it appears. Menus and the lightbox, which
 * open in the browser's top layer, cover it; it steps aside while the
 * keyboard is open for a form field (app.css). On a service page its
 * enquiry link chooses that service, like the page's own buttons.
 */
export function ContactBar() {
  const company = useCompany();
  // On a service page the enquiry form opens with that service chosen (the page's route handle names it).
  const service = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.enquiryService?.(match.loaderData))
    .find((slug) => slug !== undefined);
  return (
    <aside
      aria-label={contactActions.barLabel}
      className="contact-bar fixed inset-x-0 bottom-0 z-30 border-t border-border bg-header pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-[1.2fr_0.8fr_1.4fr] gap-1 px-2 py-1">
        <li>
          <a
            href={telUrl(company)}
            aria-label={`${contactActions.call}: ${company.phone.display}`}
            className={cn(cell, "rounded-xl bg-primary text-primary-foreground")}
          >
            <Phone aria-hidden="true" className="size-5" />
            {contactActions.call}
          </a>
        </li>
        <li>
          <a href={viberUrl(company)} className={cn(cell, "rounded-xl hover:bg-muted")}>
            <MessageCircle aria-hidden="true" className="size-5 text-primary" />
            {contactActions.viber}
          </a>
        </li>
        <li>
          <Link to={enquiryHref(service)} prefetch="intent" className={cn(cell, "rounded-xl hover:bg-muted")}>
            <Mail aria-hidden="true" className="size-5 text-primary" />
            {contactActions.enquiry}
          </Link>
        </li>
      </ul>
    </aside>
  );
}
