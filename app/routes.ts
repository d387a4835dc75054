import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { serviceSlugs } from "./content/types";
import { ENQUIRY_API, TOKEN_API } from "./enquiry/contract";

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
  route(ENQUIRY_API.slice(1), "routes/api.enquiries.ts"),
  route(TOKEN_API.slice(1), "routes/api.enquiries.token.ts"),
  // The owner's pages: rendered per request only, never prerendered (react-router.config.ts). Decision 0028.
  route("admin", "routes/admin.tsx", [
    index("routes/admin.sign-in.tsx"),
    route("link/:token", "routes/admin.link.tsx"),
    route("passkey", "routes/admin.passkey.ts"),
    route("sign-out", "routes/admin.sign-out.ts"),
    route("enquiries", "routes/admin.enquiries.tsx"),
    route("enquiries/export", "routes/admin.enquiries-export.ts"),
    route("enquiries/:id", "routes/admin.enquiry.tsx"),
    route("prices", "routes/admin.prices.tsx"),
    route("prices/:service", "routes/admin.prices-service.tsx"),
    route("area", "routes/admin.area.tsx"),
    route("company", "routes/admin.company.tsx"),
    route("people", "routes/admin.people.tsx"),
    route("reviews", "routes/admin.reviews.tsx"),
    route("facts", "routes/admin.facts.tsx"),
    route("gallery", "routes/admin.gallery.tsx"),
    route("services", "routes/admin.services.tsx"),
    route("versions", "routes/admin.versions.tsx"),
    route("account", "routes/admin.account.tsx"),
    route("passkey-prompt", "routes/admin.passkey-prompt.tsx"),
    // Any other address under /admin: the owner's own „Няма такава страница“, with their header.
    route("*", "routes/admin.not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
