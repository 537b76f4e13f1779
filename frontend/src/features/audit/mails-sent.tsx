import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { errorOf } from '../../api/base-api';
import { TableBox } from '../../components/table-box';
import { useAuditMailsQuery } from './api';
import { auditInstant } from './audit-value';

/** When a mail was queued or sent, as the audit writes instants. */
const when = (iso: string | null): string => (iso ? auditInstant(iso) : '—');

/** The mails the academy queued for the member: which, when, and whether they were sent (never their text). */
export function MailsSent({ userID }: { userID: string }) {
  const { data, error, isLoading } = useAuditMailsQuery(userID);
  return (
    <Box as="section" aria-labelledby="mails-heading" borderWidth="1px" borderRadius="lg" p={4} minW={0}>
      <Stack gap={3}>
        <Heading as="h2" size="md" id="mails-heading">
          Mails sent
        </Heading>
        {error ? <Text color="fg.error">{errorOf(error)?.message ?? 'Error'}</Text> : null}
        {isLoading ? <Text>Loading…</Text> : null}
        {data && data.mails.length === 0 ? <Text>No mail was sent to this member.</Text> : null}
        {data && data.mails.length > 0 ? (
          <TableBox label="Mails sent">
            <Table.Root size="sm" aria-label="Mails sent">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Queued</Table.ColumnHeader>
                  <Table.ColumnHeader>Sent</Table.ColumnHeader>
                  <Table.ColumnHeader>Attempts</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.mails.map((mail) => (
                  <Table.Row key={`${mail.kind}-${mail.queuedAt}`}>
                    <Table.Cell>{mail.kind}</Table.Cell>
                    <Table.Cell>
                      {mail.lastError && mail.status !== 'sent'
                        ? `${mail.status} (${mail.lastError})`
                        : mail.status}
                    </Table.Cell>
                    <Table.Cell>{when(mail.queuedAt)}</Table.Cell>
                    <Table.Cell>{when(mail.sentAt)}</Table.Cell>
                    <Table.Cell>{mail.attempts}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableBox>
        ) : null}
      </Stack>
    </Box>
  );
}
