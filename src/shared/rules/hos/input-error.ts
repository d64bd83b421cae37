/**
 * Thrown for input the rules cannot judge. A compliance answer computed from a
 * malformed log would look authoritative and be wrong, so we refuse instead.
 */
export class HoursOfServiceInputError extends Error {
  override readonly name = "HoursOfServiceInputError";
}

export function rejectInput(message: string): never {
  throw new HoursOfServiceInputError(message);
}
