/**
 * `npm run content` (part of `npm run build`): validates app/content/ and stops
 * the build on the first mistake, naming the file, the entry and the field.
 * Warns while demo company values are still in use.
 */
import path from "node:path";
import { company } from "../app/content/company";
import { gallery } from "../app/content/gallery";
import { homePage } from "../app/content/pages";
import { priceList } from "../app/content/price-list";
import { serviceDetails } from "../app/content/service-details";
import { services } from "../app/content/services";
import { site } from "../app/content/site";
import { demoValuesInUse, formatIssue, validateContent } from "../app/content/validate.server";

const issues = validateContent({
  company,
  site,
  services,
  serviceDetails,
  priceList,
  gallery,
  galleryFolder: path.resolve("app/content/gallery"),
  today: new Date().toISOString().slice(0, 10),
  heroPictureId: homePage.hero.pictureId,
});

if (issues.length > 0) {
  console.error(`Content check failed: ${issues.length} problem${issues.length === 1 ? "" : "s"} in app/content/\n`);
  for (const issue of issues) console.error(`  ✗ ${formatIssue(issue)}`);
  process.exit(1);
}

const demo = demoValuesInUse({ company, site, gallery });
if (demo.length > 0) {
  console.warn(`Warning: ${demo.length} demo value${demo.length === 1 ? " is" : "s are"} still in use; replace before going live:`);
  for (const value of demo) console.warn(`  ! ${value}`);
}
console.log(`Content check passed: ${services.length} services, ${priceList.length} prices, ${gallery.length} gallery photos.`);
