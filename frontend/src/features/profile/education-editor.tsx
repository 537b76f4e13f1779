import { Button, Fieldset, HStack } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { type ProfileView } from './api';
import { EntryOrganization } from './entry-organization';
import { FieldVisibility } from './field-visibility';
import { ProfileEditorFrame, shownError, useProfileEditorForm } from './profile-editor-form';
import { tabVisibility, type VisibilityValues } from './profile-tab-fields';

interface EducationValues {
  education: { organizationID: string; degree: string; field: string; year: string }[];
  visibility: VisibilityValues;
}

const MAX_DEGREES = 20;
// The year is typed as text: an empty one is refused by the schema with its own message.
const toPatch = (values: EducationValues) => ({
  ...values,
  education: values.education.map((e) => ({ ...e, year: e.year.trim() === '' ? NaN : Number(e.year) })),
});

/** Tab `education`: degrees, each an institution, a degree, a field and a year. */
export function EducationEditor({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const editor = useProfileEditorForm<EducationValues>(
    {
      education: (profile.education ?? []).map((e) => ({
        ...e,
        field: e.field ?? '',
        year: e.year ? String(e.year) : '',
      })),
      visibility: tabVisibility(profile, 'education'),
    },
    toPatch,
    ['education'],
    onDone,
  );
  const { register, control } = editor.form;
  const degrees = useFieldArray({ control, name: 'education' });
  return (
    <ProfileEditorFrame editor={editor} onDone={onDone}>
      {degrees.fields.map((entry, index) => {
        const error = (field: 'organizationID' | 'degree' | 'field' | 'year') =>
          shownError(editor.form, `education.${index}.${field}`);
        return (
          <Fieldset.Root key={entry.id} borderWidth="1px" borderRadius="md" p={4}>
            <Fieldset.Legend>{`Degree ${index + 1}`}</Fieldset.Legend>
            <EntryOrganization<EducationValues>
              name={`education.${index}.organizationID`}
              label="Institution"
              kind="university"
              error={error('organizationID')}
            />
            <HStack gap={4} wrap="wrap">
              <TextField label="Degree" error={error('degree')} {...register(`education.${index}.degree`)} />
              <TextField label="Field" error={error('field')} {...register(`education.${index}.field`)} />
              <TextField
                label="Year"
                type="number"
                error={error('year')}
                {...register(`education.${index}.year`)}
              />
            </HStack>
            <Button type="button" variant="ghost" onClick={() => degrees.remove(index)}>
              Remove degree
            </Button>
          </Fieldset.Root>
        );
      })}
      {degrees.fields.length < MAX_DEGREES && (
        <Button
          type="button"
          variant="outline"
          onClick={() => degrees.append({ organizationID: '', degree: '', field: '', year: '' })}
        >
          Add degree
        </Button>
      )}
      <FieldVisibility field="education" />
    </ProfileEditorFrame>
  );
}
