import { type DashboardChartRange } from '@academy/domain';

/** The buckets of a range: their keys (`YYYY-MM-DD` or `YYYY-MM`, UTC) and the instant each ends. */
export interface ChartBuckets {
  unit: 'day' | 'month';
  /** `to_char` format that gives a bucket's key. */
  format: string;
  start: Date;
  keys: string[];
  ends: Date[];
}

const DAY = 86_400_000;
const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
const monthKey = (d: Date): string => d.toISOString().slice(0, 7);
const monthStart = (year: number, month: number): Date => new Date(Date.UTC(year, month, 1));

/** 30 days ending today; 12 months ending this month; all time: from the earliest month on record, at least 12. */
export const chartBuckets = (range: DashboardChartRange, now: Date, earliest: Date | null): ChartBuckets => {
  if (range === '30d') {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const starts = Array.from({ length: 30 }, (_, i) => new Date(today - (29 - i) * DAY));
    return {
      unit: 'day',
      format: 'YYYY-MM-DD',
      start: starts[0]!,
      keys: starts.map(dayKey),
      ends: starts.map((s) => new Date(s.getTime() + DAY)),
    };
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  let first = monthStart(year, month - 11);
  if (range === 'all' && earliest && earliest < first) {
    first = monthStart(earliest.getUTCFullYear(), earliest.getUTCMonth());
  }
  const count = (year - first.getUTCFullYear()) * 12 + month - first.getUTCMonth() + 1;
  const starts = Array.from({ length: count }, (_, i) =>
    monthStart(first.getUTCFullYear(), first.getUTCMonth() + i),
  );
  return {
    unit: 'month',
    format: 'YYYY-MM',
    start: first,
    keys: starts.map(monthKey),
    ends: starts.map((s) => monthStart(s.getUTCFullYear(), s.getUTCMonth() + 1)),
  };
};
