import { type AdminUserRow } from '@academy/domain';
import { Button, Card, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { toProductError } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { useLazyFindMembersQuery } from './free-order-api';
import { FreeOrderConfirmation } from './free-order-confirmation';
import { FreeOrderChoice, freeOrderPeriods, useFreeOrder } from './free-order-form';

/** `/admin/free-order` (admins): find a member, choose a tier, a period and a reason, grant. */
export function Component() {
  const {
    tiers,
    chosenTier,
    setTier,
    period,
    setPeriod,
    reason,
    setReason,
    error,
    setError,
    granting,
    grantTo,
    confirmation,
    dismissConfirmation,
  } = useFreeOrder();
  const [find, found] = useLazyFindMembersQuery();
  const [text, setText] = useState('');
  const [member, setMember] = useState<AdminUserRow | null>(null);

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
    // Granted: the member is cleared, so a second click cannot grant the same order twice.
    if (await grantTo(member.userID, `${member.firstName} ${member.lastName}`, reason)) setMember(null);
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
                      {m.firstName} {m.lastName}{' '}
                      <Text as="span" color="fg.muted">
                        · {m.email}
                      </Text>
                    </Text>
                    <Button
                      size="xs"
                      variant={member?.userID === m.userID ? 'solid' : 'outline'}
                      onClick={() => {
                        setMember(m);
                        dismissConfirmation();
                      }}
                      // The visible word starts the name (WCAG 2.5.3): Select, or Selected once chosen.
                      aria-label={`${member?.userID === m.userID ? 'Selected' : 'Select'} ${m.firstName} ${m.lastName} (${m.email})`}
                    >
                      {member?.userID === m.userID ? 'Selected' : 'Select'}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
            <HStack gap={5} wrap="wrap">
              <FreeOrderChoice
                label="Tier"
                value={chosenTier}
                options={tiers.map((t) => ({ value: t.id, label: t.name }))}
                onChange={setTier}
                minW="40"
              />
              <FreeOrderChoice
                label="Period"
                value={period}
                options={freeOrderPeriods}
                onChange={setPeriod}
                minW="40"
              />
            </HStack>
            <Field.Root required>
              <Field.Label>
                Reason <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            </Field.Root>
            <FormError message={error} title="The free order was not granted" />
            <FreeOrderConfirmation
              confirmation={confirmation}
              busy={granting.isLoading}
              onCancel={dismissConfirmation}
              onConfirm={async (pending) => {
                if (await pending.confirm()) setMember(null);
              }}
            />
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
