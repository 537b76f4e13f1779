import { Button, Fieldset, Stack } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { type ProfileView } from './api';
import { EntryOrganization } from './entry-organization';
import { FieldVisibility } from './field-visibility';
import { ProfileEditorFrame, shownError, useProfileEditorForm } from './profile-editor-form';
import { tabVisibility, type VisibilityValues } from './profile-tab-fields';

interface ExperienceValues {
  experience: { organizationID: string; role: string; start: string; end: string }[];
  visibility: VisibilityValues;
}

const MAX_POSITIONS = 30;
// An empty end means the position is current.
const toPatch = (values: ExperienceValues) => ({
  ...values,
  experience: values.experience.map((e) => ({ ...e, end: e.end ? e.end : null })),
});

/** Tab `experience`: positions, each an organization, a role and its months. */
export function ExperienceEditor({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const editor = useProfileEditorForm<ExperienceValues>(
    {
      experience: (profile.experience ?? []).map((e) => ({ ...e, end: e.end ?? '' })),
      visibility: tabVisibility(profile, 'experience'),
    },
    toPatch,
    ['experience'],
    onDone,
  );
  const { register, control } = editor.form;
  const positions = useFieldArray({ control, name: 'experience' });
  return (
    <ProfileEditorFrame editor={editor} onDone={onDone}>
      {positions.fields.map((entry, index) => {
        const error = (field: 'organizationID' | 'role' | 'start' | 'end') =>
          shownError(editor.form, `experience.${index}.${field}`);
        return (
          <Fieldset.Root key={entry.id} borderWidth="1px" borderRadius="md" p={4}>
            <Fieldset.Legend>{`Position ${index + 1}`}</Fieldset.Legend>
            <EntryOrganization<ExperienceValues>
              name={`experience.${index}.organizationID`}
              label="Organization"
              kind="employer"
              error={error('organizationID')}
            />
            <TextField label="Role" error={error('role')} {...register(`experience.${index}.role`)} />
            {/* Side by side from sm up; stacked on a phone (two month inputs are wider than 390 px). */}
            <Stack direction={{ base: 'column', sm: 'row' }} gap={4}>
              <TextField
                label="Start (YYYY-MM)"
                type="month"
                error={error('start')}
                {...register(`experience.${index}.start`)}
              />
              <TextField
                label="End (YYYY-MM, empty if current)"
                type="month"
                error={error('end')}
                {...register(`experience.${index}.end`)}
              />
            </Stack>
            <Button type="button" variant="ghost" onClick={() => positions.remove(index)}>
              Remove position
            </Button>
          </Fieldset.Root>
        );
      })}
      {positions.fields.length < MAX_POSITIONS && (
        <Button
          type="button"
          variant="outline"
          onClick={() => positions.append({ organizationID: '', role: '', start: '', end: '' })}
        >
          Add position
        </Button>
      )}
      <FieldVisibility field="experience" />
    </ProfileEditorFrame>
  );
}
