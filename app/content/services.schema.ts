/** The shape of app/content/services.ts: one entry per service. */
import { z } from "zod";
import { serviceSlug, text } from "./common.schema";

export const serviceSchema = z.object({
  slug: serviceSlug,
  /** Short title used in the menu and on cards, e.g. „Озеленяване“. */
  title: text("the menu title"),
  /**
   * What the page is about in its title, before where: „Почистване на дворове“
   * makes „Почистване на дворове в Трявна и региона | Вечнозелено“.
   */
  seoTitle: text("what the page title names, before where").max(40, "must be at most 40 characters (search results cut long titles)"),
  /** The page's h1. */
  headline: text("the page heading").max(90, "must be at most 90 characters"),
  /** One line for the service card on the home page. */
  summary: text("one line for the card").max(130, "must be at most 130 characters"),
  /** Meta description for the service page. */
  description: text("the meta description").max(160, "must be at most 160 characters (search results cut it)"),
});

export type Service = z.infer<typeof serviceSchema>;
