import { Box, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { usePreviewMarkdownMutation } from './api';
import { articleLinks } from './article-links';

/** The body as the page will render it, asked of the server a moment after the typing stops. */
export function MarkdownPreview({ body }: { body: string }) {
  const [preview, { data: previewed }] = usePreviewMarkdownMutation();
  useEffect(() => {
    if (body.trim() === '') return;
    const timer = setTimeout(() => void preview(body), 400);
    return () => clearTimeout(timer);
  }, [body, preview]);

  return (
    <Box>
      <Text fontWeight="medium" mb={2}>
        Preview
      </Text>
      <Box
        data-testid="preview"
        className="publication-body"
        borderWidth="1px"
        borderRadius="md"
        p={3}
        minH="40"
        overflowX="auto"
        css={articleLinks}
        // Rendered and sanitized by the server (an allow-list): never a script or handler.
        dangerouslySetInnerHTML={{ __html: body.trim() ? (previewed?.html ?? '') : '' }}
      />
    </Box>
  );
}
