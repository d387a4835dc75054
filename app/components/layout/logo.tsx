/** The company's mark: a leaf in a circle. Decorative; the name beside it is the text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="16" className="fill-primary" />
      <path d="M9 22c0-8 5.5-13 14-13 0 8.5-5 14-12.5 14H9v-1Z" className="fill-primary-foreground" />
      <path d="M10 23c3-5 6.5-8.5 10.5-10.5" fill="none" strokeWidth="1.6" strokeLinecap="round" className="stroke-primary" />
    </svg>
  );
}
