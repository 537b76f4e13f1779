import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { toProductError } from '../../api/product-error';
import { useMembershipTiersQuery } from '../../api/tiers-api';
import { FormError } from '../../components/form-error';
import { showToast } from '../../components/toasts/toast-store';
import { useGrantFreeOrderMutation } from './free-order-api';

const periods = [
  ...[1, 3, 6, 12, 24, 36].map((n) => ({ value: String(n), label: `${n} month${n === 1 ? '' : 's'}` })),
  { value: 'none', label: 'No end' },
];

/** The user header's free order: a tier, a period and a reason, granted to this member (`POST /rest/admin/free-orders`). */
export function FreeOrderAction({ userID, name }: { userID: string; name: string }) {
  const tiers = useMembershipTiersQuery().data?.tiers ?? [];
  const [grant, granting] = useGrantFreeOrderMutation();
  const [tier, setTier] = useState('');
  const [period, setPeriod] = useState('12');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenTier = tier || tiers[0]?.id || '';

  const submit = async () => {
    setError(null);
    try {
      await grant({
        userID,
        membershipTier: chosenTier,
        months: period === 'none' ? null : Number(period),
        reason: reason.trim(),
      }).unwrap();
      const tierName = tiers.find((t) => t.id === chosenTier)?.name ?? chosenTier;
      showToast('success', `Free order granted: ${tierName} for ${name}`);
      setReason('');
    } catch (caught) {
      const failure = toProductError(caught);
      setError(failure.fields?.[0]?.message ?? failure.message);
    }
  };

  return (
    <HStack
      as="form"
      aria-label="Free order"
      align="end"
      gap={3}
      wrap="wrap"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field.Root width="auto">
        <Field.Label>Free order tier</Field.Label>
        <NativeSelect.Root size="sm" minW="36">
          <NativeSelect.Field value={chosenTier} onChange={(e) => setTier(e.currentTarget.value)}>
            {tiers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>Period</Field.Label>
        <NativeSelect.Root size="sm" minW="32">
          <NativeSelect.Field value={period} onChange={(e) => setPeriod(e.currentTarget.value)}>
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="sm" required>
        <Field.Label>Free order reason</Field.Label>
        <Input size="sm" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      <Button
        type="submit"
        size="sm"
        colorPalette="blue"
        disabled={!reason.trim() || !chosenTier}
        loading={granting.isLoading}
      >
        Grant free order
      </Button>
      <FormError message={error} title="The free order was not granted" />
    </HStack>
  );
}
