import type { ReactNode } from "react";

/** One column of a virtual table: how to show a row's cell, and whether it sorts or hides. */
export interface TableColumn<T> {
  id: string;
  header: string;
  /** Pixel width; the last visible column takes any room left. */
  width: number;
  cell: (row: T) => ReactNode;
  /** The server sort column this header sorts by, when it sorts. */
  sortable?: boolean;
  /** False for columns that must always show (the name). */
  hideable?: boolean;
  /** Offers a "contains" text filter under its header (the list's server filter must support the column). */
  filterable?: boolean;
}

export interface TableSort {
  column: string;
  direction: "asc" | "desc";
}
