import { Link } from "react-router";
import { Mail, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { company } from "~/content/company";
import type { GalleryEntry } from "~/content/gallery";
import { homePage } from "~/content/pages/home";
import { GalleryImage } from "~/components/gallery-image";

/** The first screen of the home page (anchor id "home"). */
export function Hero({ picture }: { picture?: GalleryEntry }) {
  const { hero } = homePage;
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-muted">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary">{hero.eyebrow}</p>
          <h1 id="home-heading" className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{hero.offer}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={`tel:${company.phone.e164}`} className={buttonVariants({ size: "lg" })}>
              <Phone aria-hidden="true" />
              <span>
                {hero.callLabel}: <span className="whitespace-nowrap">{company.phone.display}</span>
              </span>
            </a>
            <Link to="/contact#enquiry" prefetch="intent" className={buttonVariants({ variant: "outline", size: "lg" })}>
              <Mail aria-hidden="true" />
              {hero.enquiryLabel}
            </Link>
          </div>
        </div>
        {picture ? (
          <GalleryImage
            entry={picture}
            priority
            // Half of the 72rem container from md up, the full width (less padding) on phones.
            sizes="(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)"
            className="rounded-3xl shadow-xl"
          />
        ) : null}
      </div>
    </section>
  );
}
