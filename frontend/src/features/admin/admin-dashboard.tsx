import { Card, Heading, SimpleGrid, Skeleton, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTierName } from '../../api/tiers-api';
import { paths } from '../../config/paths';
import { useAdminDashboardQuery, type AdminDashboard } from './api';
import { TableBox } from '../../components/table-box';
import { membershipStatusLabel } from '../../components/membership/membership-words';

// The charts library (recharts) loads with the charts, never with the rest of the admin page.
const AdminCharts = lazy(() => import('./admin-charts'));

const money = (revenue: AdminDashboard['revenue']) => {
  const totals = new Map<string, number>();
  for (const r of revenue) totals.set(r.currency ?? '', (totals.get(r.currency ?? '') ?? 0) + r.amount);
  return [...totals].map(([c, cents]) => `${(cents / 100).toFixed(2)} ${c.toUpperCase()}`).join(', ') || '0';
};

/** Payment events Stripe keeps delivering because they could not be read (each refused with 422). */
function UnreadablePaymentEvents({ unreadable }: { unreadable: AdminDashboard['unreadablePaymentEvents'] }) {
  if (unreadable.count === 0) return null;
  return (
    <Card.Root variant="outline" borderColor="border.error">
      <Card.Body>
        <Heading size="sm" mb={2}>
          Payment events not read ({unreadable.count})
        </Heading>
        {unreadable.latest.map((e) => (
          <Text key={`${e.provider}-${e.providerEventId}`} fontSize="sm">
            {e.time.slice(0, 16).replace('T', ' ')} · {e.type} {e.providerEventId}
            {e.appliedSince ? ' · applied since' : ''} · {e.problem}
          </Text>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

/** The `/admin` dashboard's figures, charts, latest events and audits read. */
export function AdminDashboardCards() {
  const { data } = useAdminDashboardQuery();
  const tierName = useTierName();
  if (!data) return null;
  const signups = data.signups.reduce((n, s) => n + s.count, 0);
  return (
    <Stack gap={4}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
        <Stat.Root>
          <Stat.Label>Sign-ups (30 days)</Stat.Label>
          <Stat.ValueText>{signups}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Revenue (30 days)</Stat.Label>
          <Stat.ValueText>{money(data.revenue)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>
            <Link to={`${paths.adminShipping}?status=requested`}>Pending shipments</Link>
          </Stat.Label>
          <Stat.ValueText>{data.pendingShipments}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Removed publications</Stat.Label>
          <Stat.ValueText>{data.removedPublications}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Suspense fallback={<Skeleton h="14rem" />}>
        <AdminCharts />
      </Suspense>
      <Card.Root variant="outline">
        <Card.Body>
          <Heading size="sm" mb={2}>
            Members by tier and status
          </Heading>
          <TableBox label="Members by tier and status">
            <Table.Root size="sm" aria-label="Members by tier and status">
              <Table.Body>
                {data.members.map((m) => (
                  <Table.Row key={`${m.tier}-${m.status}`}>
                    <Table.Cell>{m.tier ? tierName(m.tier) : 'No tier'}</Table.Cell>
                    <Table.Cell>{membershipStatusLabel(m.status)}</Table.Cell>
                    <Table.Cell textAlign="end">{m.count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableBox>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body>
          <Heading size="sm" mb={2}>
            Latest events
          </Heading>
          <TableBox label="Latest events">
            <Table.Root size="sm" aria-label="Latest events">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Event</Table.ColumnHeader>
                  <Table.ColumnHeader>About</Table.ColumnHeader>
                  <Table.ColumnHeader>By</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.latestEvents.map((e, i) => (
                  <Table.Row key={`${e.streamId}-${i}`}>
                    <Table.Cell whiteSpace="nowrap">{e.time.slice(0, 16).replace('T', ' ')}</Table.Cell>
                    <Table.Cell>{e.label}</Table.Cell>
                    <Table.Cell>{e.link ? <Link to={e.link}>{e.subject}</Link> : e.subject}</Table.Cell>
                    <Table.Cell>{e.actorName}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableBox>
        </Card.Body>
      </Card.Root>
      <UnreadablePaymentEvents unreadable={data.unreadablePaymentEvents} />
      <Card.Root variant="outline">
        <Card.Body>
          <Heading size="sm" mb={2}>
            Audits read recently
          </Heading>
          {data.recentAudits.length === 0 && <Text color="fg.muted">No audit has been read yet</Text>}
          {data.recentAudits.map((a, i) => (
            <Text key={i} fontSize="sm">
              {a.time.slice(0, 19).replace('T', ' ')} · {a.view} of{' '}
              {a.subject ? (
                <Link to={`/admin/audit/${a.subject.kind}/${encodeURIComponent(a.subject.id)}`}>
                  {a.subject.kind} {a.subject.id}
                </Link>
              ) : (
                'an audit'
              )}{' '}
              by {a.adminName ?? a.adminID}
            </Text>
          ))}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
