// Pin colours by status (docs/map.md "Rules": major = out of service), light and dark; each keeps 3:1 against the map's
// land and water (WCAG 1.4.11, graphics). Apart from the canvas code so the side list's legend does not pull d3 in.
export const MAP_PALETTE = {
  light: {
    water: "#dbeafe",
    land: "#f8fafc",
    stateBorder: "#cbd5e1",
    countryBorder: "#64748b",
    pins: ["#15803d", "#b45309", "#b91c1c"],
    pinEdge: "#ffffff",
    text: "#ffffff",
    focus: "#1d4ed8",
  },
  dark: {
    water: "#0b1220",
    land: "#1e293b",
    stateBorder: "#475569",
    countryBorder: "#94a3b8",
    pins: ["#4ade80", "#fbbf24", "#f87171"],
    pinEdge: "#0f172a",
    text: "#0f172a",
    focus: "#93c5fd",
  },
} as const;

export type MapTheme = keyof typeof MAP_PALETTE;

/** Status 0 good, 1 minor defects, 2 out of service (MapPositions.statuses). */
export const STATUSES = [2, 1, 0] as const;
export type PinStatus = (typeof STATUSES)[number];
