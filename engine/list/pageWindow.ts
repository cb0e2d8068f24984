/** The page numbers the paginator shows: at most `size` of them, around the current page. */
export function pageWindow(current: number, last: number, size = 6): number[] {
  const total = Math.max(1, last);
  const count = Math.min(size, total);
  let start = Math.max(1, current - Math.floor((count - 1) / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A page number read from the URL: anything that is not a whole number of at least 1 is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : 1;
}
