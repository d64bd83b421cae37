/** A truck with a check mark: the inspection tile's icon (decorative; the tile's text names it). */
export function InspectIcon({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 6h11v9H2z" />
      <path d="M13 9h4l3 3v3h-7" />
      <circle cx="6" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
      <path d="m4.5 10.5 2 2 3.5-3.5" />
    </svg>
  );
}
