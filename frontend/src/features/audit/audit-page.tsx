import { type AuditSubjectKind } from '@academy/domain';
import { Alert, Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Download as LuDownload } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { PaginationNav } from '../../components/pagination-nav';
import { auditPageSize, auditPath, useAuditTimelineQuery } from './api';
import { AuditTimelineList } from './audit-timeline';
import { MailsSent } from './mails-sent';
import { TimeTravel } from './time-travel';

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};

/** The audit of one user or publication: filter chips, dates, export, the timeline and time travel. */
export function AuditPage({ kind, id }: { kind: AuditSubjectKind; id: string }) {
  const [params, setParams] = useSearchParams();
  const types = (params.get('type') ?? '').split(',').filter(Boolean);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = pageFrom(params.get('page'));
  const { data, error, isLoading } = useAuditTimelineQuery({ kind, id, page, types, from, to });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const toggle = (type: string) =>
    update({ type: (types.includes(type) ? types.filter((t) => t !== type) : [...types, type]).join(',') });

  const exportHref = (format: 'jsonl' | 'csv') => {
    const query = new URLSearchParams({ format });
    if (types.length > 0) query.set('type', types.join(','));
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    return `${auditPath(kind, id)}?${query.toString()}`;
  };

  const title = data
    ? `Audit: ${data.subject.name}`
    : kind === 'user'
      ? 'Audit of a user'
      : `Audit of publication ${id}`;
  if (isLoading) return <PageLoading />;
  return (
    <Page title={title}>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorOf(error)?.message ?? 'Error'}</Alert.Title>
        </Alert.Root>
      )}
      {data && (
        <Stack gap={6}>
          <TimeTravel kind={kind} id={id} />
          {kind === 'user' && <MailsSent userID={id} />}
          <Stack gap={3} as="section" aria-label="Filters">
            <HStack gap={2} wrap="wrap" role="group" aria-label="Event types">
              {data.types.map((t) => (
                <Button
                  key={t.type}
                  size="xs"
                  borderRadius="full"
                  variant={types.includes(t.type) ? 'solid' : 'outline'}
                  aria-pressed={types.includes(t.type)}
                  onClick={() => toggle(t.type)}
                >
                  {t.label} ({t.count})
                </Button>
              ))}
            </HStack>
            <HStack gap={3} align="end" wrap="wrap">
              <Field.Root maxW="12rem">
                <Field.Label>From</Field.Label>
                <Input type="date" value={from} onChange={(e) => update({ from: e.target.value })} />
              </Field.Root>
              <Field.Root maxW="12rem">
                <Field.Label>To</Field.Label>
                <Input type="date" value={to} onChange={(e) => update({ to: e.target.value })} />
              </Field.Root>
              <Button asChild variant="outline" size="sm">
                <Link href={exportHref('jsonl')} download>
                  <LuDownload aria-hidden /> Export JSON Lines
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link href={exportHref('csv')} download>
                  <LuDownload aria-hidden /> Export CSV
                </Link>
              </Button>
            </HStack>
          </Stack>
          <Text color="fg.muted" aria-live="polite">
            {data.total} {data.total === 1 ? 'event' : 'events'}
          </Text>
          <AuditTimelineList entries={data.entries} />
          <PaginationNav
            label="Audit pages"
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / auditPageSize))}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      )}
    </Page>
  );
}
