import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { TableBox } from '../../components/table-box';
import { errorOf } from '../../api/base-api';
import { useRetryMailMutation, type OperationsAnswer } from './operations-api';
import { count, when } from './operations-words';

interface FailureTableProps {
  title: string;
  summary: string;
  empty: string;
  headers: string[];
  rows: ReactNode[][];
}

/** One kind of failure: its count in words, then its newest rows (or what an empty list means). */
function FailureTable({ title, summary, empty, headers, rows }: FailureTableProps) {
  return (
    <Stack gap={2}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="fg.muted">{rows.length === 0 ? empty : summary}</Text>
      {rows.length > 0 && (
        <TableBox label={title}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {headers.map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((cells, i) => (
                <Table.Row key={i}>
                  {cells.map((cell, j) => (
                    <Table.Cell key={headers[j]} minW={j === cells.length - 1 ? '16rem' : undefined}>
                      {cell}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableBox>
      )}
    </Stack>
  );
}

/** A waiting mail's next attempt, and Retry now (the server's refusal shown beside it). */
function MailNextAttempt({ mail }: { mail: OperationsAnswer['failures']['mails']['latest'][number] }) {
  const [retry, state] = useRetryMailMutation();
  return (
    <Stack gap={1} align="start">
      <Text>Next attempt {when(mail.nextAttemptAt)}</Text>
      <Button
        size="xs"
        variant="outline"
        loading={state.isLoading}
        onClick={() =>
          void retry(mail.messageId)
            .unwrap()
            .catch(() => undefined)
        }
      >
        Retry now
      </Button>
      {state.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {errorOf(state.error)?.message ?? 'Error'}
        </Text>
      )}
    </Stack>
  );
}

/** Parked Kafka messages, payment events not read, and mail failed or waiting, with their errors. */
export function OperationsFailures({ failures }: { failures: OperationsAnswer['failures'] }) {
  const { parkedMessages: parked, unreadablePaymentEvents: payments, mails } = failures;
  return (
    <Stack gap={6}>
      <FailureTable
        title="Messages set aside"
        summary={`${count(parked.count)} Kafka messages a read model could not apply; the newest:`}
        empty="No Kafka message was set aside."
        headers={['Read model', 'Partition and offset', 'When', 'Error']}
        rows={parked.latest.map((m) => [
          m.readModel,
          `${m.partition} / ${count(m.offset)}`,
          when(m.at),
          `${m.reason === 'not-an-event' ? 'Not an event' : 'Failed'}: ${m.error}`,
        ])}
      />
      <FailureTable
        title="Payment events not read"
        summary={`${count(payments.count)} payment events could not be read (the provider delivers them again); the newest:`}
        empty="Every payment event was read."
        headers={['When', 'Provider', 'Type', 'Problem']}
        rows={payments.latest.map((e) => [
          when(e.time),
          e.provider,
          e.type,
          e.appliedSince ? `${e.problem} (applied since)` : e.problem,
        ])}
      />
      <FailureTable
        title="Mail failed or waiting"
        summary={`${count(mails.failed)} failed for good, ${count(mails.waiting)} waiting to be sent; the newest that failed at least once:`}
        empty={`No mail failed. ${count(mails.waiting)} waiting to be sent.`}
        headers={['Kind', 'Queued', 'Attempts', 'Status', 'Error']}
        rows={mails.latest.map((m) => [
          m.kind,
          when(m.createdAt),
          String(m.attempts),
          m.status === 'failed' ? 'Given up' : <MailNextAttempt key={m.messageId} mail={m} />,
          m.error ?? '',
        ])}
      />
    </Stack>
  );
}
