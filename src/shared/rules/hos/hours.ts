// Duration constants: regulations speak in hours, the engine counts milliseconds.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY_OF_24H = 24 * HOUR;
