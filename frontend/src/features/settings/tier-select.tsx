import { type PublicTier } from '@academy/domain';
import { NativeSelect } from '@chakra-ui/react';

interface TierSelectProps {
  label: string;
  tiers: readonly PublicTier[];
  value: string;
  onChange: (tierID: string) => void;
}

/** A small select of tiers by name, for choosing the next tier or the tier to renew. */
export function TierSelect({ label, tiers, value, onChange }: TierSelectProps) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {tiers.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
