const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
const month = 30 * day;
const year = 365 * day;

const units: readonly (readonly [suffix: string, size: number])[] = [
  ['yr', year],
  ['mo', month],
  ['w', week],
  ['d', day],
  ['h', hour],
  ['m', minute],
];

/** Spec §9 short time-ago: s, m, h, d, w, mo, yr ('5m', '3d', '2yr'); future dates read '0s'. */
export const timeAgo = (date: Date | string, now: Date): string => {
  const then = date instanceof Date ? date.getTime() : Date.parse(date);
  const elapsed = Math.max(0, now.getTime() - then);
  for (const [suffix, size] of units) if (elapsed >= size) return `${Math.floor(elapsed / size)}${suffix}`;
  return `${Math.floor(elapsed / second)}s`;
};
