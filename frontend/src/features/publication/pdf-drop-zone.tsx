import { Box, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useRef, useState } from 'react';
import { FileUp as LuFileUp } from 'lucide-react';
import { fileSize } from './file-size';

/** Drop a PDF or click to choose one; shows the chosen file and what is wrong with a refused one. */
export function PdfDropZone({
  pdf,
  error,
  onChoose,
}: {
  pdf: File | null;
  error: string | null | undefined;
  onChoose: (file: File | undefined) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Stack gap={2}>
      <Text fontWeight="medium">PDF (optional, up to 25 MB)</Text>
      <Box
        data-testid="pdf-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : 'border'}
        borderRadius="md"
        p={6}
        textAlign="center"
        cursor="pointer"
        onClick={() => fileInput.current?.click()}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setDragging(false);
          onChoose(e.dataTransfer.files[0]);
        }}
      >
        <LuFileUp style={{ display: 'inline' }} />{' '}
        {pdf ? `${pdf.name} (${fileSize(pdf.size)})` : 'Drop a PDF here or choose one'}
        <input
          ref={fileInput}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="PDF file"
          hidden
          onChange={(e) => onChoose(e.target.files?.[0])}
        />
      </Box>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
