import { correlationGroupName, countOf } from '@academy/domain';
import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { type AuditTimelineEntry } from './api';
import { auditFieldLabel } from './audit-field-labels';
import { useAuditValueText } from './audit-value';

interface Group {
  correlationId: string;
  entries: AuditTimelineEntry[];
}

/** Entries (newest first) by UTC day, and within a day, neighbours sharing a correlation id together. */
export const groupEntries = (entries: readonly AuditTimelineEntry[]): { day: string; groups: Group[] }[] => {
  const days: { day: string; groups: Group[] }[] = [];
  for (const entry of entries) {
    const day = entry.time.slice(0, 10);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, groups: [] };
      days.push(current);
    }
    const last = current.groups.at(-1);
    if (last && last.correlationId === entry.correlationId) last.entries.push(entry);
    else current.groups.push({ correlationId: entry.correlationId, entries: [entry] });
  }
  return days;
};

function EntryItem({ entry }: { entry: AuditTimelineEntry }) {
  const text = useAuditValueText();
  return (
    <Box
      as="article"
      data-testid="audit-entry"
      borderLeftWidth="2px"
      borderColor="border.emphasized"
      pl={4}
      py={1}
    >
      <HStack gap={2} wrap="wrap">
        <Text fontWeight="semibold">
          {entry.label}, by {entry.actorName}
        </Text>
        <Text color="fg.muted" fontSize="sm" asChild>
          <time dateTime={entry.time}>{entry.time.slice(11, 19)} UTC</time>
        </Text>
        <Badge variant="outline" size="sm">
          {entry.type}
        </Badge>
      </HStack>
      {entry.reason && <Text fontSize="sm">Reason: {entry.reason}</Text>}
      {entry.changes.length > 0 && (
        <List.Root fontSize="sm" ps={4}>
          {entry.changes.map((change) => (
            <List.Item key={change.field}>
              {auditFieldLabel(change.field)}: {text(change.field, change.before)} →{' '}
              {text(change.field, change.after)}
            </List.Item>
          ))}
        </List.Root>
      )}
      <Text fontSize="xs" color="fg.muted">
        Correlation {entry.correlationId} · {entry.streamId} v{entry.version}
      </Text>
    </Box>
  );
}

/** The vertical timeline: one heading per day, events of one correlation id grouped ("sign-up: 3 events"). */
export function AuditTimelineList({ entries }: { entries: readonly AuditTimelineEntry[] }) {
  return (
    <Stack gap={6} as="ol" listStyleType="none" aria-label="Audit timeline">
      {groupEntries(entries).map(({ day, groups }) => (
        <Box as="li" key={day}>
          <Heading as="h2" size="md" mb={3}>
            {day}
          </Heading>
          <Stack gap={3}>
            {groups.map((group) =>
              group.entries.length > 1 ? (
                <Box
                  key={`${group.correlationId}-${group.entries[0]!.eventId}`}
                  borderWidth="1px"
                  borderRadius="md"
                  p={3}
                >
                  <Text fontSize="sm" fontWeight="semibold" mb={2}>
                    {correlationGroupName(group.entries.at(-1)!.type)}:{' '}
                    {countOf(group.entries.length, 'event')}
                  </Text>
                  <Stack gap={3}>
                    {group.entries.map((entry) => (
                      <EntryItem key={entry.eventId} entry={entry} />
                    ))}
                  </Stack>
                </Box>
              ) : (
                <EntryItem key={group.entries[0]!.eventId} entry={group.entries[0]!} />
              ),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
