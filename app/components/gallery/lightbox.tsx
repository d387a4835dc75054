import { useRef, useState, type PointerEvent } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { GalleryImage } from "~/components/gallery-image";
import type { GalleryEntry } from "~/content/gallery";
import { galleryPage, photoPosition } from "~/content/pages";
import { cn } from "~/lib/cn";

/** How far (px) a finger must travel sideways before a swipe changes the photo. */
export const SWIPE_THRESHOLD = 50;

interface LightboxProps {
  /** The photos the visitor can move through (the current filter). */
  entries: readonly GalleryEntry[];
  /** The photo shown; null (or a photo not in `entries`) keeps the lightbox closed. */
  openId: string | null;
  onNavigate: (id: string) => void;
  onClose: () => void;
  /** Radix's close auto-focus: call preventDefault() after moving focus yourself. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * One large photo at a time in a modal Radix Dialog: its title is the caption,
 * its description the position („3 от 24“). Arrow keys, the buttons and a
 * horizontal swipe move through `entries` (wrapping around); Escape and
 * „Затвори“ close it.
 */
export function Lightbox({ entries, openId, onNavigate, onClose, onCloseAutoFocus }: LightboxProps) {
  const index = openId === null ? -1 : entries.findIndex((entry) => entry.id === openId);
  return (
    <Dialog.Root open={index >= 0} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        {index >= 0 ? (
          <LightboxContent entries={entries} index={index} onNavigate={onNavigate} onCloseAutoFocus={onCloseAutoFocus} />
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const controlClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white/10 font-semibold text-white transition-colors hover:bg-white/20 [&_svg]:size-6 [&_svg]:shrink-0";

/** Mounted while the lightbox is open, so its announcements start empty each time. */
function LightboxContent({ entries, index, onNavigate, onCloseAutoFocus }: Omit<LightboxProps, "openId" | "onClose"> & { index: number }) {
  const entry = entries[index]!;
  const total = entries.length;
  const copy = galleryPage.lightbox;
  const stage = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  // Said by screen readers after each move; empty at first, as the dialog's title and description are read on opening.
  const [announcement, setAnnouncement] = useState("");

  const go = (step: 1 | -1) => {
    if (total < 2) return;
    const next = (index + step + total) % total;
    const nextEntry = entries[next]!;
    setAnnouncement(`${photoPosition(next + 1, total)}: ${nextEntry.caption}`);
    onNavigate(nextEntry.id);
    slideIn(stage.current, step);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        onKeyDown={(event) => {
          if (event.altKey || event.ctrlKey || event.metaKey) return;
          if (event.key === "ArrowRight") {
            event.preventDefault();
            go(1);
          } else if (event.key === "ArrowLeft") {
            event.preventDefault();
            go(-1);
          }
        }}
        className="fixed inset-0 z-50 flex flex-col text-white outline-none data-[state=open]:animate-fade-in"
      >
        <div className="flex shrink-0 items-center justify-between gap-4 px-4 py-3">
          <Dialog.Description className="text-base font-semibold tabular-nums" data-testid="lightbox-position">
            {photoPosition(index + 1, total)}
          </Dialog.Description>
          <Dialog.Close className={cn(controlClass, "px-4")}>
            <X aria-hidden="true" />
            {copy.close}
          </Dialog.Close>
        </div>

        <div
          data-testid="lightbox-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          className="flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center px-2 select-none sm:px-4"
        >
          <div ref={stage} className="w-[min(100%,calc((100dvh-12rem)*4/3))]">
            <GalleryImage key={entry.id} entry={entry} sizes="100vw" priority className="rounded-lg" />
          </div>
        </div>

        <div className="mx-auto grid w-full max-w-4xl shrink-0 grid-cols-[auto_1fr_auto] items-center gap-3 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <button type="button" className={controlClass} onClick={() => go(-1)} aria-label={copy.previous}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <Dialog.Title className="text-center text-base font-semibold text-balance sm:text-lg">{entry.caption}</Dialog.Title>
          <button type="button" className={controlClass} onClick={() => go(1)} aria-label={copy.next}>
            <ChevronRight aria-hidden="true" />
          </button>
        </div>

        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </Dialog.Content>
    </>
  );
}

/** A short slide from the side the new photo comes from; none when the visitor prefers reduced motion. */
function slideIn(element: HTMLElement | null, step: 1 | -1) {
  if (!element || typeof element.animate !== "function") return;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  element.animate(
    [
      { transform: `translateX(${step * 48}px)`, opacity: 0 },
      { transform: "none", opacity: 1 },
    ],
    { duration: 220, easing: "ease-out" },
  );
}
