import type { ReactNode } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { ContactBar } from "~/components/layout/contact-bar";
import { LoadingIndicator } from "~/components/layout/loading-indicator";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToasterHost } from "~/components/ui/toaster-host";
import { contentOf } from "~/content/current.server";
import { mainMenu } from "~/content/navigation";
import { errorPage, skipLink } from "~/content/pages/common";
import { site } from "~/content/site";
import { PagePart, useShellHydrated } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";
import { useSiteCss } from "~/lib/site-css";
import type { RouteHandle } from "~/lib/route-handle";
import { themeScript } from "~/lib/theme";
import faviconSvg from "../public/favicon.svg?raw";

/**
 * What every page shows of what the owner edits (decision 0040): the company facts, with the
 * edits, in the page's data rather than in its JavaScript. Components read them with `useCompany()`.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { company: contentOf(context).company };
}

/**
 * The facts are loaded with the first page and kept for the visit: moving to another page asks
 * for nothing more (a path no route knows renders the not-found page without a request). After
 * the owner's form is sent, they are loaded again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export const links: Route.LinksFunction = () => [
  // The .ico for browsers without SVG favicons (sizes="32x32" lets the others pick the SVG);
  // the PNG and ICO files are made by the image build step (`npm run images`: tools/build/icons.ts).
  { rel: "icon", href: "/generated/favicon.ico", sizes: "32x32" },
  // The SVG (300 bytes) is written into the page: no request of its own while the page loads.
  { rel: "icon", href: `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/generated/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const css = useSiteCss();
  useShellHydrated();
  return (
    // The head script sets <html>'s theme class before the first paint and before React hydrates.
    <html lang="bg" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* The whole stylesheet, in the page (app/lib/site-css.ts): the first paint waits for the HTML only. */}
        <style href="site" precedence="site" nonce={nonce}>
          {css}
        </style>
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* From 768 px, where the header shows its links: no frame before the header is parsed whole. On a slow
            machine the first paint came in the middle of the header, and the rest of its links then pushed the
            first ones aside (a layout shift). A phone's header is two buttons, and its first paint is not held. */}
        <link rel="expect" href="#main" blocking="render" media="(width >= 48rem)" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The owner's pages (/admin) bring their own header: the public menu and footer would only be in the way.
  const bare = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare);
  if (bare) {
    return (
      <>
        <Outlet />
        <ToasterHost />
      </>
    );
  }
  // The header, the page, the footer and the phone's contact bar are parts React hydrates each in a
  // pass of its own after the shell (decision 0058): a press while the page hydrates then waits only
  // for the part it lands in, where with one boundary React hydrates the whole page synchronously
  // inside the press; a press on a popover's button or a summary waits for none (decision 0059).
  return (
    <>
      {/* Room at the bottom for the phone's contact bar (below md), so it never covers the footer. */}
      <div className="contact-bar-room flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {skipLink}
        </a>
        <PagePart>
          <SiteHeader menu={mainMenu} />
        </PagePart>
        <LoadingIndicator />
        {/* `isolate`: the page's content paints as a layer of its own (a stacking context), so that
            opening a menu or the lightbox over it, or a change in the fixed header, does not make the
            browser paint the whole page again in the frame that shows it (decision 0035). */}
        <main id="main" tabIndex={-1} className="isolate flex-1 pt-16 outline-none">
          <PagePart>
            <Outlet />
          </PagePart>
        </main>
        <PagePart>
          <SiteFooter />
        </PagePart>
      </div>
      <PagePart>
        <ContactBar />
      </PagePart>
      <ToasterHost />
    </>
  );
}

/**
 * Unhandled routing or rendering errors end here (spec §8): the generic
 * English heading with the error's message, and a way back in Bulgarian.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-4 py-16">
      <h1 lang="en" className="text-3xl font-bold">
        {errorPage.heading}
      </h1>
      <p lang="en" className="rounded-xl bg-muted p-4 font-mono text-base break-words">
        {message}
      </p>
      <p className="text-lg">
        {errorPage.text}{" "}
        <Link to="/" reloadDocument className="font-semibold text-primary underline underline-offset-4">
          {errorPage.homeLink}
        </Link>
        {errorPage.afterLink}
      </p>
    </main>
  );
}
