/**
 * Where the owner lands after signing in, and what /admin („Съдържание“)
 * lists as still demo: judged on the live content, the owner's edits
 * included (`contentOf(context)`), as the build's warning judges the
 * content it builds (decision 0052).
 */
import type { AppLoadContext } from "react-router";
import { contentOf } from "~/content/current.server";
import { demoValues, type DemoValue } from "~/content/validate.server";
import { trustAsShown } from "~/lib/trust";
import { ADMIN_ROOT, INBOX } from "./paths";

/** The demo values of the live content, in the checklist's order. */
export function liveDemoValues(context: AppLoadContext | undefined): DemoValue[] {
  const { company, gallery, trust, serviceArea } = contentOf(context);
  // The facts as the site shows them: „Безплатен оглед до 25 км“, not its placeholder.
  return demoValues({ company, gallery, trust: trustAsShown(trust, serviceArea) });
}

/** „Съдържание“ while a demo value is left to replace (its checklist is at the top), then the inbox, the owner's daily page. */
export function landingPath(context: AppLoadContext | undefined): string {
  return liveDemoValues(context).length > 0 ? ADMIN_ROOT : INBOX;
}
