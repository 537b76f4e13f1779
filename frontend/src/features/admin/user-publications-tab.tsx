import { Badge, Button, HStack, Input, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BookOpen as LuBookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { PublicationAuditLink } from '../../components/publication-audit-link';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { PaginationNav } from '../../components/pagination-nav';
import { longDate } from '../../config/locale';
import { showToast } from '../../components/toasts/toast-store';
import { href, paths } from '../../config/paths';
import {
  useAdminRemovePublicationMutation,
  useAdminRestorePublicationMutation,
  useAdminUserPublicationsQuery,
  type AdminUserPublication,
} from './user-publications-api';

/** One publication with its removal state and the action that applies: remove (with a note) or restore. */
function PublicationRow({ publication: p }: { publication: AdminUserPublication }) {
  const [note, setNote] = useState('');
  const [remove, removal] = useAdminRemovePublicationMutation();
  const [restore, restoring] = useAdminRestorePublicationMutation();
  const removed = p.removalNote !== null && p.removalNote.trim() !== '';
  const failed = removal.error ?? restoring.error;
  return (
    <Stack as="li" gap={2} borderWidth="1px" borderRadius="md" p={3} aria-label={p.title}>
      <HStack gap={2} wrap="wrap">
        <ChakraLink asChild fontWeight="semibold">
          <Link to={href(paths.publication, { pubNum: p.pubNum })}>{p.title}</Link>
        </ChakraLink>
        <Text color="fg.muted">
          #{p.pubNum} · version {p.version} · {p.publishYear}
        </Text>
        {removed && <Badge colorPalette="red">Removed</Badge>}
        <PublicationAuditLink pubNum={p.pubNum} title={p.title} />
      </HStack>
      {removed && (
        <Text fontSize="sm">
          Removed on {p.removalDate === null ? '–' : longDate(new Date(p.removalDate * 1000))}:{' '}
          {p.removalNote}
        </Text>
      )}
      {removed ? (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          loading={restoring.isLoading}
          onClick={() =>
            void restore({ pubNum: p.pubNum })
              .unwrap()
              .then(() => showToast('success', `Publication ${p.pubNum} is restored.`))
              .catch(() => undefined)
          }
        >
          Restore
        </Button>
      ) : (
        <HStack gap={2} wrap="wrap">
          <Input
            size="sm"
            maxW="md"
            aria-label="Removal note"
            placeholder="Removal note"
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <ConfirmButton
            buttonProps={{
              size: 'sm',
              colorPalette: 'red',
              disabled: !note.trim(),
              loading: removal.isLoading,
            }}
            title={`Remove publication ${p.pubNum}?`}
            text="Visitors and members will see the Article Removed notice with your note instead of the publication. You can restore it later."
            confirmLabel="Remove publication"
            loading={removal.isLoading}
            onConfirm={() =>
              remove({ pubNum: p.pubNum, note: note.trim() })
                .unwrap()
                .then(() => {
                  setNote('');
                  showToast('success', `Publication ${p.pubNum} is removed.`);
                })
                .catch(() => undefined)
            }
          >
            Remove
          </ConfirmButton>
        </HStack>
      )}
      <FormError message={failed ? (errorOf(failed)?.message ?? 'Error') : null} />
    </Stack>
  );
}

/** The admin user page's Publications tab: what the member is an author of, removed ones marked. */
export function UserPublicationsTab({ userID }: { userID: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useAdminUserPublicationsQuery({ userID, page });
  if (isLoading) return <Skeleton height="16" />;
  if (!data) return <FormError message={error ? (errorOf(error)?.message ?? 'Error') : null} />;
  if (data.publications.length === 0)
    return (
      <EmptyNotice
        icon={LuBookOpen}
        title="No publications yet"
        description="Publications by this member in the Journal, removed ones included, will be listed here."
      />
    );
  return (
    <Stack gap={4}>
      <Stack as="ul" gap={3} listStyleType="none" aria-label="Publications">
        {data.publications.map((p) => (
          <PublicationRow key={p.pubNum} publication={p} />
        ))}
      </Stack>
      {data.total > data.limit && (
        <PaginationNav
          label="Publication pages"
          page={page}
          pageCount={Math.ceil(data.total / data.limit)}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
