import { formatNumber, numberFormat } from '../../engine';

/** The home statistics (`GET dashboard/statistics`, statisticsCall.ts), read without trusting the answer's shape. */

const STATISTIC_KEYS = ['employees', 'providers', 'total_user_app', 'jobs', 'job_not_completed', 'job_finished', 'job_canceled', 'app_commission'] as const;

export type StatisticKey = (typeof STATISTIC_KEYS)[number];

/**
 * The statistics the answer gives: a number, or null when it holds something that is not a
 * number. A statistic the answer leaves out (the admin may not see it) is absent.
 */
export type Statistics = Partial<Record<StatisticKey, number | null>>;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Laravel sends decimals (the commission) as numeric strings.
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Whether the answer is a statistics answer at all (a `data` object), even with values missing. */
export function isStatisticsAnswer(answer: unknown): boolean {
  return record(record(answer)?.data) !== null;
}

export function parseStatistics(answer: unknown): Statistics {
  const data = record(record(answer)?.data) ?? {};
  const out = {} as Statistics;
  for (const key of STATISTIC_KEYS) if (key in data) out[key] = numberOf(data[key]);
  return out;
}

/** A count in the UI language's digits and grouping. */
export const formatCount = formatNumber;

/** A short form of a count for tight places ("1.2M"); the exact figure is shown beside it. */
export function formatCompact(value: number, language: string): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** One slice of a chart; a null value is drawn as nothing and labelled "no data". */
export interface ChartPart {
  key: string;
  label: string;
  value: number | null;
  /** The value as shown: formatted, or the "no data" text. */
  text: string;
  color: string;
}

/** Each part's share of the parts' sum, in percent (0 when there is nothing to share). */
export function shares(parts: readonly ChartPart[]): number[] {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value ?? 0), 0);
  return parts.map((part) => (total > 0 ? (Math.max(0, part.value ?? 0) / total) * 100 : 0));
}

/** What a chart says to a screen reader: its title and every part with its number. */
export function chartSummary(title: string, items: readonly string[], language: string): string {
  return `${title}: ${new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(items)}`;
}

/** A share as "42%" in the UI language (the percent sign's place comes from the texts). */
export function percentText(share: number | undefined, t: (key: string, options: Record<string, unknown>) => string, language: string): string {
  return t('engine.percent', { value: formatCount(Math.round(share ?? 0), language) });
}
