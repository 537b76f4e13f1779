import { useController, useFormContext } from 'react-hook-form';
import { type ProfileField, type Visibility } from './api';
import { fieldLabels } from './profile-tab-fields';
import { VisibilitySelect } from './visibility-select';

/** The visibility select of one field, bound to the editor's `visibility` values. */
export function FieldVisibility({ field }: { field: ProfileField }) {
  const { control } = useFormContext<{ visibility: Partial<Record<ProfileField, Visibility>> }>();
  const { field: bound } = useController({ control, name: `visibility.${field}` });
  return (
    <VisibilitySelect
      field={fieldLabels[field]}
      value={bound.value ?? 'public'}
      onChange={(level) => bound.onChange(level)}
    />
  );
}
