import { lazy, Suspense } from "react";
import { useToasts } from "~/lib/toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts the toaster (and loads its code) only once a toast is asked for. */
export function ToasterHost() {
  const wanted = useToasts().length > 0;
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
