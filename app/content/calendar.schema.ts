/** The shape of app/content/calendar.ts: the names of the weekdays. */
import { z } from "zod";
import { text } from "./common.schema";

const day = text("the name of a weekday");

/** Monday first, as the working hours in company.ts write them. */
export const weekdaysSchema = z.tuple([day, day, day, day, day, day, day], { error: "must name the seven days, Monday first" });

export type Weekdays = z.infer<typeof weekdaysSchema>;
