import { type FreeOrderReplacement, type HeldMembership, replacementSentence } from '@academy/domain';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { toProductError } from '../../api/product-error';
import { useMembershipTiersQuery } from '../../api/tiers-api';
import { showToast } from '../../components/toasts/toast-store';
import { useGrantFreeOrderMutation } from './free-order-api';

export interface PeriodOption {
  value: string;
  label: string;
}

/** The periods of a free order, the same on the user page and on `/admin/free-order`: months, then "No end". */
export const freeOrderPeriods: readonly PeriodOption[] = [
  ...[1, 3, 6, 12, 24, 36].map((n) => ({ value: String(n), label: `${n} month${n === 1 ? '' : 's'}` })),
  { value: 'none', label: 'No end' },
];

/** What a free order form holds (tier, period, reason) and its grant (`POST /rest/admin/free-orders`). */
export const useFreeOrder = () => {
  const tiers = useMembershipTiersQuery().data?.tiers ?? [];
  const [grant, granting] = useGrantFreeOrderMutation();
  const [tier, setTier] = useState('');
  const [period, setPeriod] = useState('12');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const chosenTier = tier || tiers[0]?.id || '';
  const nameOf = (id: string) => tiers.find((t) => t.id === id)?.name ?? id;

  /**
   * Grants the chosen order to the member; a toast says so, a refusal shows as the form's error.
   * An order that would replace a paid membership asks first: the sentence waits for `confirm`.
   * True once granted.
   */
  const grantTo = async (
    userID: string,
    memberName: string,
    sentReason: string,
    replaces?: HeldMembership,
  ): Promise<boolean> => {
    setError(null);
    setConfirmation(null);
    try {
      await grant({
        userID,
        membershipTier: chosenTier,
        months: period === 'none' ? null : Number(period),
        reason: sentReason,
        ...(replaces ? { replaces } : {}),
      }).unwrap();
      showToast('success', `Free order granted: ${nameOf(chosenTier)} for ${memberName}`);
      setReason('');
      return true;
    } catch (caught) {
      const failure = toProductError(caught);
      if (failure.type === 'free-order-replaces-membership' && failure.data) {
        const replacement = failure.data as FreeOrderReplacement;
        setConfirmation({
          sentence: replacementSentence(replacement, memberName, nameOf),
          confirm: () => grantTo(userID, memberName, sentReason, replacement.current),
        });
      } else setError(failure.fields?.[0]?.message ?? failure.message);
      return false;
    }
  };

  // Another tier or period is another order: a sentence about the last one no longer holds.
  return {
    tiers,
    chosenTier,
    setTier: (value: string) => {
      setConfirmation(null);
      setTier(value);
    },
    period,
    setPeriod: (value: string) => {
      setConfirmation(null);
      setPeriod(value);
    },
    reason,
    setReason,
    error,
    setError,
    granting,
    grantTo,
    confirmation,
    dismissConfirmation: () => setConfirmation(null),
  };
};

/** A refused order waiting for the admin: the sentence saying what it replaces, and the grant again. */
export interface PendingConfirmation {
  sentence: string;
  confirm: () => Promise<boolean>;
}

interface ChoiceProps {
  label: string;
  value: string;
  options: readonly PeriodOption[];
  onChange: (value: string) => void;
  minW: string;
}

/** One labelled select of a free order form (its tier or its period). */
export function FreeOrderChoice({ label, value, options, onChange, minW }: ChoiceProps) {
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" minW={minW}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
