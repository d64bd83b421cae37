import type { InputHTMLAttributes } from "react";

import { Field } from "./field";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input with its validation message beside it. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
