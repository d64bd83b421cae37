/**
 * What a search-as-you-type picker shows until its combobox code has arrived (use-idle-module.ts): the same field,
 * read-only, with the chosen record's name. Focusing or pressing it asks for the code at once; the picker then
 * renders the real field, focused, in its place.
 */
export function PickerStandIn({
  label,
  placeholder,
  text,
  className,
  testId,
  onWanted,
}: {
  label: string;
  placeholder: string;
  text: string;
  className: string;
  testId?: string;
  onWanted: () => void;
}) {
  return (
    <input
      readOnly
      aria-label={label}
      placeholder={placeholder}
      value={text}
      className={className}
      data-testid={testId}
      onFocus={onWanted}
      onPointerDown={onWanted}
      autoComplete="off"
    />
  );
}
