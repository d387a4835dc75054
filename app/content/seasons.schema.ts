/** The shape of app/content/seasons.ts: the four seasons, as the estimate and the care plans name them. */
import { z } from "zod";
import { text } from "./common.schema";
import { seasonIds } from "./types";

const seasonSchema = z.object({
  id: z.enum(seasonIds, { error: `must be one of: ${seasonIds.join(", ")}` }),
  /** „Пролет“ */
  name: text("the season's name"),
  /** Which months, e.g. „март – май“. */
  months: text("the season's months"),
  /** „напролет“, „през лятото“: after a change in price, „+10 % напролет“. */
  when: text("when, e.g. напролет"),
});

export const seasonsSchema = z.object({
  seasons: z.array(seasonSchema).length(seasonIds.length, `must list the ${seasonIds.length} seasons, from spring`),
});

export type Season = z.infer<typeof seasonSchema>;
