/**
 * The four seasons, from spring: their names and months, for the price
 * estimate's season choice, the price list's seasonal changes and the care
 * plans' visits. Each season is three months
 * (app/estimate/rules.ts counts on it). The shape is in seasons.schema.ts.
 */
import type { Season } from "./seasons.schema";
import { typeset } from "./typography";

export const seasons: readonly Season[] = typeset([
  { id: "spring", name: "Пролет", months: "март – май", when: "напролет" },
  { id: "summer", name: "Лято", months: "юни – август", when: "през лятото" },
  { id: "autumn", name: "Есен", months: "септември – ноември", when: "наесен" },
  { id: "winter", name: "Зима", months: "декември – февруари", when: "през зимата" },
]);
