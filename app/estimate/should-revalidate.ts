import type { ShouldRevalidateFunction } from "react-router";

/**
 * For the routes that carry the estimator (the prices page, each service
 * page): it keeps its state in the page's query and works out its figures
 * itself, so a change of the query on the same page needs no loader and no
 * round trip. Anything else (another page, a form's action) revalidates as
 * usual.
 */
export const keepDataWhenOnlyTheQueryChanges: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate;
