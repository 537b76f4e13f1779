import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ShieldCheck as LuShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { Page } from '../../components/page';
import { showToast } from '../../components/toasts/toast-store';
import { href, paths } from '../../config/paths';
import {
  useAdminsQuery,
  useAdminUsersQuery,
  useGrantAdminMutation,
  useRevokeAdminMutation,
  type AdminListEntry,
} from './api';
import { TableBox } from '../../components/table-box';
import { revokeQuestion } from './revoke-question';

const lastAdminReason = 'The last admin cannot be removed: grant admin to another member first.';

/** Revoke with a confirm dialog. */
function RevokeButton({ admin, last }: { admin: AdminListEntry; last: boolean }) {
  const [open, setOpen] = useState(false);
  const [revoke, state] = useRevokeAdminMutation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const self = viewer.userID === admin.userID;
  const question = revokeQuestion({ name: `${admin.name} (${admin.email})`, self });
  if (last) {
    return (
      <Text fontSize="sm" color="fg.muted" title={lastAdminReason}>
        {lastAdminReason}
      </Text>
    );
  }
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          Revoke
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{question.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{question.text}</Text>
              <FormError message={state.error ? (errorOf(state.error)?.message ?? 'Error') : null} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={state.isLoading}
                onClick={() =>
                  void revoke(admin.userID)
                    .unwrap()
                    .then(async () => {
                      setOpen(false);
                      showToast('success', question.done);
                      // No longer an admin: this page would answer 403; their own settings are theirs.
                      if (self) await navigate(paths.manageMembership);
                    })
                    .catch(() => undefined)
                }
              >
                Revoke
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Grant by searching a member (name or email). */
function GrantAdmin() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [grant, grantState] = useGrantAdminMutation();
  const queryType = query.includes('@') ? 'email' : 'name';
  const { data, isFetching } = useAdminUsersQuery(
    { queryValue: query, queryType, page: 1 },
    { skip: !query },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <Stack gap={2}>
      <form onSubmit={submit} aria-label="Find a member to make admin">
        <HStack align="end" gap={3}>
          <Field.Root maxW="sm">
            <Field.Label>Grant admin to a member (name or email)</Field.Label>
            <Input value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field.Root>
          <Button type="submit" loading={isFetching}>
            Find
          </Button>
        </HStack>
      </form>
      {data && data.users.length === 0 && <Text color="fg.muted">No members found</Text>}
      {data?.users.map((user) => (
        <HStack key={user.userID} gap={3}>
          <Text>
            {user.firstName} {user.lastName} · {user.email}
          </Text>
          {user.admin ? (
            <Badge>Admin</Badge>
          ) : (
            <ConfirmButton
              buttonProps={{ size: 'xs', loading: grantState.isLoading }}
              title="Grant admin rights?"
              text={`${user.firstName} ${user.lastName} (${user.email}) will be able to use the whole admin area: ban members, grant orders and change admins.`}
              confirmLabel="Grant admin"
              loading={grantState.isLoading}
              onConfirm={() =>
                grant(user.userID)
                  .unwrap()
                  .then(() => showToast('success', `${user.firstName} ${user.lastName} is now an admin.`))
                  .catch(() => undefined)
              }
            >
              Grant admin
            </ConfirmButton>
          )}
        </HStack>
      ))}
      <FormError message={grantState.error ? (errorOf(grantState.error)?.message ?? 'Error') : null} />
    </Stack>
  );
}

/** `/admin/access`: the admins, who granted them and when; grant and revoke (never the last admin). */
export function Component() {
  const { data, error } = useAdminsQuery();
  const admins = data?.admins ?? [];
  return (
    <Page title="Admin Management">
      <FormError message={error ? (errorOf(error)?.message ?? 'Error') : null} />
      {data && admins.length === 0 && (
        <EmptyNotice
          icon={LuShieldCheck}
          title="No admins to show"
          description="The admins of the academy will be listed here; you can grant or revoke admin rights, but never remove the last admin."
        />
      )}
      {admins.length > 0 && (
        <TableBox label="Admins">
          <Table.Root size="sm" aria-label="Admins">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Admin</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Granted by</Table.ColumnHeader>
                <Table.ColumnHeader>Since</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {admins.map((admin) => (
                <Table.Row key={admin.userID}>
                  <Table.Cell>
                    <Link to={href(paths.adminUser, { userID: admin.userID, tabID: 'payment-history' })}>
                      {admin.name}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{admin.email}</Table.Cell>
                  <Table.Cell>{admin.byName ?? '–'}</Table.Cell>
                  <Table.Cell>{admin.since ? admin.since.slice(0, 16).replace('T', ' ') : '–'}</Table.Cell>
                  <Table.Cell>
                    <RevokeButton admin={admin} last={admins.length === 1} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableBox>
      )}
      <GrantAdmin />
    </Page>
  );
}
