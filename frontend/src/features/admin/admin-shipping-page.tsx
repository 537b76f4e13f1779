import { countOf, shipmentStatuses } from '@academy/domain';
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Download as LuDownload, Truck as LuTruck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { useTierName } from '../../api/tiers-api';
import { CountrySelect } from '../../components/country/country-select';
import { countryName } from '../../components/country/country-names';
import { EmptyNotice } from '../../components/empty-notice';
import { shipmentStatusLabels } from '../../components/shipments/shipment-words';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { PaginationNav } from '../../components/pagination-nav';
import { href, paths } from '../../config/paths';
import { ImportShipped } from './import-shipped';
import { ShipmentActions } from './shipment-actions';
import { adminShipmentsPageSize, shipmentFilterParams, useAdminShipmentsQuery } from './shipping-api';
import { TableBox } from '../../components/table-box';

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};

/** `/admin/shipping?status=&country=&from=&to=&page=`: token shipments, filtered, paged, with actions. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tierName = useTierName();
  const filters = {
    status: params.get('status') ?? '',
    country: params.get('country') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = pageFrom(params.get('page'));
  const [draft, setDraft] = useState(filters);
  const { data, error, isFetching } = useAdminShipmentsQuery({ ...filters, page });
  const exportHref = `/rest/admin/shipments?${new URLSearchParams({ ...shipmentFilterParams(filters), format: 'csv' })}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(new URLSearchParams(shipmentFilterParams({ ...draft, country: draft.country.trim() })));
  };
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft({ ...draft, [name]: e.target.value }),
  });

  return (
    <Page title="Token Shipping">
      <form onSubmit={submit} aria-label="Shipment filters">
        <HStack align="end" gap={3} wrap="wrap">
          <Field.Root maxW="10rem">
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('status')}>
                <option value="">Any</option>
                {shipmentStatuses.map((s) => (
                  <option key={s} value={s}>
                    {shipmentStatusLabels[s].label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Box minW="12rem" maxW="16rem">
            <CountrySelect
              label="Country"
              emptyLabel="Any country"
              current={filters.country}
              {...field('country')}
            />
          </Box>
          <Field.Root maxW="10rem">
            <Field.Label>From</Field.Label>
            <Input type="date" {...field('from')} />
          </Field.Root>
          <Field.Root maxW="10rem">
            <Field.Label>To</Field.Label>
            <Input type="date" {...field('to')} />
          </Field.Root>
          <Button type="submit" loading={isFetching}>
            Filter
          </Button>
          <Button asChild variant="outline">
            <a href={exportHref} download="shipments.csv">
              <LuDownload aria-hidden /> Export CSV
            </a>
          </Button>
        </HStack>
      </form>
      <ImportShipped />
      <FormError message={error ? (errorOf(error)?.message ?? 'Error') : null} />
      {data && data.shipments.length === 0 && (
        <EmptyNotice
          icon={LuTruck}
          title="No shipments to show"
          description="Token shipments waiting to be sent, and those on their way, will be listed here with their carrier and tracking number."
        />
      )}
      {data && data.shipments.length > 0 && (
        <Stack gap={4}>
          <Text color="fg.muted">{countOf(data.total, 'shipment')}</Text>
          <TableBox label="Shipments">
            <Table.Root size="sm" aria-label="Shipments">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Requested</Table.ColumnHeader>
                  <Table.ColumnHeader>Member</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Carrier / tracking</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.shipments.map((s) => (
                  <Table.Row key={s.shipmentID} data-shipment={s.shipmentID}>
                    <Table.Cell>{s.requested.slice(0, 10)}</Table.Cell>
                    <Table.Cell>
                      <Link to={href(paths.adminUser, { userID: s.userID, tabID: 'shipping' })}>
                        {s.memberName ?? s.userID}
                      </Link>
                      <Text fontSize="xs" color="fg.muted">
                        {tierName(s.tier)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={shipmentStatusLabels[s.status].palette}>
                        {shipmentStatusLabels[s.status].label}
                      </Badge>
                      {s.returnReason && (
                        <Text fontSize="xs" color="fg.muted">
                          {s.returnReason}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {s.address
                        ? [
                            s.address.name,
                            s.address.line1,
                            s.address.city,
                            s.address.postalCode,
                            s.address.country && countryName(s.address.country),
                          ]
                            .filter(Boolean)
                            .join(', ')
                        : 'No address yet'}
                    </Table.Cell>
                    <Table.Cell>{s.carrier ? `${s.carrier} ${s.tracking ?? ''}` : '–'}</Table.Cell>
                    <Table.Cell>
                      <ShipmentActions shipment={s} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableBox>
          <PaginationNav
            label="Shipment pages"
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / adminShipmentsPageSize))}
            onPageChange={(next) => {
              const nextParams = new URLSearchParams(params);
              nextParams.set('page', String(next));
              setParams(nextParams);
            }}
          />
        </Stack>
      )}
    </Page>
  );
}
