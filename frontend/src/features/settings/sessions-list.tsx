import { Badge, Button, Skeleton, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { toProductError } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { useEndOtherSessionsMutation, useEndSessionMutation, useMemberSessionsQuery } from './api';
import { LOCALE } from '../../config/locale';

const when = (iso: string) =>
  new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** The member's signed-in browsers: device, created, last seen, the current one marked; end one or all others. */
export function SessionsList() {
  const { data, error, isLoading } = useMemberSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, others] = useEndOtherSessionsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const act = (run: () => Promise<unknown>) => {
    setFailure(null);
    run().catch((caught: unknown) => setFailure(toProductError(caught).message));
  };

  if (isLoading) return <Skeleton height="24" />;
  if (error)
    return <FormError message={toProductError(error).message} title="Sessions could not be loaded" />;
  const sessions = data?.sessions ?? [];
  return (
    <Stack gap={3}>
      <FormError message={failure} title="The session was not ended" />
      <Table.Root size="sm" aria-label="Signed-in browsers">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Device</Table.ColumnHeader>
            <Table.ColumnHeader>Signed in</Table.ColumnHeader>
            <Table.ColumnHeader>Last seen</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sessions.map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell>
                {s.device} {s.current && <Badge colorPalette="green">This browser</Badge>}
              </Table.Cell>
              <Table.Cell>{when(s.createdAt)}</Table.Cell>
              <Table.Cell>{when(s.lastSeenAt)}</Table.Cell>
              <Table.Cell>
                {!s.current && (
                  <Button size="xs" variant="outline" onClick={() => act(() => endSession(s.id).unwrap())}>
                    Sign out {s.device}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {sessions.length > 1 && (
        <Button
          alignSelf="start"
          variant="outline"
          loading={others.isLoading}
          onClick={() => act(() => endOthers().unwrap())}
        >
          Sign out all other browsers
        </Button>
      )}
    </Stack>
  );
}
