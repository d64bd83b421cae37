import { useId } from "react";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * Mutually exclusive options (home's Show modes, the stats range) as native radio buttons drawn as one
 * segmented control: arrow keys move between them and a screen reader says "1 of 3".
 */
export function SegmentedChoice<T extends string>({
  legend,
  choices,
  value,
  onChange,
  testId,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0" data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap overflow-hidden rounded-md border border-slate-300 dark:border-slate-600">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="cursor-pointer border-slate-300 px-3 py-1.5 text-sm not-first:border-l has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-[-2px] has-focus-visible:outline-blue-500 dark:border-slate-600 dark:has-checked:bg-blue-600"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
