import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { serviceSlugs } from "./content/types";

export default [
  index("routes/home.tsx"),
  // One page module serves the six services; each gets its own route id and path.
  ...serviceSlugs.map((slug) => route(`services/${slug}`, "routes/service.tsx", { id: `service-${slug}` })),
  route("prices", "routes/prices.tsx"),
  route("care-plans", "routes/care-plans.tsx"),
  route("contact", "routes/contact.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The enquiry API (resource routes: JSON, no page).
  route("api/enquiries", "routes/api.enquiries.ts"),
  route("api/enquiries/token", "routes/api.enquiries.token.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
