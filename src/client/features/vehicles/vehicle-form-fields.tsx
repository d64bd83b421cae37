import { useId, type ReactNode } from "react";

const inputClass = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800 aria-[invalid=true]:border-red-500";

interface FieldProps {
  label: string;
  error?: string | undefined;
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string; className: string }) => ReactNode;
}

/** A labelled form control with its validation message next to it. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, className: inputClass, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error && (
        <span id={errorId} className="text-sm text-red-700" data-testid="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
