import { Badge, Box, Button, DataList, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { errorOf } from '../../api/base-api';
import { useTierName } from '../../api/tiers-api';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { showToast } from '../../components/toasts/toast-store';
import { paths } from '../../config/paths';
import {
  useAdminUserQuery,
  useBanUserMutation,
  useGrantAdminMutation,
  useRevokeAdminMutation,
  useUnbanUserMutation,
} from './api';
import { EraseMemberAction } from './erase-member-action';
import { FreeOrderAction } from './free-order-action';
import { heldTierName, membershipStatusText } from '../../components/membership/membership-status-text';
import { revokeQuestion } from './revoke-question';

/** The admin user page's header: who they are, their membership, ban and admin state, and the actions on them. */
export function UserHeader({ userID }: { userID: string }) {
  const { data: user, error } = useAdminUserQuery(userID);
  const tierName = useTierName();
  const [reason, setReason] = useState('');
  const [ban, banState] = useBanUserMutation();
  const [unban, unbanState] = useUnbanUserMutation();
  const [grant, grantState] = useGrantAdminMutation();
  const [revoke, revokeState] = useRevokeAdminMutation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const failed = banState.error ?? unbanState.error ?? grantState.error ?? revokeState.error ?? error;

  if (!user) return <FormError message={error ? (errorOf(error)?.message ?? 'Error') : null} />;
  const banned = user.status === 'banned';
  const name = `${user.firstName} ${user.lastName}`;
  const self = viewer.userID === userID;
  const question = revokeQuestion({ name, self });
  /** Runs an action; its toast says what happened (a refusal shows below, from the mutation's state). */
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setReason('');
      showToast('success', done);
    } catch {
      // The mutation's error shows in the form's error line.
    }
  };
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Phone', user.phone ?? '–'],
    ['Tier', heldTierName(user.membership, tierName)],
    ['Membership status', membershipStatusText(user.membership)],
    ['Admin', user.admin ? `Yes (since ${user.adminSince?.slice(0, 10) ?? '–'})` : 'No'],
    ['Status', banned ? `Banned: ${user.banReason ?? ''}` : 'Active'],
    ['Created', user.created.slice(0, 10)],
  ];
  return (
    <Box as="section" aria-label="User" borderWidth="1px" borderRadius="lg" p={4}>
      <Stack gap={4}>
        <HStack gap={2}>
          <Heading as="h2" size="lg">
            {user.firstName} {user.lastName}
          </Heading>
          {banned && <Badge colorPalette="red">Banned</Badge>}
          {user.admin && <Badge>Admin</Badge>}
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              {/* A long email breaks where it must rather than widen a phone's page. */}
              <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <HStack align="end" gap={3} wrap="wrap">
          <Field.Root maxW="sm" required={!banned}>
            <Field.Label>Reason</Field.Label>
            <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          {banned ? (
            <Button
              variant="outline"
              loading={unbanState.isLoading}
              onClick={() =>
                void act(
                  () => unban({ userID, reason: reason.trim() }).unwrap(),
                  `${name} is no longer banned.`,
                )
              }
            >
              Unban
            </Button>
          ) : (
            <Button
              colorPalette="red"
              disabled={!reason.trim()}
              loading={banState.isLoading}
              onClick={() =>
                void act(() => ban({ userID, reason: reason.trim() }).unwrap(), `${name} is banned.`)
              }
            >
              Ban
            </Button>
          )}
          {user.admin ? (
            <ConfirmButton
              buttonProps={{ variant: 'outline', loading: revokeState.isLoading }}
              title={question.title}
              text={question.text}
              confirmLabel="Revoke admin"
              loading={revokeState.isLoading}
              onConfirm={() =>
                act(async () => {
                  await revoke(userID).unwrap();
                  // No longer an admin: this page would answer 403; their own settings are theirs.
                  if (self) await navigate(paths.manageMembership);
                }, question.done)
              }
            >
              Revoke admin
            </ConfirmButton>
          ) : (
            <ConfirmButton
              buttonProps={{ variant: 'outline', loading: grantState.isLoading }}
              title="Grant admin rights?"
              text={`${name} will be able to use the whole admin area: ban members, grant orders and change admins.`}
              confirmLabel="Grant admin"
              loading={grantState.isLoading}
              onConfirm={() => act(() => grant(userID).unwrap(), `${name} is now an admin.`)}
            >
              Grant admin
            </ConfirmButton>
          )}
        </HStack>
        <FormError message={failed ? (errorOf(failed)?.message ?? 'Error') : null} />
        <FreeOrderAction userID={userID} name={name} />
        {!user.admin && <EraseMemberAction userID={userID} name={name} />}
      </Stack>
    </Box>
  );
}
