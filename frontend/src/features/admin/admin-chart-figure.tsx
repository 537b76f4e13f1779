import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Card, Heading, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { TableBox } from '../../components/table-box';
import { type ChartData, isEmpty } from './admin-chart-series';

interface Props {
  title: string;
  /** The horizontal axis: `Day` or `Month`. */
  xLabel: string;
  /** The vertical axis: `Sign-ups`, `Revenue`, … */
  yLabel: string;
  /** Shown instead of the chart when every value is zero: `No sign-ups yet`. */
  empty: string;
  data: ChartData;
  format?: (value: number) => string;
}

/** One bar chart (stacked when it has several series) as a named figure, its numbers in a table below. */
export function AdminChartFigure({ title, xLabel, yLabel, empty, data, format = String }: Props) {
  const id = useId();
  const chart = useChart({ data: data.rows, series: data.series.map((s) => ({ ...s, name: s.key })) });
  const none = isEmpty(data);
  return (
    <Card.Root variant="outline" as="figure" aria-labelledby={id} minW={0}>
      <Card.Body gap={2} minW={0}>
        <Heading as="figcaption" id={id} size="sm">
          {title}
        </Heading>
        {none ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Chart.Root chart={chart} h="14rem" w="full" minW={0}>
            <BarChart
              responsive
              style={{ width: '100%', height: '100%' }}
              data={chart.data}
              margin={{ top: 8, right: 8, bottom: 16, left: 8 }}
            >
              <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
              <XAxis
                dataKey={chart.key('label')}
                tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
                stroke={chart.color('border')}
                label={{
                  value: xLabel,
                  position: 'insideBottom',
                  offset: -12,
                  fill: chart.color('fg.muted'),
                }}
                minTickGap={12}
              />
              <YAxis
                allowDecimals={false}
                width={64}
                tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
                stroke={chart.color('border')}
                tickFormatter={format}
                label={{ value: yLabel, angle: -90, position: 'insideLeft', fill: chart.color('fg.muted') }}
              />
              <Tooltip
                cursor={{ fill: chart.color('bg.muted') }}
                animationDuration={100}
                content={<Chart.Tooltip formatter={(value: number) => format(value)} />}
              />
              {data.series.length > 1 && <Legend content={<Chart.Legend />} />}
              {chart.series.map((s) => (
                <Bar
                  key={String(s.name)}
                  isAnimationActive={false}
                  dataKey={chart.key(s.name)}
                  name={data.series.find((d) => d.key === s.name)?.label}
                  fill={chart.color(s.color)}
                  stackId="stack"
                />
              ))}
            </BarChart>
          </Chart.Root>
        )}
        <Box as="details">
          <Box as="summary" cursor="pointer" color="fg.muted" fontSize="sm">
            Show the numbers
          </Box>
          <TableBox label={`${title}: the numbers`}>
            <Table.Root size="sm" aria-label={`${title}: the numbers`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{xLabel}</Table.ColumnHeader>
                  {data.series.map((s) => (
                    <Table.ColumnHeader key={s.key} textAlign="end">
                      {data.series.length > 1 ? s.label : yLabel}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.rows.map((r) => (
                  <Table.Row key={r.label}>
                    <Table.Cell whiteSpace="nowrap">{r.label}</Table.Cell>
                    {data.series.map((s) => (
                      <Table.Cell key={s.key} textAlign="end">
                        {format(Number(r[s.key] ?? 0))}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableBox>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
