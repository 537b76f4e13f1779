import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { FileText as LuFileText } from 'lucide-react';

/** The revised version's PDF: a link to it, and whether the revision keeps or drops it. */
export function CurrentPdf({
  href,
  removed,
  onRemovedChange,
}: {
  href: string;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
}) {
  return (
    <HStack gap={3} wrap="wrap" data-testid="current-pdf">
      {removed ? (
        <Text>The current PDF will be removed from this version. Choose a PDF to replace it.</Text>
      ) : (
        <Text>
          <LuFileText style={{ display: 'inline' }} aria-hidden />{' '}
          <Link href={href} target="_blank" rel="noopener noreferrer">
            Current PDF
          </Link>{' '}
          (kept unless you choose another one)
        </Text>
      )}
      <Button size="sm" variant="outline" onClick={() => onRemovedChange(!removed)}>
        {removed ? 'Keep the current PDF' : 'Remove the current PDF'}
      </Button>
    </HStack>
  );
}
