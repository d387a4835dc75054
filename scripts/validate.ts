/** `npm test`: typecheck, lint, format, unit, db, build, server and browser tests (tools/validate.ts). */
import { summary, validate } from "../tools/validate";

const steps = await validate();
console.log(`\n${summary(steps).join("\n")}`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
