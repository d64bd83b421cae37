// A list's filter in the address (docs/design/client-shell.md "A list's filter in the address"; the dashboard's tiles
// link to filtered lists): a link writes the filter fields it sets as query parameters (`?defect=major`), and the list
// screen starts from them. Each domain names the fields a link may set and how they are written; every value is
// checked with the filter's generated codec, so a hand-edited address can only pick values the server accepts —
// anything else is ignored, never sent.
import type * as t from "io-ts";
import { useMemo, useState, type Dispatch, type SetStateAction } from "react";
import { useSearch } from "wouter";

/** How a filter field is written in the address. */
export type QueryFieldKind = "string" | "number" | "boolean";
export type FilterQueryFields<F> = { readonly [K in keyof F]?: QueryFieldKind };
/** The part of a filter a link may set. */
export type FilterQuery<F, Q extends FilterQueryFields<F>> = Partial<Pick<F, keyof Q & keyof F>>;

/** `path?key=value&…` with the fields that are set; the plain path when none is. */
export function withQuery(
  path: string,
  query: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The defaults with each query field that decodes (field by field: one bad value does not drop the others). */
export function filterFromQuery<F extends object>(
  search: string,
  defaults: F,
  codec: t.Decoder<unknown, F>,
  fields: FilterQueryFields<F>,
): F {
  const params = new URLSearchParams(search);
  let filter = defaults;
  for (const [key, kind] of Object.entries(fields) as [string, QueryFieldKind][]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value =
      kind === "number"
        ? Number(raw)
        : kind === "boolean"
          ? raw === "true"
            ? true
            : raw === "false"
              ? false
              : raw
          : raw;
    const decoded = codec.decode({ ...filter, [key]: value });
    if (decoded._tag === "Right") filter = decoded.right;
  }
  return filter;
}

/**
 * A list screen's filter state, starting from the address's query and starting over when the address's query changes
 * (a tile clicked while the list is open). Changes made on the screen stay in the component, as before.
 */
export function useQueryFilter<F extends object>(
  defaults: F,
  codec: t.Decoder<unknown, F>,
  fields: FilterQueryFields<F>,
): [F, Dispatch<SetStateAction<F>>] {
  const search = useSearch();
  const fromAddress = useMemo(() => filterFromQuery(search, defaults, codec, fields), [search]); // oxlint-disable-line react-hooks/exhaustive-deps
  const [filter, setFilter] = useState<F>(fromAddress);
  const [seen, setSeen] = useState(search);
  // Adjusting state while rendering (React's pattern for "reset on prop change") instead of an effect: no frame shows
  // the old filter under the new address.
  if (seen !== search) {
    setSeen(search);
    setFilter(fromAddress);
  }
  return [filter, setFilter];
}
