import { type AuditState, type AuditSubjectKind } from '@academy/domain';
import { Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorOf } from '../../api/base-api';
import { useLazyAuditStateAtQuery } from './api';
import { auditFieldLabel } from './audit-field-labels';
import { useAuditValueText } from './audit-value';

function StateTable({ caption, state }: { caption: string; state: AuditState }) {
  const text = useAuditValueText();
  return (
    <Table.Root size="sm" variant="outline" aria-label={caption}>
      <Table.Caption captionSide="top" textAlign="start">
        {caption}
      </Table.Caption>
      <Table.Body>
        {Object.entries(state).map(([field, value]) => (
          <Table.Row key={field}>
            <Table.Cell fontWeight="medium">{auditFieldLabel(field)}</Table.Cell>
            <Table.Cell>{text(field, value)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** "As of": the subject exactly as it stood at a chosen instant, folded from its streams up to then. */
export function TimeTravel({ kind, id }: { kind: AuditSubjectKind; id: string }) {
  const [value, setValue] = useState('');
  const [load, { data, error, isFetching }] = useLazyAuditStateAtQuery();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return;
    void load({ kind, id, at: at.toISOString() });
  };
  return (
    <Box as="section" aria-labelledby="time-travel-heading" borderWidth="1px" borderRadius="lg" p={4}>
      <Stack gap={3}>
        <Heading as="h2" size="md" id="time-travel-heading">
          Time travel
        </Heading>
        <form onSubmit={submit}>
          <HStack align="end" gap={3} wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>As of</Field.Label>
              <Input
                type="datetime-local"
                step="1"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </Field.Root>
            <Button type="submit" loading={isFetching} disabled={!value}>
              Show state
            </Button>
          </HStack>
        </form>
        {error && <Text color="fg.error">{errorOf(error)?.message ?? 'Error'}</Text>}
        {data && !data.exists && <Text>It did not exist yet at {data.at}.</Text>}
        {data?.state && (
          <Stack gap={3} data-testid="state-as-of">
            <StateTable caption={`As of ${data.at}`} state={data.state} />
            {data.related.map((part) => (
              <StateTable key={part.streamId} caption={part.streamId} state={part.state} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
