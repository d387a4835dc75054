import type { MetaDescriptor } from "react-router";
import { adminCommon } from "~/content/admin";

/** An /admin page's title; never indexed. */
export const adminMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${adminCommon.title}` },
  { name: "robots", content: "noindex, nofollow" },
];
