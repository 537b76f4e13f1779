import { type DashboardCharts } from './admin-charts-api';

/** One series of a chart: its key in the rows, its label and its colour (a Chakra token). */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** What one chart shows: a row per bucket (`label` and a number per series), and its series. */
export interface ChartData {
  rows: ({ label: string } & Record<string, number | string>)[];
  series: ChartSeries[];
}

const palette = ['blue.solid', 'teal.solid', 'orange.solid', 'purple.solid', 'pink.solid', 'cyan.solid'];

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-29` → `29 Nov`; `2026-11` → `Nov 2026`. */
export const bucketLabel = (bucket: string): string => {
  const [year, month, day] = bucket.split('-');
  const name = monthNames[Number(month) - 1] ?? month;
  return day ? `${Number(day)} ${name}` : `${name} ${year}`;
};

type Bucket = DashboardCharts['buckets'][number];

/** A chart of one count per bucket (sign-ups, churn, submissions). */
export const countSeries = (
  charts: DashboardCharts,
  label: string,
  value: (b: Bucket) => number,
  color = 'blue.solid',
): ChartData => ({
  rows: charts.buckets.map((b) => ({ label: bucketLabel(b.bucket), value: value(b) })),
  series: [{ key: 'value', label, color }],
});

/** Revenue per currency, in units (cents / 100), one stacked series per currency. */
export const revenueSeries = (charts: DashboardCharts): ChartData => ({
  rows: charts.buckets.map((b) => ({
    label: bucketLabel(b.bucket),
    ...Object.fromEntries(charts.currencies.map((c, i) => [`c${i}`, (b.revenue[c] ?? 0) / 100])),
  })),
  series: charts.currencies.map((c, i) => ({
    key: `c${i}`,
    label: c ? c.toUpperCase() : 'No currency',
    color: palette[i % palette.length]!,
  })),
});

/** Members by tier at each bucket's end, one stacked series per tier (named by `tierName`). */
export const tierSeries = (charts: DashboardCharts, tierName: (id: string) => string): ChartData => ({
  rows: charts.buckets.map((b) => ({
    label: bucketLabel(b.bucket),
    ...Object.fromEntries(charts.tiers.map((t, i) => [`t${i}`, b.membersByTier[t] ?? 0])),
  })),
  series: charts.tiers.map((t, i) => ({
    key: `t${i}`,
    label: tierName(t),
    color: palette[i % palette.length]!,
  })),
});

/** True when every value of every series is zero (the chart's empty state). */
export const isEmpty = ({ rows, series }: ChartData): boolean =>
  series.every((s) => rows.every((r) => Number(r[s.key] ?? 0) === 0));
