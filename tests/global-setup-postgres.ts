import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throw-away PostgreSQL server's URL (see tests/postgres.ts). */
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the whole db group (vitest.config.ts). */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
