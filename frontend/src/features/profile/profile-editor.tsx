import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuX } from 'react-icons/lu';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { InitialsAvatar } from '../../components/initials-avatar';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toasts/toast-store';
import {
  availabilityValues,
  type EducationEntry,
  type ExperienceEntry,
  type ProfileDetails,
  type ProfileField,
  type ProfilePatch,
  type Visibility,
  useDeleteProfileImageMutation,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
} from './api';
import { ExpertiseSelect } from '../../components/expertise-select/expertise-select';
import { OrganizationSelect } from './organization-select';
import { VisibilitySelect } from './visibility-select';

export type EditorTab = 'about' | 'expertise' | 'experience' | 'education';

/** The fields each tab's editor saves (and whose visibility it controls). */
const tabFields: Record<EditorTab, ProfileField[]> = {
  about: ['headline', 'bio', 'availability', 'location', 'phone', 'image'],
  expertise: ['expertise'],
  experience: ['experience'],
  education: ['education'],
};

const fieldLabels: Record<ProfileField, string> = {
  headline: 'Headline',
  bio: 'Bio',
  expertise: 'Expertise',
  availability: 'Availability',
  experience: 'Experience',
  education: 'Education',
  location: 'Location',
  phone: 'Phone',
  image: 'Image',
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The owner's editor of one profile tab: every field with its visibility, saved with PATCH /rest/user/profile. */
export function ProfileEditor({
  profile,
  tab,
  imageSrc,
  onDone,
}: {
  profile: ProfileDetails;
  tab: EditorTab;
  imageSrc?: string | null | undefined;
  onDone: () => void;
}) {
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [headline, setHeadline] = useState(profile.headline ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [city, setCity] = useState(profile.location?.city ?? '');
  const [state, setState] = useState(profile.location?.state ?? '');
  const [country, setCountry] = useState(profile.location?.country ?? '');
  const [availability, setAvailability] = useState<string[]>(profile.availability ?? []);
  const [expertise, setExpertise] = useState<string[]>(profile.expertise ?? []);
  const [experience, setExperience] = useState<ExperienceEntry[]>(profile.experience ?? []);
  const [education, setEducation] = useState<EducationEntry[]>(profile.education ?? []);
  const [listed, setListed] = useState(profile.registryListed ?? true);
  const [visibility, setVisibility] = useState<Partial<Record<ProfileField, Visibility>>>(
    profile.visibility ?? {},
  );
  const [update, updating] = useUpdateProfileMutation();
  const [upload, uploading] = useUploadProfileImageMutation();
  const [removeImage, removing] = useDeleteProfileImageMutation();
  const [imageError, setImageError] = useState<string | null>(null);
  const failure = errorOf(updating.error);

  const visibilityOf = (field: ProfileField): Visibility => visibility[field] ?? 'public';
  const control = (field: ProfileField) => (
    <VisibilitySelect
      field={fieldLabels[field]}
      value={visibilityOf(field)}
      onChange={(level) => setVisibility((v) => ({ ...v, [field]: level }))}
    />
  );

  const patch = (): ProfilePatch => {
    const fields = tabFields[tab];
    // The phone is always private (seen only by the member and admins): it has no control.
    const controlled = fields.filter((f) => f !== 'phone');
    const body: ProfilePatch = {
      visibility: Object.fromEntries(controlled.map((f) => [f, visibilityOf(f)])),
    };
    if (tab === 'about') {
      Object.assign(body, {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        headline,
        bio,
        availability,
        // An empty location clears it; a city or state without a country is refused by the server.
        location:
          city.trim() || state.trim() || country.trim()
            ? { city, state, country: country.trim().toUpperCase() }
            : null,
        // An empty phone clears it.
        phone: phone.trim(),
        registryListed: listed,
      });
    }
    if (tab === 'expertise') body.expertise = expertise;
    if (tab === 'experience') body.experience = experience.map((e) => ({ ...e, end: e.end ? e.end : null }));
    if (tab === 'education') body.education = education;
    return body;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await update(patch());
    if (!('error' in answer)) {
      showToast('success', 'Profile saved');
      onDone();
    }
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    setImageError(null);
    const form = new FormData();
    form.append('image', file);
    const answer = await upload(form);
    if ('error' in answer) setImageError(errorOf(answer.error)?.message ?? 'The image could not be uploaded');
    else showToast('success', 'Profile image saved');
  };

  return (
    <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label="Edit profile">
      <Stack gap={5}>
        <FormError title="The profile could not be saved" message={failure?.message} />
        {tab === 'about' && (
          <>
            <Fieldset.Root>
              <Fieldset.Legend>Profile image</Fieldset.Legend>
              <HStack gap={4} wrap="wrap">
                <InitialsAvatar
                  userID={profile.userID ?? ''}
                  firstName={firstName}
                  lastName={lastName}
                  src={imageSrc}
                  size="xl"
                />
                <Field.Root maxW="xs">
                  <Field.Label>Upload an image (JPEG, PNG or WebP, up to 5 MB)</Field.Label>
                  <Input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    disabled={uploading.isLoading}
                    onChange={(e) => void onImage(e.currentTarget.files?.[0])}
                  />
                </Field.Root>
                {(profile.hasImage || imageSrc) && (
                  <Button
                    type="button"
                    variant="outline"
                    loading={removing.isLoading}
                    onClick={() =>
                      void removeImage().then((a) => {
                        if ('error' in a)
                          setImageError(errorOf(a.error)?.message ?? 'The image could not be removed');
                        else showToast('success', 'Profile image removed');
                      })
                    }
                  >
                    Remove image
                  </Button>
                )}
                {control('image')}
              </HStack>
              <FormError message={imageError} />
            </Fieldset.Root>
            <HStack gap={4} align="start" wrap="wrap">
              <TextField
                label="First name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                required
              />
              <TextField
                label="Last name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                required
              />
            </HStack>
            <HStack gap={4} align="end">
              <TextField
                label="Headline"
                value={headline}
                maxLength={140}
                onChange={(e) => setHeadline(e.target.value)}
              />
              {control('headline')}
            </HStack>
            <HStack gap={4} align="end">
              <Field.Root>
                <Field.Label>Bio (Markdown)</Field.Label>
                <Textarea value={bio} maxLength={5000} rows={6} onChange={(e) => setBio(e.target.value)} />
              </Field.Root>
              {control('bio')}
            </HStack>
            <HStack gap={4} align="end" wrap="wrap">
              <Fieldset.Root>
                <Fieldset.Legend>Availability</Fieldset.Legend>
                <Wrap gap={4}>
                  {availabilityValues.map((value) => (
                    <Checkbox.Root
                      key={value}
                      checked={availability.includes(value)}
                      onCheckedChange={(d) =>
                        setAvailability((list) =>
                          d.checked === true ? [...list, value] : list.filter((v) => v !== value),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{capitalised(value)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </Fieldset.Root>
              {control('availability')}
            </HStack>
            <HStack gap={4} align="end" wrap="wrap">
              <TextField label="City" value={city} onChange={(e) => setCity(e.target.value)} />
              <TextField label="State" value={state} onChange={(e) => setState(e.target.value)} />
              <TextField
                label="Country (ISO code)"
                value={country}
                maxLength={2}
                onChange={(e) => setCountry(e.target.value)}
              />
              {control('location')}
            </HStack>
            <HStack gap={4} align="end">
              <TextField
                label="Phone"
                type="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                helperText="Seen only by you and admins"
              />
            </HStack>
            <Checkbox.Root checked={listed} onCheckedChange={(d) => setListed(d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Listed in the Registry</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        {tab === 'expertise' && (
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
                    onClick={() => setExpertise((list) => list.filter((t) => t !== tag))}
                  >
                    <LuX />
                  </IconButton>
                </HStack>
              ))}
            </Wrap>
            {expertise.length < 30 && (
              <ExpertiseSelect
                onAdd={(tag) => setExpertise((list) => (list.includes(tag) ? list : [...list, tag]))}
              />
            )}
            {control('expertise')}
          </>
        )}
        {tab === 'experience' && (
          <>
            {experience.map((entry, index) => (
              <Fieldset.Root key={index} borderWidth="1px" borderRadius="md" p={4}>
                <Fieldset.Legend>{`Position ${index + 1}`}</Fieldset.Legend>
                <OrganizationSelect
                  label="Organization"
                  kind="employer"
                  value={entry.organizationID}
                  onChange={(organizationID) =>
                    setExperience((list) => list.map((e, i) => (i === index ? { ...e, organizationID } : e)))
                  }
                />
                <TextField
                  label="Role"
                  value={entry.role}
                  onChange={(ev) =>
                    setExperience((list) =>
                      list.map((e, i) => (i === index ? { ...e, role: ev.target.value } : e)),
                    )
                  }
                />
                <HStack gap={4}>
                  <TextField
                    label="Start (YYYY-MM)"
                    type="month"
                    value={entry.start}
                    onChange={(ev) =>
                      setExperience((list) =>
                        list.map((e, i) => (i === index ? { ...e, start: ev.target.value } : e)),
                      )
                    }
                  />
                  <TextField
                    label="End (YYYY-MM, empty if current)"
                    type="month"
                    value={entry.end ?? ''}
                    onChange={(ev) =>
                      setExperience((list) =>
                        list.map((e, i) => (i === index ? { ...e, end: ev.target.value } : e)),
                      )
                    }
                  />
                </HStack>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setExperience((list) => list.filter((_, i) => i !== index))}
                >
                  Remove position
                </Button>
              </Fieldset.Root>
            ))}
            {experience.length < 30 && (
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  setExperience((list) => [...list, { organizationID: '', role: '', start: '', end: null }])
                }
              >
                Add position
              </Button>
            )}
            {control('experience')}
          </>
        )}
        {tab === 'education' && (
          <>
            {education.map((entry, index) => (
              <Fieldset.Root key={index} borderWidth="1px" borderRadius="md" p={4}>
                <Fieldset.Legend>{`Degree ${index + 1}`}</Fieldset.Legend>
                <OrganizationSelect
                  label="Institution"
                  kind="university"
                  value={entry.organizationID}
                  onChange={(organizationID) =>
                    setEducation((list) => list.map((e, i) => (i === index ? { ...e, organizationID } : e)))
                  }
                />
                <HStack gap={4} wrap="wrap">
                  <TextField
                    label="Degree"
                    value={entry.degree}
                    onChange={(ev) =>
                      setEducation((list) =>
                        list.map((e, i) => (i === index ? { ...e, degree: ev.target.value } : e)),
                      )
                    }
                  />
                  <TextField
                    label="Field"
                    value={entry.field}
                    onChange={(ev) =>
                      setEducation((list) =>
                        list.map((e, i) => (i === index ? { ...e, field: ev.target.value } : e)),
                      )
                    }
                  />
                  <TextField
                    label="Year"
                    type="number"
                    value={String(entry.year || '')}
                    onChange={(ev) =>
                      setEducation((list) =>
                        list.map((e, i) => (i === index ? { ...e, year: Number(ev.target.value) } : e)),
                      )
                    }
                  />
                </HStack>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setEducation((list) => list.filter((_, i) => i !== index))}
                >
                  Remove degree
                </Button>
              </Fieldset.Root>
            ))}
            {education.length < 20 && (
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  setEducation((list) => [...list, { organizationID: '', degree: '', field: '', year: 0 }])
                }
              >
                Add degree
              </Button>
            )}
            {control('education')}
          </>
        )}
        <HStack gap={3}>
          <Button type="submit" colorPalette="blue" loading={updating.isLoading}>
            Save
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
