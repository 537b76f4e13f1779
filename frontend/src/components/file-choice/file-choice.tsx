import { Button, HStack, Stack, type SystemStyleObject, Text } from '@chakra-ui/react';
import { type ChangeEvent, useState } from 'react';
import { FileUp as LuFileUp } from 'lucide-react';
import { useStrictId } from '../strict-id';

/**
 * The input is visually hidden but keeps the keyboard focus (Space or Enter opens the picker); the
 * button after it is a `<label>` for it, so a click opens the picker too, and it shows the
 * input's focus ring and disabled state.
 */
const choiceStyles: SystemStyleObject = {
  '& input': { srOnly: true },
  '& input:focus-visible + label': {
    outlineWidth: '2px',
    outlineOffset: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
  },
  '& input:disabled + label': { opacity: 0.5, cursor: 'not-allowed' },
};

interface FileChoiceProps {
  /** The field's visible label and the input's accessible name. */
  label: string;
  accept: string;
  /** What the button says. */
  buttonText: string;
  onChoose: (file: File | undefined, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** What is shown as chosen (a name with its size, say); else the last chosen file's name. */
  chosen?: string | null;
}

/** A file input as a styled button, with the chosen file's name beside it. */
export function FileChoice({ label, accept, buttonText, onChoose, disabled, chosen }: FileChoiceProps) {
  const id = useStrictId('file-choice');
  const [lastName, setLastName] = useState<string | null>(null);
  const shown = chosen === undefined ? lastName : chosen;
  return (
    <Stack gap={1} css={choiceStyles}>
      <Text asChild fontWeight="medium" textStyle="sm">
        <label htmlFor={id}>{label}</label>
      </Text>
      <HStack gap={3} wrap="wrap">
        <input
          id={id}
          type="file"
          accept={accept}
          aria-label={label}
          aria-describedby={`${id}-chosen`}
          disabled={disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setLastName(file?.name ?? null);
            onChoose(file, event);
          }}
        />
        <Button asChild variant="outline" size="sm" cursor="pointer">
          <label htmlFor={id} aria-hidden="true">
            <LuFileUp aria-hidden /> {buttonText}
          </label>
        </Button>
        <Text id={`${id}-chosen`} color="fg.muted" textStyle="sm">
          {shown ?? 'No file chosen'}
        </Text>
      </HStack>
    </Stack>
  );
}
