import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "~/lib/query-client";

let browserClient: ReturnType<typeof createQueryClient> | undefined;

/** One client for the whole visit, so cached data survives page changes. */
function queryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * The data cache, for the parts of a page that fetch data. Mounted around
 * those parts rather than the whole site, so pages that fetch nothing do not
 * download it (see docs/decisions/0006-javascript-budget.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
