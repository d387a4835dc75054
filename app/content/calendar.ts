/**
 * The names of the weekdays, Monday first, as the working hours in company.ts
 * write them: search engines get the hours from them (app/lib/structured-data.ts).
 * The shape is in calendar.schema.ts.
 */
import type { Weekdays } from "./calendar.schema";

export const weekdays: Weekdays = ["Понеделник", "Вторник", "Сряда", "Четвъртък", "Петък", "Събота", "Неделя"];
