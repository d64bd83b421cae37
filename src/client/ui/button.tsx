import { useLingui } from "@lingui/react/macro";
import type { ButtonHTMLAttributes } from "react";

import { useReadOnlyView } from "../app/client-context";

type Variant = "primary" | "secondary";

const styles: Record<Variant, string> = {
  primary:
    "bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-300 dark:disabled:bg-blue-900 dark:disabled:text-slate-300",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
};

/**
 * The portal's button. A submit button saves, signs or sends, and a button marked `writes` changes a record at once
 * (Remove, Restore, Start work, Copy): in the operator's read-only view of a company nothing can be, so they are off
 * there and say why (docs/operator.md "The read-only view") — one place for every screen.
 */
export function Button({
  variant = "primary",
  className = "",
  writes = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; writes?: boolean }) {
  const { t } = useLingui();
  const readOnly = useReadOnlyView() && (props.type === "submit" || writes);
  return (
    <button
      type="button"
      className={`rounded-md px-4 py-2 text-sm font-medium ${styles[variant]} ${className}`}
      {...props}
      {...(readOnly ? { disabled: true, title: t`Read-only view: nothing can be changed` } : {})}
    />
  );
}
