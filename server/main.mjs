// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)), "build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0–65535), got "${process.env.PORT}".`);
  process.exit(1);
}

let app;
try {
  app = await buildServer({ root, logger: { level: process.env.LOG_LEVEL ?? "info" } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
