import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Search as LuSearch } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { useTierName } from '../../api/tiers-api';
import { EmptyNotice } from '../../components/empty-notice';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { PaginationNav } from '../../components/pagination-nav';
import { adminSearchTarget, adminSearchTypes } from '../../components/search-form/search-query';
import { href, paths } from '../../config/paths';
import { adminUsersPageSize, useAdminUsersQuery } from './api';
import { TableBox } from '../../components/table-box';

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '–');

/** `/admin/search?queryValue=&queryType=name|email|phone&page=`: members with status, tier, email, phone, last sign-in. */
export function Component() {
  const navigate = useNavigate();
  const tierName = useTierName();
  const [params, setParams] = useSearchParams();
  const value = params.get('queryValue')?.trim() ?? '';
  const type = adminSearchTypes.find((t) => t.value === params.get('queryType')) ?? adminSearchTypes[0]!;
  const page = pageFrom(params.get('page'));
  const [draft, setDraft] = useState(value);
  const [draftType, setDraftType] = useState<string>(type.value);
  const { data, error, isFetching } = useAdminUsersQuery({ queryValue: value, queryType: type.value, page });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = adminSearchTarget(draft, draftType);
    if (target) void navigate(target);
  };

  return (
    <Page title="User search">
      <form onSubmit={submit} role="search" aria-label="User search">
        <HStack align="end" gap={3} wrap="wrap">
          <Field.Root maxW="10rem">
            <Field.Label>Search by</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draftType} onChange={(e) => setDraftType(e.target.value)}>
                {adminSearchTypes.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="14rem">
            <Field.Label>Search for</Field.Label>
            <Input value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field.Root>
          <Button type="submit" loading={isFetching}>
            <LuSearch aria-hidden /> Search
          </Button>
        </HStack>
      </form>
      {value && (
        <Text color="fg.muted">
          {type.label}: “{value}”{data ? ` · ${data.total} found` : ''}
        </Text>
      )}
      <FormError message={error ? (errorOf(error)?.message ?? 'Error') : null} />
      {data && data.users.length === 0 && (
        <EmptyNotice
          icon={LuSearch}
          title="No users found"
          description="Users whose name, email or phone match will be listed here, each with a link to their account."
        />
      )}
      {data && data.users.length > 0 && (
        <Stack gap={4}>
          <TableBox label="Users">
            <Table.Root size="sm" aria-label="Users">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Tier</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.users.map((user) => (
                  <Table.Row key={user.userID}>
                    <Table.Cell>
                      <Link to={href(paths.adminUser, { userID: user.userID, tabID: 'payment-history' })}>
                        {user.firstName} {user.lastName}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      {user.status === 'banned' ? (
                        <Badge colorPalette="red" title={user.banReason ?? undefined}>
                          Banned
                        </Badge>
                      ) : (
                        <Badge colorPalette="green">Active</Badge>
                      )}
                      {user.admin && <Badge ms={1}>Admin</Badge>}
                    </Table.Cell>
                    <Table.Cell>{user.membershipTier ? tierName(user.membershipTier) : '–'}</Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell>{user.phone ?? '–'}</Table.Cell>
                    <Table.Cell>{day(user.lastSignIn)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableBox>
          <PaginationNav
            label="User pages"
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / adminUsersPageSize))}
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
