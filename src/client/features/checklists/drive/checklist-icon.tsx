/** A clipboard with ticks: the checklist tile's icon (decorative; the tile's text names it). */
export function ChecklistIcon({ className = "h-8 w-8" }: { className?: string }) {
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
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1" />
      <path d="m8 10 1.5 1.5L12 9" />
      <path d="M14 10.5h2.5" />
      <path d="m8 15 1.5 1.5L12 14" />
      <path d="M14 15.5h2.5" />
    </svg>
  );
}
