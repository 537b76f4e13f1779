import { type PublicTier } from '@academy/domain';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatDate,
  type MembershipAnswer,
  useStartMembershipCheckoutMutation,
} from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { showToast } from '../../components/toasts/toast-store';
import {
  useCancelMembershipMutation,
  useOpenBillingPortalMutation,
  useWithdrawCancellationMutation,
} from './api';
import { ChangeTierControl } from './change-tier-control';
import { TierSelect } from './tier-select';

type Action = 'change' | 'keep' | 'cancel' | 'withdraw' | 'renew' | 'billing';

/** Change tier (or keep it), cancel at the period end, withdraw the cancellation, renew: each with loading, a toast, the server's message. */
export function MembershipActions({
  membership,
  tiers,
}: {
  membership: MembershipAnswer;
  tiers: readonly PublicTier[];
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Action | null>(null);
  const [startCheckout] = useStartMembershipCheckoutMutation();
  const [cancel] = useCancelMembershipMutation();
  const [withdraw] = useWithdrawCancellationMutation();
  const [openBillingPortal] = useOpenBillingPortalMutation();
  const currentID = membership.tier?.id ?? null;
  const running = ['active', 'cancelling', 'past-due'].includes(membership.status);
  const [choice, setChoice] = useState<string>(
    currentID ?? tiers.find((t) => t.price)?.id ?? tiers[0]?.id ?? '',
  );

  const go = async (checkoutUrl: string) => {
    if (checkoutUrl.startsWith('/')) await navigate(checkoutUrl);
    else window.location.assign(checkoutUrl);
  };

  const run = async (action: Action, work: () => Promise<string | null>) => {
    setBusy(action);
    try {
      const message = await work();
      if (message) showToast('success', message);
    } catch (caught) {
      showToast('warning', toProductError(caught).message);
    } finally {
      setBusy(null);
    }
  };

  const nameOf = (id: string) => tiers.find((t) => t.id === id)?.name ?? id;

  return (
    <Stack gap={4}>
      {membership.billingPortal && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          loading={busy === 'billing'}
          disabled={busy !== null}
          onClick={() =>
            void run('billing', async () => {
              await go((await openBillingPortal().unwrap()).url);
              return null;
            })
          }
        >
          Manage billing
        </Button>
      )}
      {running && <ChangeTierControl membership={membership} tiers={tiers} busy={busy} run={run} go={go} />}
      {membership.status === 'active' && membership.periodEnd && (
        <HStack gap={3}>
          <ConfirmButton
            buttonProps={{
              size: 'sm',
              variant: 'outline',
              colorPalette: 'red',
              loading: busy === 'cancel',
              disabled: busy !== null,
            }}
            title="Cancel your membership?"
            text={`It stays active until ${formatDate(membership.periodEnd!)} and then ends; it will not renew. You can withdraw the cancellation until then.`}
            confirmLabel="Cancel membership"
            dismissLabel="Keep membership"
            loading={busy === 'cancel'}
            onConfirm={() =>
              run('cancel', async () => {
                await cancel({}).unwrap();
                return `Your membership ends on ${formatDate(membership.periodEnd!)}.`;
              })
            }
          >
            Cancel membership
          </ConfirmButton>
          <Text fontSize="sm" color="fg.muted">
            It stays active until the end of the period.
          </Text>
        </HStack>
      )}
      {membership.status === 'cancelling' && (
        <Button
          size="sm"
          alignSelf="start"
          loading={busy === 'withdraw'}
          disabled={busy !== null}
          onClick={() =>
            void run('withdraw', async () => {
              await withdraw().unwrap();
              return 'Your cancellation is withdrawn: the membership continues.';
            })
          }
        >
          Withdraw cancellation
        </Button>
      )}
      {!running && (
        <HStack gap={3} wrap="wrap">
          <TierSelect label="Tier" tiers={tiers} value={choice} onChange={setChoice} />
          <Button
            size="sm"
            colorPalette="blue"
            loading={busy === 'renew'}
            disabled={busy !== null || !choice}
            onClick={() =>
              void run('renew', async () => {
                const answer = await startCheckout({ membershipTier: choice }).unwrap();
                if (answer.checkoutUrl) {
                  await go(answer.checkoutUrl);
                  return null;
                }
                return `Your ${nameOf(choice)} membership is active.`;
              })
            }
          >
            {membership.status === 'expired'
              ? 'Renew'
              : membership.status === 'pending-payment' && choice === currentID
                ? 'Complete payment'
                : 'Choose tier'}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
