/**
 * The not-found page's own address. The build prerenders it (react-router.config.ts) for
 * static hosts, which send it with status 404 for any path they have no file for; the Node
 * server sends its file with 404 when asked for this address, and React Router answers
 * every other path its routes do not know with this page, with 404 (app/routes/not-found.tsx).
 */
export const NOT_FOUND_PATH = "/404";
