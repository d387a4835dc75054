import path from "node:path";

/** The built site, as the server serves it. */
export const client = path.resolve("build/client");

/** The JavaScript or CSS assets a built page refers to, each once. */
export const assetsIn = (html: string, extension: "js" | "css") => [
  ...new Set([...html.matchAll(new RegExp(`/assets/[\\w.-]+\\.${extension}`, "g"))].map((match) => match[0])),
];
