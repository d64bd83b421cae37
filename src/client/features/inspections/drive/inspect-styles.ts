// The inspection flow's look, on top of the driver app's BIG_BUTTON: large touch targets for gloved hands.
import { BIG_BUTTON } from "../../../drive/drive-layout";

export const PRIMARY = `${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`;
export const SECONDARY = `${BIG_BUTTON} border border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100`;
export const CARD =
  "flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950";
export const INPUT =
  "min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:focus:ring-blue-800";
/** A choice among a few (trip type, the part's answer): pressed shows as filled. */
export const choice = (pressed: boolean, tone: string) =>
  `flex min-h-14 flex-1 items-center justify-center gap-2 rounded-xl border-2 px-3 py-2 text-lg font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 dark:focus-visible:ring-blue-700 ${pressed ? tone : "border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"}`;

/** The colours of a finding (the sign step, the confirmation): green good, amber minor, red major — with words too. */
export const STATUS_TONE = {
  good: "border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50",
  minor: "border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50",
  major: "border-red-700 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950 dark:text-red-50",
} as const;
