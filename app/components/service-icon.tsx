import Droplets from "lucide-react/icons/droplets";
import Fence from "lucide-react/icons/fence";
import Lamp from "lucide-react/icons/lamp";
import Leaf from "lucide-react/icons/leaf";
import MoundShovel from "lucide-react/icons/mound-shovel";
import Sprout from "lucide-react/icons/sprout";
import type { LucideIcon } from "lucide-react";
import type { ServiceSlug } from "~/content/types";

const icons: Record<ServiceSlug, LucideIcon> = {
  gardening: Sprout,
  irrigation: Droplets,
  cleaning: Leaf,
  constructions: Fence,
  // A shovel in a mound of earth: digging (the bare shovel read as a key).
  excavation: MoundShovel,
  lighting: Lamp,
};

export function ServiceIcon({ slug, className }: { slug: ServiceSlug; className?: string }) {
  const Icon = icons[slug];
  return <Icon aria-hidden="true" className={className} />;
}
