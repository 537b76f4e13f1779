import { Box, Button, Fieldset, HStack } from '@chakra-ui/react';
import { FileChoice } from '../../components/file-choice/file-choice';
import { FormError } from '../../components/form-error';
import { InitialsAvatar } from '../../components/initials-avatar';
import { FieldVisibility } from './field-visibility';
import { useProfileImage } from './use-profile-image';

/** The profile image: the avatar as it shows, an upload, a removal and who may see it. */
export function ProfileImageField({
  userID,
  firstName,
  lastName,
  hasImage,
  imageSrc,
}: {
  userID: string;
  firstName: string;
  lastName: string;
  hasImage: boolean;
  imageSrc?: string | null | undefined;
}) {
  const image = useProfileImage();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Profile image</Fieldset.Legend>
      <HStack gap={4} wrap="wrap">
        <InitialsAvatar userID={userID} firstName={firstName} lastName={lastName} src={imageSrc} size="xl" />
        <Box maxW="xs">
          <FileChoice
            label="Upload an image (JPEG, PNG or WebP, up to 5 MB)"
            accept="image/jpeg,image/png,image/webp"
            buttonText="Choose an image"
            disabled={image.uploading}
            onChoose={(file) => void image.choose(file)}
          />
        </Box>
        {(hasImage || imageSrc) && (
          <Button
            type="button"
            variant="outline"
            loading={image.removing}
            onClick={() => void image.remove()}
          >
            Remove image
          </Button>
        )}
        <FieldVisibility field="image" />
      </HStack>
      <FormError message={image.error} />
    </Fieldset.Root>
  );
}
