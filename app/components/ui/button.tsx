import { cva } from "class-variance-authority";

/**
 * Button styles, shared by <button> and links that look like buttons. A label with an icon that must
 * wrap (a long one on a narrow phone) starts beside its icon, not centred away from it.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full has-[>svg]:text-start font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        outline: "border border-border bg-surface text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        /** What cannot be taken back in one press (the owner's „Да, махнете“). */
        danger: "bg-danger text-surface hover:bg-danger/90",
        /** On the dark-green call-to-action band. */
        band: "bg-band-foreground text-band hover:bg-band-foreground/90",
        bandOutline: "border border-band-foreground/70 bg-transparent text-band-foreground hover:bg-band-foreground/10",
      },
      size: {
        sm: "min-h-11 px-3.5 py-2 text-base",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-12 px-5 py-3 text-base sm:px-6 sm:text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
