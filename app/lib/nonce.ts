import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a page rendered per request
 * (app/entry.server.tsx), for the root's own inline script. Prerendered pages
 * have none: their inline scripts are allowed by hash.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
