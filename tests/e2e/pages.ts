/** Every page of the site, and paths that must be "not found". */
export const pages = [
  "/",
  "/services/gardening",
  "/services/irrigation",
  "/services/cleaning",
  "/services/constructions",
  "/services/excavation",
  "/services/lighting",
  "/prices",
  "/care-plans",
  "/contact",
  "/gallery",
  "/privacy",
] as const;

export const unknownPaths = ["/services/unknown", "/prices/x", "/services", "/404", "/nyama-takava-stranica"] as const;

export const serviceTitles = [
  ["Озеленяване", "/services/gardening"],
  ["Поливни системи", "/services/irrigation"],
  ["Почистване", "/services/cleaning"],
  ["Градински конструкции", "/services/constructions"],
  ["Изкопни работи", "/services/excavation"],
  ["Градинско осветление", "/services/lighting"],
] as const;

export const NOT_FOUND_HEADING = "Тази страница я няма";
