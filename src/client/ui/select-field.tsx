import type { ReactNode, SelectHTMLAttributes } from "react";

import { Field } from "./field";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select with its validation message beside it. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
