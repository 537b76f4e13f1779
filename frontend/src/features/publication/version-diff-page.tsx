import {
  Box,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { type DiffRun, type FieldDiff, useVersionDiffQuery } from './api';
import { formatDate } from './publication';
import { RemovalNotice } from './removal-notice';

const labels: Record<FieldDiff['field'], string> = {
  title: 'Title',
  abstract: 'Abstract',
  authors: 'Authors',
  keywords: 'Keywords',
  licence: 'Licence',
  body: 'Body',
};

/** Runs as text: inserted words marked <ins>, deleted ones <del>; list items separated. */
function Runs({ runs, kind }: { runs: DiffRun[]; kind: FieldDiff['kind'] }) {
  return (
    <Text as="div" whiteSpace="pre-wrap">
      {runs.map((run, i) => {
        const sep = kind === 'list' && i > 0 ? ' · ' : '';
        if (run.op === 'insert')
          return (
            <Box as="ins" key={i} bg="green.subtle" color="green.fg" textDecoration="underline">
              {sep}
              {run.text}
            </Box>
          );
        if (run.op === 'delete')
          return (
            <Box as="del" key={i} bg="red.subtle" color="red.fg">
              {sep}
              {run.text}
            </Box>
          );
        return (
          <span key={i}>
            {sep}
            {run.text}
          </span>
        );
      })}
    </Text>
  );
}

function FieldView({ diff }: { diff: FieldDiff }) {
  return (
    <Box as="section" aria-label={labels[diff.field]} borderTopWidth="1px" pt={3}>
      <Heading as="h2" size="sm" mb={2}>
        {labels[diff.field]} {diff.changed ? '' : '(unchanged)'}
      </Heading>
      {/* Inline on narrow screens; side by side on wide ones. */}
      <Box hideFrom="lg" data-testid={`inline-${diff.field}`}>
        <Runs runs={diff.inline} kind={diff.kind} />
      </Box>
      <Stack hideBelow="lg" gap={2}>
        {diff.rows.map((row, i) => (
          <SimpleGrid key={i} columns={2} gap={4} data-testid={`side-by-side-${diff.field}`}>
            <Box>{row.before && <Runs runs={row.before} kind={diff.kind} />}</Box>
            <Box>{row.after && <Runs runs={row.after} kind={diff.kind} />}</Box>
          </SimpleGrid>
        ))}
      </Stack>
    </Box>
  );
}

/** `/journal/publications/:pubNum/diff/:from/:to`: two versions compared, computed on the server. */
export function Component() {
  const params = useParams();
  const pubNum = Number(params.pubNum);
  const from = Number(params.from);
  const to = Number(params.to);
  const valid = [pubNum, from, to].every((n) => Number.isSafeInteger(n) && n > 0) && from !== to;
  const { data, error, isLoading } = useVersionDiffQuery({ pubNum, from, to }, { skip: !valid });
  const failure = errorOf(error);
  const title = `Publication ${params.pubNum ?? ''}: version ${params.from ?? ''} compared with ${params.to ?? ''}`;
  if (isLoading) {
    return (
      <Page title={title}>
        <Skeleton height="24" />
      </Page>
    );
  }
  if (failure?.type === 'removal-note') {
    const data = (failure.data ?? {}) as { removalNote?: string; removalDate?: number };
    return (
      <Page title={title}>
        <RemovalNotice
          publication={{
            removalNote: data.removalNote ?? failure.message,
            removalDate: data.removalDate ?? null,
          }}
        />
      </Page>
    );
  }
  if (!valid || failure || !data) {
    return (
      <Page title={title}>
        <FormError message={failure?.message ?? 'These versions cannot be compared.'} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <Stack gap={4}>
        <HStack gap={4} wrap="wrap">
          <ChakraLink asChild>
            <Link to={href(paths.publicationVersion, { pubNum, version: from })}>
              Version {from} ({formatDate(data.from.publishDate)})
            </Link>
          </ChakraLink>
          <Text>→</Text>
          <ChakraLink asChild>
            <Link to={href(paths.publicationVersion, { pubNum, version: to })}>
              Version {to} ({formatDate(data.to.publishDate)})
            </Link>
          </ChakraLink>
          <Text color="fg.muted">
            {data.words.inserted} words added, {data.words.deleted} removed
            {data.pdf.changed ? '; the PDF changed' : ''}
          </Text>
        </HStack>
        {data.changeNotes.map((n) => (
          <Text key={n.version}>
            Version {n.version}: {n.changeNote}
          </Text>
        ))}
        {data.fields.map((f) => (
          <FieldView key={f.field} diff={f} />
        ))}
      </Stack>
    </Page>
  );
}
