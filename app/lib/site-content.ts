/**
 * What the owner edits reaches the components through the root loader
 * (decision 0040): `useCompany()` in a component, `companyOf(matches)` in a
 * route's `meta`. Nothing the owner edits is compiled into a chunk.
 */
import { useRouteLoaderData } from "react-router";
import type { Company } from "~/content/company.schema";
import type { loader } from "~/root";

/** The root route's id, as React Router names it. */
const ROOT = "root";

/** The company facts, with the owner's edits, from the root loader. */
export function useCompany(): Company {
  const data = useRouteLoaderData<typeof loader>(ROOT);
  if (!data) throw new Error("The root loader's data is missing: useCompany() is used outside the root route's tree.");
  return data.company;
}

/** The same in a route's `meta`, from its `matches`. */
export function companyOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Company {
  const data = matches.find((match) => match?.id === ROOT)?.loaderData as { company?: Company } | undefined;
  if (!data?.company) throw new Error("The root loader's data is missing from the matches given to meta.");
  return data.company;
}
