/**
 * `npm run content` (part of `npm run build`): validates app/content/ and stops
 * the build on the first mistake, naming the file, the entry and the field.
 * Warns while demo company values are still in use.
 */
import { demoValuesInUse, formatIssue, shippedContent, validateContent } from "../app/content/validate.server";

const content = shippedContent();
const issues = validateContent(content);

if (issues.length > 0) {
  console.error(`Content check failed: ${issues.length} problem${issues.length === 1 ? "" : "s"} in app/content/\n`);
  for (const issue of issues) console.error(`  ✗ ${formatIssue(issue)}`);
  process.exit(1);
}

const demo = demoValuesInUse(content);
if (demo.length > 0) {
  console.warn(`Warning: ${demo.length} demo value${demo.length === 1 ? " is" : "s are"} still in use; replace before going live:`);
  for (const value of demo) console.warn(`  ! ${value}`);
}
console.log(
  `Content check passed: ${content.services.length} services, ${content.priceList.length} prices, ${content.gallery.length} gallery photos.`,
);
