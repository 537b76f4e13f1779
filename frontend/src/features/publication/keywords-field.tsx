import { HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { ExpertiseSelect } from '../../components/expertise-select/expertise-select';

const MAX_KEYWORDS = 10;

/** The keywords: the Registry's expertise tags, searched as the profile's expertise (spec section 5); a new one may be created. */
export function KeywordsField({
  keywords,
  error,
  onChange,
}: {
  keywords: string[];
  error: string | undefined;
  onChange: (keywords: string[]) => void;
}) {
  const add = (tag: string) => {
    const keyword = tag.trim().toLowerCase();
    if (keyword && keywords.length < MAX_KEYWORDS && !keywords.includes(keyword))
      onChange([...keywords, keyword]);
  };
  return (
    <Stack gap={2}>
      <ExpertiseSelect label="Keywords" addLabel="Add keyword" onAdd={add} onCreate={add} />
      <HStack wrap="wrap" gap={2} role="group" aria-label="Chosen keywords">
        {keywords.map((k) => (
          <Tag.Root key={k}>
            <Tag.Label>{k}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={`Remove keyword ${k}`}
                onClick={() => onChange(keywords.filter((x) => x !== k))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        Up to 10 keywords.
      </Text>
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}
