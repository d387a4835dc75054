import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { GalleryImage } from "~/components/gallery-image";
import { BeforeAfter, hasBefore } from "./before-after";
import type { ShownEntry } from "~/lib/gallery-images";
import { galleryPage, photoPosition } from "~/content/pages/gallery";
import { cn } from "~/lib/cn";
import { keepFocusInside, useFullScreenPopover } from "~/lib/full-screen-popover";

/** How far (px) a finger must travel sideways before a swipe changes the photo. */
export const SWIPE_THRESHOLD = 50;

export const lightboxId = (photoId: string) => `photo-${photoId}`;

interface LightboxProps {
  entry: ShownEntry;
  /** The photos the visitor moves through (the current filter), in order, with `entry` among them. */
  entries: readonly ShownEntry[];
}

const controlClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white/10 font-semibold text-white transition-colors hover:bg-white/20 [&_svg]:size-6 [&_svg]:shrink-0";

/** The lightbox's close button, which takes focus as it opens. */
const CLOSE_BUTTON = "[data-close]";

/**
 * Hides one lightbox and shows another (once React runs: the neighbours within the filter).
 * Focus moves into the new one at once, not from its `toggle` event a frame later: the next
 * arrow key, pressed straight after, must land in it and not on the thumbnail that hiding the
 * first one gave focus back to.
 */
function move(from: HTMLElement | null, toId: string) {
  const to = document.getElementById(toId);
  if (!from || !to || typeof to.showPopover !== "function") return;
  from.hidePopover();
  to.showPopover();
  to.querySelector<HTMLElement>(CLOSE_BUTTON)?.focus();
}

/**
 * One photo, large, over the whole screen: an HTML popover that its thumbnail
 * opens (docs/decisions/0012). Escape and „Затворете“ close it (once React
 * runs, a tap on the dark space around the photo too), and focus returns to
 * the thumbnail: by the browser, and once React runs, to the thumbnail of
 * the photo shown last. Its title is the caption, its
 * description the position („3 от 24“). The previous/next buttons open the
 * neighbouring photo's lightbox. Once React runs, they (and the arrow keys and
 * a horizontal swipe) move within the current filter, wrapping around, and Tab
 * goes round inside it.
 */
export function Lightbox({ entry, entries }: LightboxProps) {
  const copy = galleryPage.lightbox;
  const self = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  // Once React runs, the close button takes focus as it opens, and the page behind is locked.
  // As it closes, focus goes to the thumbnail of the photo shown last: the gallery is where the visitor left it.
  const onToggle = useFullScreenPopover(CLOSE_BUTTON, {
    dark: true,
    returnFocusTo: () => document.querySelector<HTMLElement>(`[data-photo="${CSS.escape(entry.id)}"]`),
  });
  const total = entries.length;
  const index = Math.max(
    0,
    entries.findIndex((item) => item.id === entry.id),
  );
  const previous = entries[(index - 1 + total) % total] ?? entry;
  const next = entries[(index + 1) % total] ?? entry;
  const titleId = `${lightboxId(entry.id)}-title`;
  const positionId = `${lightboxId(entry.id)}-position`;

  const go = (target: ShownEntry) => move(self.current, lightboxId(target.id));
  /** Instead of the button's own popover action, which would open the neighbour over this one. */
  const goInstead = (event: MouseEvent, target: ShownEntry) => {
    event.preventDefault();
    go(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    keepFocusInside(event);
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") go(next);
    else if (event.key === "ArrowLeft") go(previous);
    else return;
    event.preventDefault();
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
    if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? next : previous);
  };
  /** A tap on the dark space around the photo closes it, as on a phone's own photo viewer. */
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    const dialog = self.current;
    if (event.target === event.currentTarget && dialog?.matches(":popover-open")) dialog.hidePopover();
  };

  return (
    // The dialog listens for the arrow keys and Tab pressed anywhere inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      id={lightboxId(entry.id)}
      ref={self}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={positionId}
      onKeyDown={onKeyDown}
      onToggle={onToggle}
      className="lightbox fixed inset-y-0 left-0 h-dvh w-screen flex-col bg-neutral-950 text-white open:flex"
    >
      <div className="flex shrink-0 items-center justify-between gap-4 px-4 py-3">
        <p id={positionId} className="text-base font-semibold tabular-nums">
          {photoPosition(index + 1, total)}
        </p>
        <button
          type="button"
          popoverTarget={lightboxId(entry.id)}
          popoverTargetAction="hide"
          data-close
          className={cn(controlClass, "px-4")}
        >
          <X aria-hidden="true" />
          {copy.close}
        </button>
      </div>
      {/* Escape and „Затворете“ close it from the keyboard; the tap beside the photo is the pointer's way. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        data-testid="lightbox-stage"
        onClick={onStageClick}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        className="flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center px-2 select-none sm:px-4"
      >
        <div className="w-[min(100%,calc((100dvh-12rem)*4/3))]">
          {hasBefore(entry) ? (
            <BeforeAfter entry={entry} sizes="100vw" sideBySide inPopover />
          ) : (
            <GalleryImage entry={entry} sizes="100vw" className="rounded-lg" inPopover />
          )}
        </div>
      </div>
      {/*
       * Without JavaScript a button can only open the next photo's popover over this one, and the
       * photos would pile up: there, each photo is opened from the gallery and closed back to it.
       */}
      <div className="mx-auto grid w-full max-w-4xl shrink-0 grid-cols-[auto_1fr_auto] items-center gap-3 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <button
          type="button"
          popoverTarget={lightboxId(previous.id)}
          onClick={(event) => goInstead(event, previous)}
          className={cn(controlClass, "no-js:invisible")}
          aria-label={previous.illustration ? copy.previous.illustration : copy.previous.photo}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <h2 id={titleId} className="min-w-0 text-center text-base font-semibold text-balance wrap-anywhere sm:text-lg">
          {entry.caption}
        </h2>
        <button
          type="button"
          popoverTarget={lightboxId(next.id)}
          onClick={(event) => goInstead(event, next)}
          className={cn(controlClass, "no-js:invisible")}
          aria-label={next.illustration ? copy.next.illustration : copy.next.photo}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
