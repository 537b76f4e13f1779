import { Button, Card, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { toProductError } from '../../api/product-error';
import { useMembershipTiersQuery } from '../../api/tiers-api';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { showToast } from '../../components/toasts/toast-store';
import { type FoundMember, useGrantFreeOrderMutation, useLazyFindMembersQuery } from './free-order-api';

const periods = [
  ...Array.from({ length: 36 }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1} month${i === 0 ? '' : 's'}`,
  })),
  { value: 'none', label: 'No end' },
];

/** `/admin/free-order` (admins): find a member, choose a tier, a period and a reason, grant. */
export function Component() {
  const tiers = useMembershipTiersQuery().data?.tiers ?? [];
  const [find, found] = useLazyFindMembersQuery();
  const [grant, granting] = useGrantFreeOrderMutation();
  const [text, setText] = useState('');
  const [member, setMember] = useState<FoundMember | null>(null);
  const [tier, setTier] = useState('');
  const [period, setPeriod] = useState('12');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenTier = tier || tiers[0]?.id || '';

  const search = async () => {
    setError(null);
    if (!text.trim()) return;
    try {
      await find(text.trim()).unwrap();
    } catch (caught) {
      setError(toProductError(caught).message);
    }
  };

  const submit = async () => {
    setError(null);
    if (!member) return setError('Choose a member first');
    try {
      await grant({
        userID: member.userID,
        membershipTier: chosenTier,
        months: period === 'none' ? null : Number(period),
        reason,
      }).unwrap();
      const tierName = tiers.find((t) => t.id === chosenTier)?.name ?? chosenTier;
      showToast('success', `Free order granted: ${tierName} for ${member.firstName} ${member.lastName}`);
      setReason('');
    } catch (caught) {
      const failure = toProductError(caught);
      setError(failure.fields?.[0]?.message ?? failure.message);
    }
  };

  return (
    <Page title="Free Orders" maxW="3xl">
      <Text color="fg.muted">Grant a membership without payment. The reason is recorded with your name.</Text>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap={5}>
            <Field.Root>
              <Field.Label>Find a member (name or email)</Field.Label>
              <HStack gap={3} width="full">
                <Input
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void search();
                  }}
                />
                <Button onClick={() => void search()} loading={found.isFetching}>
                  Find
                </Button>
              </HStack>
            </Field.Root>
            {found.data && (
              <Stack gap={2} aria-label="Members found" role="list">
                {found.data.length === 0 && <Text color="fg.muted">No member found</Text>}
                {found.data.map((m) => (
                  <HStack key={m.userID} role="listitem" justify="space-between">
                    <Text>
                      {m.firstName} {m.lastName}
                    </Text>
                    <Button
                      size="xs"
                      variant={member?.userID === m.userID ? 'solid' : 'outline'}
                      onClick={() => setMember(m)}
                      aria-label={`Select ${m.firstName} ${m.lastName}`}
                    >
                      {member?.userID === m.userID ? 'Selected' : 'Select'}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
            <HStack gap={5} wrap="wrap">
              <Field.Root width="auto">
                <Field.Label>Tier</Field.Label>
                <NativeSelect.Root size="sm" minW="40">
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
                <NativeSelect.Root size="sm" minW="40">
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
            </HStack>
            <Field.Root required>
              <Field.Label>
                Reason <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            </Field.Root>
            <FormError message={error} title="The free order was not granted" />
            <Button
              colorPalette="blue"
              alignSelf="start"
              onClick={() => void submit()}
              loading={granting.isLoading}
              disabled={!member}
            >
              Grant free order
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
