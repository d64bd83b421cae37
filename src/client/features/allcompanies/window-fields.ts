// The list fields a cross-company list asks for: those its visible columns need (as each domain's list query does
// for its own screen), for the admin lists whose domain has no company screen of its windowed list.

/** The fields of the columns not hidden, each once. */
export function fieldsForColumns<F extends string>(
  table: Record<string, readonly F[]>,
  visibility: Record<string, boolean>,
): F[] {
  const wanted = new Set<F>();
  for (const [column, fields] of Object.entries(table))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}
