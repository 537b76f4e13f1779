import { Box, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useState } from 'react';
import { FileChoice } from '../../components/file-choice/file-choice';
import { fileSize } from './file-size';

/** Drop a PDF or choose one with the button (keyboard too); shows the chosen file and what is wrong with a refused one. */
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
  return (
    <Stack gap={2}>
      <Box
        data-testid="pdf-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : 'border'}
        borderRadius="md"
        p={4}
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
        <FileChoice
          label="PDF file (optional, up to 25 MB): drop it here or choose one"
          accept="application/pdf,.pdf"
          buttonText="Choose a PDF"
          chosen={pdf ? `${pdf.name} (${fileSize(pdf.size)})` : null}
          onChoose={(file) => onChoose(file)}
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
