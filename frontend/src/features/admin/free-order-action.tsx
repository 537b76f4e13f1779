import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { FormError } from '../../components/form-error';
import { FreeOrderConfirmation } from './free-order-confirmation';
import { FreeOrderChoice, freeOrderPeriods, useFreeOrder } from './free-order-form';

/** The user header's free order: a tier, a period and a reason, granted to this member (`POST /rest/admin/free-orders`). */
export function FreeOrderAction({ userID, name }: { userID: string; name: string }) {
  const {
    tiers,
    chosenTier,
    setTier,
    period,
    setPeriod,
    reason,
    setReason,
    error,
    granting,
    grantTo,
    confirmation,
    dismissConfirmation,
  } = useFreeOrder();
  const submit = () => grantTo(userID, name, reason.trim());

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
      <FreeOrderChoice
        label="Free order tier"
        value={chosenTier}
        options={tiers.map((t) => ({ value: t.id, label: t.name }))}
        onChange={setTier}
        minW="36"
      />
      <FreeOrderChoice
        label="Period"
        value={period}
        options={freeOrderPeriods}
        onChange={setPeriod}
        minW="32"
      />
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
      <FreeOrderConfirmation
        confirmation={confirmation}
        busy={granting.isLoading}
        onCancel={dismissConfirmation}
        onConfirm={(pending) => pending.confirm()}
      />
    </HStack>
  );
}
