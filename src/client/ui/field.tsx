import { useId, type ReactNode } from "react";

/** The look every form control shares; aria-invalid turns the border red. */
export const CONTROL_CLASS =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:focus:ring-blue-800 dark:aria-[invalid=true]:border-red-400";

export interface ControlProps {
  id: string;
  className: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Renders the control with the id, class and aria attributes that tie it to its label and message. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its validation message next to it (issue: messages next to fields). */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        className: CONTROL_CLASS,
        ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
      })}
      {error && (
        <span id={errorId} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
