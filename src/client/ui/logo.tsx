export function Logo({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1d4ed8" />
      <path d="M6 20h14v-8h4l3 4v4h-2a2 2 0 1 1-4 0h-7a2 2 0 1 1-4 0H6z" fill="#fff" />
    </svg>
  );
}
