import { Field, NativeSelect } from '@chakra-ui/react';
import { type Visibility } from './api';

export const visibilityLabels: Record<Visibility, string> = {
  public: 'Public',
  members: 'Members',
  private: 'Only me',
};

/** Who may see one profile field: everyone, signed-in members, or only the member (and admins). */
export function VisibilitySelect({
  field,
  value,
  onChange,
}: {
  field: string;
  value: Visibility;
  onChange: (value: Visibility) => void;
}) {
  return (
    <Field.Root maxW="44">
      <Field.Label>{`${field} visibility`}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as Visibility)}>
          {(Object.keys(visibilityLabels) as Visibility[]).map((level) => (
            <option key={level} value={level}>
              {visibilityLabels[level]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
