import { Alert, Button, Group, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTierName } from '../../api/tiers-api';
import { AdminChartFigure } from './admin-chart-figure';
import { countSeries, revenueSeries, tierSeries } from './admin-chart-series';
import { AdminSearchMissesFigure } from './admin-search-misses-figure';
import { type DashboardChartRange, useAdminDashboardChartsQuery } from './admin-charts-api';

const ranges: { range: DashboardChartRange; label: string }[] = [
  { range: '30d', label: '30 days' },
  { range: '12m', label: '12 months' },
  { range: 'all', label: 'All time' },
];

const money = (units: number) => units.toFixed(2);

/**
 * The dashboard's charts over a range the admin picks: sign-ups, revenue, members by tier, churn,
 * submissions, and the Registry searches that found nobody.
 */
export default function AdminCharts() {
  const [range, setRange] = useState<DashboardChartRange>('30d');
  const { data, isError, isFetching } = useAdminDashboardChartsQuery(range);
  const tierName = useTierName();
  const x = data?.unit === 'day' ? 'Day' : 'Month';
  return (
    <Stack as="section" aria-labelledby="admin-charts-heading" gap={3}>
      <Heading as="h2" id="admin-charts-heading" size="md">
        Over time
      </Heading>
      <Group role="group" aria-label="Range" attached>
        {ranges.map((r) => (
          <Button
            key={r.range}
            size="sm"
            variant={r.range === range ? 'solid' : 'outline'}
            aria-pressed={r.range === range}
            onClick={() => setRange(r.range)}
          >
            {r.label}
          </Button>
        ))}
      </Group>
      {isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The charts could not be loaded; try again in a moment.</Alert.Title>
        </Alert.Root>
      )}
      {!data && !isError && <Skeleton h="14rem" />}
      {data && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={3} aria-busy={isFetching} minW={0}>
          <AdminChartFigure
            title="Sign-ups"
            xLabel={x}
            yLabel="Sign-ups"
            empty="No sign-ups yet"
            data={countSeries(data, 'Sign-ups', (b) => b.signups)}
          />
          <AdminChartFigure
            title="Revenue (paid minus refunded)"
            xLabel={x}
            yLabel="Revenue"
            empty="No revenue yet"
            data={revenueSeries(data)}
            format={money}
          />
          <AdminChartFigure
            title="Members by tier"
            xLabel={x}
            yLabel="Members"
            empty="No members with a tier yet"
            data={tierSeries(data, tierName)}
          />
          <AdminChartFigure
            title="Churn (memberships ended)"
            xLabel={x}
            yLabel="Ended"
            empty="No membership has ended"
            data={countSeries(data, 'Ended', (b) => b.churn, 'orange.solid')}
          />
          <AdminChartFigure
            title="Submissions"
            xLabel={x}
            yLabel="Submissions"
            empty="No submissions yet"
            data={countSeries(data, 'Submissions', (b) => b.submissions, 'teal.solid')}
          />
          <AdminSearchMissesFigure misses={data.searchMisses} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
