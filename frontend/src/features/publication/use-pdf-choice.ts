import { useState } from 'react';
import { pdfProblem } from './pdf-check';

/** The PDF chosen for the version: kept only when it looks like a PDF within the size limit. */
export function usePdfChoice() {
  const [pdf, setPdf] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = await pdfProblem(file);
    setProblem(found);
    setPdf(found ? null : file);
  };
  return { pdf, problem, choose };
}
