import { HStack, IconButton, Text, Wrap } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { X as LuX } from 'lucide-react';
import { ExpertiseSelect } from '../../components/expertise-select/expertise-select';
import { type ProfileView } from './api';
import { FieldVisibility } from './field-visibility';
import { ProfileEditorFrame, useProfileEditorForm } from './profile-editor-form';
import { tabVisibility, type VisibilityValues } from './profile-tab-fields';

interface ExpertiseValues {
  expertise: string[];
  visibility: VisibilityValues;
}

const MAX_EXPERTISE = 30;
const toPatch = (values: ExpertiseValues) => values;

/** Tab `expertise`: the member's tags, found or created with the expertise select (spec section 5). */
export function ExpertiseEditor({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const editor = useProfileEditorForm<ExpertiseValues>(
    { expertise: [...(profile.expertise ?? [])], visibility: tabVisibility(profile, 'expertise') },
    toPatch,
    ['expertise'],
    onDone,
  );
  const {
    control,
    formState: { errors },
  } = editor.form;
  return (
    <ProfileEditorFrame editor={editor} onDone={onDone}>
      <Controller
        control={control}
        name="expertise"
        render={({ field: { value: expertise, onChange } }) => (
          <>
            <Wrap gap={2} as="ul" aria-label="Your expertise" listStyleType="none">
              {expertise.map((tag) => (
                <HStack as="li" key={tag} gap={1} borderWidth="1px" borderRadius="full" ps={3}>
                  <Text>{tag}</Text>
                  <IconButton
                    type="button"
                    size="xs"
                    variant="ghost"
                    aria-label={`Remove ${tag}`}
                    onClick={() => onChange(expertise.filter((t) => t !== tag))}
                  >
                    <LuX />
                  </IconButton>
                </HStack>
              ))}
            </Wrap>
            {expertise.length < MAX_EXPERTISE && (
              <ExpertiseSelect
                onAdd={(tag) => onChange(expertise.includes(tag) ? expertise : [...expertise, tag])}
              />
            )}
          </>
        )}
      />
      {errors.expertise?.message && <Text color="fg.error">{errors.expertise.message}</Text>}
      <FieldVisibility field="expertise" />
    </ProfileEditorFrame>
  );
}
