import { Box, Code, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';

const inline = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

/** Inline Markdown as React elements: bold, italic, code and http(s) links; everything else is text. */
const renderInline = (text: string): ReactNode[] =>
  text.split(inline).map((part, i) => {
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (/^\*[^*]+\*$/.test(part)) return <em key={i}>{part.slice(1, -1)}</em>;
    if (/^`[^`]+`$/.test(part)) return <Code key={i}>{part.slice(1, -1)}</Code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, url] = link;
      return /^https?:\/\//i.test(url!) ? (
        <Link key={i} href={url} rel="noopener noreferrer nofollow" target="_blank" colorPalette="blue">
          {label}
        </Link>
      ) : (
        label
      );
    }
    return part;
  });

/**
 * A small, safe Markdown subset (paragraphs, `-` lists, bold, italic, code, http(s) links) built as
 * React elements: no HTML string is ever inserted, so a script or handler in the text stays text.
 */
export function MarkdownText({ source }: { source: string }) {
  const blocks = source
    .replace(/\r\n/g, '\n')
    // Spaces at a line's end show nothing (the text wraps as pre-line) and would be trailing
    // whitespace in the page's markup.
    .replace(/[ \t]+$/gm, '')
    .split(/\n{2,}/)
    .filter((b) => b.trim() !== '');
  return (
    <Stack gap={3}>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
          return (
            <Box as="ul" key={i} ps={5} listStyleType="disc">
              {lines.map((l, j) => (
                <li key={j}>{renderInline(l.replace(/^\s*[-*]\s+/, ''))}</li>
              ))}
            </Box>
          );
        }
        return (
          <Text key={i} whiteSpace="pre-line">
            {renderInline(block)}
          </Text>
        );
      })}
    </Stack>
  );
}
