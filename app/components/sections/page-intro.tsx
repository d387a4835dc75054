import type { ReactNode } from "react";

/** The top of an inner page: its one h1 and a lead paragraph. */
export function PageIntro({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-14">
        {children}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-5xl">{heading}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
      </div>
    </div>
  );
}
