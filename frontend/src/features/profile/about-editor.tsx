import { Checkbox, Field, Fieldset, HStack, Textarea, Wrap } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { CountrySelect } from '../../components/country/country-select';
import { TextField } from '../../components/text-field';
import { availabilityValues, type ProfileView } from './api';
import { FieldVisibility } from './field-visibility';
import { ProfileEditorFrame, useProfileEditorForm } from './profile-editor-form';
import { ProfileImageField } from './profile-image-field';
import { tabVisibility, type VisibilityValues } from './profile-tab-fields';

interface AboutValues {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  availability: string[];
  location: { city: string; state: string; country: string };
  phone: string;
  registryListed: boolean;
  visibility: VisibilityValues;
}

const fieldNames = [
  'firstName',
  'lastName',
  'headline',
  'bio',
  'availability',
  'location.city',
  'location.state',
  'location.country',
  'phone',
] as const;

const toPatch = ({ location: { city, state, country }, ...values }: AboutValues) => ({
  ...values,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  // An empty location clears it; a city or state without a country is refused.
  location:
    city.trim() || state.trim() || country.trim()
      ? { city, state, country: country.trim().toUpperCase() }
      : null,
  // An empty phone clears it.
  phone: values.phone.trim(),
});

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Tab `about`: image, names, headline, bio, availability, location, phone and the Registry listing. */
export function AboutEditor({
  profile,
  imageSrc,
  onDone,
}: {
  profile: ProfileView;
  imageSrc?: string | null | undefined;
  onDone: () => void;
}) {
  const editor = useProfileEditorForm<AboutValues>(
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      headline: profile.headline ?? '',
      bio: profile.bio ?? '',
      availability: [...(profile.availability ?? [])],
      location: {
        city: profile.location?.city ?? '',
        state: profile.location?.state ?? '',
        country: profile.location?.country ?? '',
      },
      phone: profile.phone ?? '',
      registryListed: profile.registryListed ?? true,
      visibility: tabVisibility(profile, 'about'),
    },
    toPatch,
    fieldNames,
    onDone,
  );
  const {
    register,
    control,
    formState: { errors },
  } = editor.form;
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });

  return (
    <ProfileEditorFrame editor={editor} onDone={onDone}>
      <ProfileImageField
        userID={profile.userID ?? ''}
        firstName={firstName}
        lastName={lastName}
        hasImage={profile.hasImage === true}
        imageSrc={imageSrc}
      />
      <HStack gap={4} align="start" wrap="wrap">
        <TextField label="First name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" required error={errors.lastName?.message} {...register('lastName')} />
      </HStack>
      <HStack gap={4} align="end">
        <TextField
          label="Headline"
          maxLength={140}
          error={errors.headline?.message}
          {...register('headline')}
        />
        <FieldVisibility field="headline" />
      </HStack>
      <HStack gap={4} align="end">
        <Field.Root invalid={Boolean(errors.bio)}>
          <Field.Label>Bio (Markdown)</Field.Label>
          <Textarea maxLength={5000} rows={6} {...register('bio')} />
          <Field.ErrorText>{errors.bio?.message}</Field.ErrorText>
        </Field.Root>
        <FieldVisibility field="bio" />
      </HStack>
      <HStack gap={4} align="end" wrap="wrap">
        <Fieldset.Root>
          <Fieldset.Legend>Availability</Fieldset.Legend>
          <Controller
            control={control}
            name="availability"
            render={({ field }) => (
              <Wrap gap={4}>
                {availabilityValues.map((value) => (
                  <Checkbox.Root
                    key={value}
                    checked={field.value.includes(value)}
                    onCheckedChange={(d) =>
                      field.onChange(
                        d.checked === true ? [...field.value, value] : field.value.filter((v) => v !== value),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{capitalised(value)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            )}
          />
        </Fieldset.Root>
        <FieldVisibility field="availability" />
      </HStack>
      <HStack gap={4} align="end" wrap="wrap">
        <TextField label="City" error={errors.location?.city?.message} {...register('location.city')} />
        <TextField label="State" error={errors.location?.state?.message} {...register('location.state')} />
        <CountrySelect
          label="Country"
          emptyLabel="No country"
          current={profile.location?.country}
          error={errors.location?.country?.message}
          {...register('location.country')}
        />
        <FieldVisibility field="location" />
      </HStack>
      <HStack gap={4} align="end">
        <TextField
          label="Phone"
          type="tel"
          helperText="Seen only by you and admins"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </HStack>
      <Controller
        control={control}
        name="registryListed"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Listed in the Registry</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </ProfileEditorFrame>
  );
}
