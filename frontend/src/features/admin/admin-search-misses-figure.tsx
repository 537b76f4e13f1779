import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Card, Heading, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { TableBox } from '../../components/table-box';
import { type DashboardCharts } from './admin-charts-api';

const TITLE = 'Registry searches that found nobody';
/** The characters of a text shown on the chart's axis; the whole text is in its title and the table. */
const AXIS_CHARS = 14;

const cut = (text: string) => (text.length > AXIS_CHARS ? `${text.slice(0, AXIS_CHARS - 1)}…` : text);

interface TickProps {
  x?: number;
  y?: number;
  payload?: { value: string };
  fill: string;
}

/** A text on the axis: cut with an ellipsis, the whole text as its title. */
function TextTick({ x = 0, y = 0, payload, fill }: TickProps) {
  const text = payload?.value ?? '';
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill={fill} fontSize={11}>
      <title>{text}</title>
      {cut(text)}
    </text>
  );
}

/**
 * The texts members searched the Registry for and found nobody, most searched first: a horizontal
 * bar chart (a table alone for a single text), its numbers in a table below.
 */
export function AdminSearchMissesFigure({ misses }: { misses: DashboardCharts['searchMisses'] }) {
  const id = useId();
  const rows = misses.top.map((m) => ({ text: m.query, searches: m.count }));
  const chart = useChart({ data: rows, series: [{ name: 'searches', color: 'purple.solid' }] });
  const period =
    misses.days === 30 ? 'Last 30 days' : `Last ${misses.days} days (older searches are not kept)`;
  const table = (
    <TableBox label={`${TITLE}: the numbers`}>
      <Table.Root size="sm" aria-label={`${TITLE}: the numbers`} tableLayout="fixed">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Search text</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" w="6.5rem">
              Searches
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.text}>
              <Table.Cell title={r.text} overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
                {r.text}
              </Table.Cell>
              <Table.Cell textAlign="end">{r.searches}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableBox>
  );
  return (
    <Card.Root variant="outline" as="figure" aria-labelledby={id} minW={0}>
      <Card.Body gap={2} minW={0}>
        <Heading as="figcaption" id={id} size="sm">
          {TITLE}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {period}; texts searched on 2 days or more.
        </Text>
        {rows.length === 0 && <Text color="fg.muted">No search came back empty</Text>}
        {/* One text is a line of the table, never a single-bar chart. */}
        {rows.length === 1 && table}
        {rows.length > 1 && (
          <>
            <Chart.Root chart={chart} h={`${3 + rows.length * 1.75}rem`} w="full" minW={0}>
              <BarChart
                layout="vertical"
                responsive
                style={{ width: '100%', height: '100%' }}
                data={chart.data}
                margin={{ top: 4, right: 12, bottom: 16, left: 4 }}
              >
                <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  dataKey={chart.key('searches')}
                  tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
                  stroke={chart.color('border')}
                  label={{
                    value: 'Searches',
                    position: 'insideBottom',
                    offset: -12,
                    fill: chart.color('fg.muted'),
                  }}
                />
                <YAxis
                  type="category"
                  dataKey={chart.key('text')}
                  width={104}
                  interval={0}
                  stroke={chart.color('border')}
                  tick={<TextTick fill={chart.color('fg.muted')} />}
                />
                <Tooltip
                  cursor={{ fill: chart.color('bg.muted') }}
                  animationDuration={100}
                  content={<Chart.Tooltip />}
                />
                <Bar
                  isAnimationActive={false}
                  dataKey={chart.key('searches')}
                  name="Searches"
                  fill={chart.color('purple.solid')}
                />
              </BarChart>
            </Chart.Root>
            <Box as="details">
              <Box as="summary" cursor="pointer" color="fg.muted" fontSize="sm">
                Show the numbers
              </Box>
              {table}
            </Box>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
