import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Copy as LuCopy } from 'lucide-react';

const citationUrl = (pubNum: number, version: number, format: string) =>
  `/rest/journal/publications/${pubNum}/versions/${version}/citation?format=${format}`;

/** Cite: BibTeX and RIS to download, or BibTeX copied to the clipboard. */
export function CiteMenu({ pubNum, version }: { pubNum: number; version: number }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      const res = await fetch(citationUrl(pubNum, version, 'bibtex'));
      await navigator.clipboard.writeText(await res.text());
      setCopied('BibTeX copied to the clipboard');
    } catch {
      setCopied('Copying failed: download the citation instead');
    }
  };
  return (
    <HStack gap={2} wrap="wrap" className="no-print">
      <Text fontWeight="medium">Cite:</Text>
      <Button asChild size="sm" variant="outline">
        <a href={citationUrl(pubNum, version, 'bibtex')}>BibTeX</a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={citationUrl(pubNum, version, 'ris')}>RIS</a>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void copy()}>
        <LuCopy /> Copy BibTeX
      </Button>
      {copied && (
        <Text role="status" color="fg.muted" fontSize="sm">
          {copied}
        </Text>
      )}
    </HStack>
  );
}
