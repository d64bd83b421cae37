import { PRODUCT_NAME } from "../app/page-title";

/**
 * The product mark: a truck whose box carries a check mark (a fleet kept compliant), white on the brand blue.
 * public/favicon.svg is the same drawing; change both together.
 */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path d="M3.5 10.5A1.5 1.5 0 0 1 5 9h12.5A1.5 1.5 0 0 1 19 10.5V21H3.5z" fill="#fff" />
      <path d="M20 12.5h4.3a1.5 1.5 0 0 1 1.2.6l2.6 3.5a1.5 1.5 0 0 1 .3.9V21H20z" fill="#fff" />
      <path d="M21.8 14.3h2.3l1.7 2.4h-4z" fill="#1d4ed8" />
      <path
        d="M7.5 15l2.7 2.7 5.3-5.4"
        fill="none"
        stroke="#1d4ed8"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="8.5" cy="22.5" r="2.9" fill="#fff" stroke="#1d4ed8" strokeWidth="1.6" />
      <circle cx="23.5" cy="22.5" r="2.9" fill="#fff" stroke="#1d4ed8" strokeWidth="1.6" />
    </svg>
  );
}

const NAME_VISIBILITY = { shown: "", "hidden-on-phone": "max-sm:sr-only", hidden: "sr-only" } as const;

/**
 * The whole logo: mark and name. The name is text (not drawn), so it follows the theme's colours, scales with
 * the user's font size and names the link it sits in; where space is short it is hidden from view only
 * (`name`), so screen readers still read it.
 */
export function Logo({
  className = "h-8 w-8",
  name = "shown",
}: {
  className?: string;
  name?: keyof typeof NAME_VISIBILITY;
}) {
  const [first, second] = PRODUCT_NAME.split(" ");
  return (
    <span className="flex items-center gap-2" data-testid="logo">
      <LogoMark className={className} />
      <span className={`whitespace-nowrap text-lg font-semibold tracking-tight ${NAME_VISIBILITY[name]}`}>
        {first} <span className="text-blue-700 dark:text-blue-300">{second}</span>
      </span>
    </span>
  );
}
