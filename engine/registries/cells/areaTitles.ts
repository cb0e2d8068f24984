/** A permission group's title keys (see `subjectTitleKeys`) as one text. */
export function areaTitles(keys: readonly string[], t: (key: string) => string): string {
  return keys.map((key) => t(key)).join(' / ');
}
