import { isUpgrade, type PublicTier } from '@academy/domain';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatAmount, formatDate, type MembershipAnswer } from '../../api/payments-api';
import { useChangeMembershipTierMutation, useWithdrawTierChangeMutation } from './api';
import { TierSelect } from './tier-select';

type Run = (action: 'change' | 'keep', work: () => Promise<string | null>) => Promise<void>;

interface ChangeTierControlProps {
  membership: MembershipAnswer;
  tiers: readonly PublicTier[];
  busy: string | null;
  run: Run;
  /** Where an upgrade is paid. */
  go: (checkoutUrl: string) => Promise<void>;
}

const perInterval = { year: ' a year', month: ' a month', none: '' } as const;

/**
 * A running membership's change of tier: an upgrade is paid now at the full price (said before the
 * checkout), a downgrade waits for the period end and can be withdrawn ("Keep …"). A cancelled
 * membership offers upgrades only: a downgrade waits until the cancellation is withdrawn.
 */
export function ChangeTierControl({ membership, tiers, busy, run, go }: ChangeTierControlProps) {
  const [changeTier] = useChangeMembershipTierMutation();
  const [withdrawTierChange] = useWithdrawTierChangeMutation();
  const current = tiers.find((t) => t.id === membership.tier?.id);
  const others = tiers.filter(
    (t) => t.id !== current?.id && (membership.status !== 'cancelling' || (current && isUpgrade(current, t))),
  );
  const [picked, setChoice] = useState<string>(others[0]?.id ?? '');
  // After a refetch the list may no longer hold the pick.
  const choice = others.some((t) => t.id === picked) ? picked : (others[0]?.id ?? '');
  const chosen = others.find((t) => t.id === choice);
  const upgrade = current && chosen && isUpgrade(current, chosen) ? chosen : null;
  const nameOf = (id: string) => tiers.find((t) => t.id === id)?.name ?? id;
  const pending = membership.pendingTier;

  return (
    <Stack gap={3}>
      {pending && current && (
        <HStack gap={3} wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'keep'}
            disabled={busy !== null}
            onClick={() =>
              void run('keep', async () => {
                await withdrawTierChange().unwrap();
                return `The change to ${pending.name} is withdrawn: you keep ${current.name}.`;
              })
            }
          >
            Keep {current.name}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Withdraw the change to {pending.name}.
          </Text>
        </HStack>
      )}
      {others.length > 0 && (
        <HStack gap={3} wrap="wrap">
          <TierSelect label="New tier" tiers={others} value={choice} onChange={setChoice} />
          <Button
            size="sm"
            loading={busy === 'change'}
            disabled={busy !== null || !choice}
            onClick={() =>
              void run('change', async () => {
                const answer = await changeTier({ membershipTier: choice }).unwrap();
                if (answer.effective === 'after-payment' && answer.checkoutUrl) {
                  await go(answer.checkoutUrl);
                  return null;
                }
                const end = membership.periodEnd ? ` on ${formatDate(membership.periodEnd)}` : '';
                return `Your tier changes to ${nameOf(choice)} at the end of the period${end}.`;
              })
            }
          >
            {upgrade ? 'Upgrade and pay' : 'Change tier'}
          </Button>
        </HStack>
      )}
      {upgrade?.price && (
        <Text fontSize="sm" data-testid="upgrade-terms">
          {`You pay the full price of ${upgrade.name} now (${formatAmount(upgrade.price.amount, upgrade.price.currency)}${perInterval[upgrade.interval]}) and a new period starts today: the rest of your ${current?.name ?? 'current'} period is not credited.`}
        </Text>
      )}
      {membership.status === 'cancelling' && (
        <Text fontSize="sm" color="fg.muted">
          To move to a lower tier, withdraw the cancellation first.
        </Text>
      )}
    </Stack>
  );
}
