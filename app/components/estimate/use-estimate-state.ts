import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { NavigationType, useLocation, useNavigate, useNavigationType } from "react-router";
import { estimateParams, estimateQuery, readEstimate, type EstimateState } from "~/estimate/query";

/** How long typing pauses before the address follows it (each change of a choice is written at once). */
const TYPING_PAUSE_MS = 400;

/** What the form's fields hold right now, read as the query the form would GET. */
function formState(form: HTMLFormElement | null): EstimateState | null {
  if (!form) return null;
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== estimateParams.remove) search.append(name, value);
  }
  return readEstimate(search);
}

const same = (a: EstimateState, b: EstimateState) => estimateQuery(a) === estimateQuery(b);

/** The history state that marks the entries this hook writes (a choice, or what was typed in a size). */
const WRITTEN = { estimate: "written" } as const;
const isWritten = (state: unknown) =>
  typeof state === "object" && state !== null && (state as { estimate?: unknown }).estimate === WRITTEN.estimate;

/**
 * The estimate's state, kept in the page's address (the estimate is a link,
 * and the back button steps through it). The figures follow the fields at
 * once, from local state; the address follows with `navigate`: a new history
 * entry for each choice (a work added or removed, the town, the season), the
 * same entry while a size is typed. Back, forward or a link change the
 * address, and the state follows it.
 *
 * The address is read back only when it is not the hook's own write and no
 * newer navigation has followed it. React Router hands React each new
 * address in a transition, and on a slow phone React commits one of them
 * while the visitor has typed on: reading such an address back would undo
 * what was typed since (300 m² turned back into 30).
 *
 * Until hydration the state is the server's (`initial`, read from the same
 * query by the page's loader), so the first render matches the HTML. Then it
 * takes what the fields hold, if the visitor changed them before React ran,
 * or else the address (a prerendered page opened with an estimate's query).
 * The routes that carry the estimator skip their loaders when only the query
 * changes (`shouldRevalidate`): the figures need no round trip.
 */
export function useEstimateState(initial: EstimateState, form: RefObject<HTMLFormElement | null>) {
  const [state, setState] = useState(initial);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hydrated = useRef(false);

  const write = useCallback(
    (next: EstimateState, replace: boolean) => {
      const search = estimateQuery(next, new URLSearchParams(window.location.search));
      if (search === window.location.search) return;
      void navigate({ search, hash: "" }, { replace, preventScrollReset: true, state: WRITTEN });
    },
    [navigate],
  );

  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      const typed = formState(form.current);
      if (typed && !same(typed, initial)) {
        // Once, on hydration: the fields (outside React until now) hold what the visitor chose meanwhile.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setState(typed);
        write(typed, true);
        return;
      }
    }
    // The hook's own entry: the state already holds it, or something newer typed since.
    if (navigationType !== NavigationType.Pop && isWritten(location.state)) return;
    // An address another navigation has already replaced: that one's turn comes.
    if (location.search !== window.location.search) return;
    // Back, forward or a link: the address wins over a size still waiting to be written.
    clearTimeout(pending.current);
    setState(readEstimate(new URLSearchParams(location.search)));
    // `initial` is the server's first state only: later ones come from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => () => clearTimeout(pending.current), []);

  /** A new state: `typing` (a size) waits for a pause before it is written; anything else is a history entry of its own. */
  const update = useCallback(
    (next: EstimateState, { typing = false } = {}) => {
      setState(next);
      clearTimeout(pending.current);
      if (typing) pending.current = setTimeout(() => write(next, true), TYPING_PAUSE_MS);
      else write(next, false);
    },
    [write],
  );

  return [state, update] as const;
}
