import { lazy, Suspense } from "react";
import { useToasterWanted } from "~/lib/toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts the toaster (and loads its code) only once a toast is asked for. */
export function ToasterHost() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
