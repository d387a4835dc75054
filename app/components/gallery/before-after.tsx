import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Picture } from "~/components/ui/picture";
import type { ShownEntry } from "~/lib/gallery-images";
import { beforeAfter } from "~/content/pages/before-after";
import { useNonce } from "~/lib/nonce";
import { cn } from "~/lib/cn";

/** A gallery entry that has a picture of the place before the work. */
export type ComparedEntry = ShownEntry & { before: NonNullable<ShownEntry["before"]> };

export const hasBefore = (entry: ShownEntry): entry is ComparedEntry => entry.before !== undefined;

/** Where the divider starts, in percent of the width from the left (how much of „Преди“ shows). */
export const START = 50;
/** How far an arrow key moves the divider, and PageUp/PageDown or Shift with an arrow. */
export const STEP = 1;
export const BIG_STEP = 10;

/** How far a finger moves (CSS px) before it shows whether it drags the divider or scrolls the page. */
const TOUCH_SLOP = 8;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The divider's new place for a key, or null for a key it does not take. */
export function keyedSplit(split: number, event: Pick<KeyboardEvent, "key" | "shiftKey">): number | null {
  const step = event.shiftKey ? BIG_STEP : STEP;
  switch (event.key) {
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(split - step);
    case "ArrowRight":
    case "ArrowUp":
      return clamp(split + step);
    case "PageDown":
      return clamp(split - BIG_STEP);
    case "PageUp":
      return clamp(split + BIG_STEP);
    case "Home":
      return 0;
    case "End":
      return 100;
    default:
      return null;
  }
}

/**
 * Before the page hydrates, the divider follows its range input by this
 * listener, written into the page once (<BeforeAfterScript />): a native
 * range input moves from the first paint, but only a script can carry its
 * value to the CSS that places the divider. After hydration React does the
 * same, and more (below).
 */
export const BEFORE_AFTER_SCRIPT =
  'document.addEventListener("input",function(e){var t=e.target;if(t instanceof HTMLInputElement&&t.classList.contains("compare-range")){t.closest(".compare").style.setProperty("--split",t.value+"%")}});';

/** Once per page that has comparisons (the gallery, a service page). */
export function BeforeAfterScript() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BEFORE_AFTER_SCRIPT }} />;
}

interface BeforeAfterProps {
  entry: ComparedEntry;
  /** How wide the comparison is shown (the pictures' `sizes`). */
  sizes: string;
  /**
   * Without JavaScript the two pictures are shown side by side; on phones
   * stacked, and in the lightbox (`sideBySide`) on phones held upright only.
   */
  sideBySide?: boolean;
  /** Shown in a popover (the lightbox): see Picture. */
  inPopover?: boolean;
  className?: string;
  hintClassName?: string;
}

/**
 * The same place before and after the work, compared with a divider that a
 * finger, the mouse or the keyboard moves.
 *
 * The divider is a native `<input type="range">` laid over the pictures
 * (invisible, but focusable and named), so it works from the first paint:
 * the browser moves it by pointer, touch and keys, and the page's small
 * listener (BEFORE_AFTER_SCRIPT) carries its value to the CSS variable
 * `--split` that clips „Преди“ and places the visible line. Once React runs,
 * it takes the keys (arrows by 1 %, with Shift or PageUp/PageDown by 10 %,
 * Home/End to the ends, without letting the lightbox see them) and the
 * pointer (the divider jumps to where it is pressed and follows the drag,
 * captured, without the lightbox taking it for a swipe).
 *
 * Whether it is a slider is decided by CSS from the first paint
 * (`@media (scripting: …)`, app.css): without JavaScript both pictures are
 * shown side by side, each with its label; with it, one 4:3 box whatever
 * happens, so nothing moves when the page hydrates.
 */
export function BeforeAfter({ entry, sizes, sideBySide = false, inPopover = false, className, hintClassName }: BeforeAfterProps) {
  const [split, setSplit] = useState(START);
  const root = useRef<HTMLDivElement>(null);
  const range = useRef<HTMLInputElement>(null);
  const dragging = useRef<number | null>(null);
  /** A finger down on the divider's box that has not yet shown whether it taps, drags it or scrolls the page. */
  const touch = useRef<{ id: number; x: number; y: number } | null>(null);

  // A divider moved before hydration (by the page's listener) is where React starts. In the commit (a layout
  // effect), not after it: a key pressed between the commit and a passive effect would be undone by it.
  useLayoutEffect(() => {
    const value = Number(range.current?.value ?? START);
    if (Number.isFinite(value)) setSplit(clamp(value));
  }, []);
  // Through the CSS object model, not a style attribute, which the Content-Security-Policy does not allow in the HTML.
  useLayoutEffect(() => {
    root.current?.style.setProperty("--split", `${split}%`);
  }, [split]);

  const fromPointer = (event: PointerEvent<HTMLInputElement>) => {
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setSplit(clamp(((event.clientX - box.left) / box.width) * 100));
  };

  const startDrag = (event: PointerEvent<HTMLInputElement>) => {
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = event.pointerId;
    fromPointer(event);
  };
  const onPointerDown = (event: PointerEvent<HTMLInputElement>) => {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    // Not the browser's own thumb drag (which would move by the thumb, not the pointer), nor the lightbox's swipe.
    event.preventDefault();
    event.stopPropagation();
    // A finger may be starting to scroll the page (`touch-action: pan-y`): the divider waits to see (onPointerMove).
    if (event.pointerType === "touch") touch.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    else startDrag(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLInputElement>) => {
    const down = touch.current;
    if (down?.id === event.pointerId) {
      event.stopPropagation();
      const [dx, dy] = [Math.abs(event.clientX - down.x), Math.abs(event.clientY - down.y)];
      // Sideways first: the finger drags the divider. Up or down first: the browser scrolls (and cancels the pointer).
      if (dx > TOUCH_SLOP && dx > dy) {
        touch.current = null;
        startDrag(event);
      } else if (dy > TOUCH_SLOP) touch.current = null;
      return;
    }
    if (dragging.current !== event.pointerId) return;
    event.stopPropagation();
    fromPointer(event);
  };
  const onPointerEnd = (event: PointerEvent<HTMLInputElement>) => {
    if (touch.current?.id === event.pointerId) {
      touch.current = null;
      event.stopPropagation();
      // A tap: the divider goes where the finger was.
      if (event.type === "pointerup") {
        event.currentTarget.focus({ preventScroll: true });
        fromPointer(event);
      }
      return;
    }
    if (dragging.current !== event.pointerId) return;
    event.stopPropagation();
    dragging.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyedSplit(split, event);
    if (next === null) return;
    event.preventDefault();
    // The lightbox moves to the next photo with the arrow keys: not while the divider has them.
    event.stopPropagation();
    setSplit(next);
  };

  return (
    <div ref={root} className={cn("compare", !sideBySide && "compare-stack", className)}>
      <div className="compare-stage">
        <div className="compare-after">
          <Picture image={entry.image} alt={entry.alt} sizes={sizes} aspect="4/3" inPopover={inPopover} />
          <span className="compare-label compare-label-after">{beforeAfter.after}</span>
        </div>
        <div className="compare-before">
          <Picture image={entry.before.image} alt={entry.before.alt} sizes={sizes} aspect="4/3" inPopover={inPopover} />
          <span className="compare-label compare-label-before">{beforeAfter.before}</span>
        </div>
        <div aria-hidden="true" className="compare-divider" />
        <span aria-hidden="true" className="compare-handle" />
        <input
          ref={range}
          type="range"
          min={0}
          max={100}
          step={STEP}
          value={split}
          onChange={(event) => setSplit(clamp(Number(event.target.value)))}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          aria-label={beforeAfter.slider}
          aria-valuetext={beforeAfter.valueText(split)}
          className="compare-range"
        />
      </div>
      <p className={cn("compare-hint", hintClassName)}>
        {beforeAfter.hint} <span className="compare-keys-hint">{beforeAfter.keysHint}</span>
      </p>
    </div>
  );
}

/** A comparison with its caption, as a service page shows it among its photos. */
export function BeforeAfterFigure({
  entry,
  sizes,
  className,
  hintClassName,
}: {
  entry: ComparedEntry;
  sizes: string;
  className?: string;
  /** E.g. to leave the hint out where the comparison is a narrow cell (its handle shows that it moves). */
  hintClassName?: string;
}) {
  return (
    <figure className={cn("space-y-2", className)}>
      <BeforeAfter entry={entry} sizes={sizes} hintClassName={hintClassName} />
      <figcaption className="text-sm text-muted-foreground wrap-anywhere">{entry.caption}</figcaption>
    </figure>
  );
}
