import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tag,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { LuFileUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { LICENCES, type Licence } from '@academy/domain';
import { ExpertiseSelect } from '../../components/expertise-select/expertise-select';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { type Author, type PublicationInput, usePreviewMarkdownMutation } from './api';
import { pdfProblem } from './pdf-check';

export interface PublicationFormValues {
  title: string;
  abstract: string;
  coAuthors: Author[];
  keywords: string[];
  body: string;
  licence: string;
  changeNote: string;
}

export const emptyValues: PublicationFormValues = {
  title: '',
  abstract: '',
  coAuthors: [],
  keywords: [],
  body: '',
  licence: 'CC-BY-4.0',
  changeNote: '',
};

interface PublicationFormProps {
  /** Where the draft is kept in local storage while typing. */
  draftKey: string;
  initial: PublicationFormValues;
  /** The submitter, always the first author. */
  me: Author;
  revision: boolean;
  submitting: boolean;
  /** The server's refusal: its message and the fields it names. */
  error: { message: string; fields?: { path: string; message: string }[] } | undefined;
  onSubmit: (input: PublicationInput, pdf: File | null) => void;
}

const readDraft = (key: string): PublicationFormValues | null => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? { ...emptyValues, ...(JSON.parse(raw) as Partial<PublicationFormValues>) } : null;
  } catch {
    return null;
  }
};

export const clearDraft = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept
  }
};

/** The submission form, also the revision form (with its change note). Text is always rendered as text. */
export function PublicationForm({
  draftKey,
  initial,
  me,
  revision,
  submitting,
  error,
  onSubmit,
}: PublicationFormProps) {
  const [values, setValues] = useState<PublicationFormValues>(() => readDraft(draftKey) ?? initial);
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, { data: previewed }] = usePreviewMarkdownMutation();
  const fileInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof PublicationFormValues>(key: K, value: PublicationFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    try {
      window.localStorage.setItem(draftKey, JSON.stringify(values));
    } catch {
      // storage unavailable: no draft
    }
  }, [draftKey, values]);

  useEffect(() => {
    if (values.body.trim() === '') return;
    const timer = setTimeout(() => void preview(values.body), 400);
    return () => clearTimeout(timer);
  }, [values.body, preview]);

  const choosePdf = async (file: File | undefined) => {
    if (!file) return;
    const problem = await pdfProblem(file);
    setPdfError(problem);
    setPdf(problem ? null : file);
  };

  const fieldError = (name: string) =>
    error?.fields?.find((f) => f.path === name || f.path.startsWith(`${name}.`))?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: PublicationInput = {
      title: values.title,
      abstract: values.abstract,
      authors: [me, ...values.coAuthors.filter((a) => a.name.trim() !== '')],
      keywords: values.keywords,
      body: values.body,
      licence: values.licence as Licence,
      ...(revision ? { changeNote: values.changeNote } : {}),
    };
    onSubmit(input, pdf);
  };

  const addKeyword = (tag: string) => {
    const keyword = tag.trim().toLowerCase();
    setValues((v) =>
      keyword && v.keywords.length < 10 && !v.keywords.includes(keyword)
        ? { ...v, keywords: [...v.keywords, keyword] }
        : v,
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={revision ? 'Revise publication' : 'Submit publication'}>
      <Stack gap={5}>
        <FormError message={error?.message} />
        <TextField
          label="Title"
          required
          maxLength={300}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={fieldError('title')}
        />
        <Field.Root required invalid={Boolean(fieldError('abstract'))}>
          <Field.Label>
            Abstract <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            maxLength={3000}
            value={values.abstract}
            onChange={(e) => set('abstract', e.target.value)}
          />
          <Field.ErrorText>{fieldError('abstract')}</Field.ErrorText>
        </Field.Root>

        <Stack gap={2}>
          <Text fontWeight="medium">Authors</Text>
          <Text data-testid="first-author">{me.name} (you)</Text>
          {values.coAuthors.map((author, i) => (
            <HStack key={i}>
              <Input
                aria-label={`Co-author ${i + 1}`}
                value={author.name}
                onChange={(e) =>
                  set(
                    'coAuthors',
                    values.coAuthors.map((a, j) => (j === i ? { ...a, name: e.target.value } : a)),
                  )
                }
              />
              <IconButton
                aria-label={`Remove co-author ${i + 1}`}
                variant="ghost"
                onClick={() =>
                  set(
                    'coAuthors',
                    values.coAuthors.filter((_, j) => j !== i),
                  )
                }
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => set('coAuthors', [...values.coAuthors, { name: '' }])}
            >
              <LuPlus /> Add co-author
            </Button>
          </Box>
          {fieldError('authors') && <Text color="fg.error">{fieldError('authors')}</Text>}
        </Stack>

        <Stack gap={2}>
          {/* The Registry's expertise tags are the keywords offered, searched as the profile's expertise; a new one may be created. */}
          <ExpertiseSelect label="Keywords" addLabel="Add keyword" onAdd={addKeyword} onCreate={addKeyword} />
          <HStack wrap="wrap" gap={2} role="group" aria-label="Chosen keywords">
            {values.keywords.map((k) => (
              <Tag.Root key={k}>
                <Tag.Label>{k}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove keyword ${k}`}
                    onClick={() =>
                      set(
                        'keywords',
                        values.keywords.filter((x) => x !== k),
                      )
                    }
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Up to 10 keywords.
          </Text>
          {fieldError('keywords') && <Text color="fg.error">{fieldError('keywords')}</Text>}
        </Stack>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
          <Field.Root required invalid={Boolean(fieldError('body'))}>
            <Field.Label>
              Body (Markdown, math between $ … $ or $$ … $$) <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={16}
              fontFamily="mono"
              value={values.body}
              onChange={(e) => set('body', e.target.value)}
            />
            <Field.ErrorText>{fieldError('body')}</Field.ErrorText>
          </Field.Root>
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
              // Rendered and sanitized by the server (an allow-list): never a script or handler.
              dangerouslySetInnerHTML={{ __html: values.body.trim() ? (previewed?.html ?? '') : '' }}
            />
          </Box>
        </SimpleGrid>

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
              void choosePdf(e.dataTransfer.files[0]);
            }}
          >
            <LuFileUp style={{ display: 'inline' }} />{' '}
            {pdf
              ? `${pdf.name} (${(pdf.size / 1024 / 1024).toFixed(2)} MB)`
              : 'Drop a PDF here or choose one'}
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              aria-label="PDF file"
              hidden
              onChange={(e) => void choosePdf(e.target.files?.[0])}
            />
          </Box>
          {(pdfError ?? fieldError('pdf')) && (
            <Text color="fg.error" role="alert">
              {pdfError ?? fieldError('pdf')}
            </Text>
          )}
        </Stack>

        <Field.Root>
          <Field.Label>Licence</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.licence} onChange={(e) => set('licence', e.target.value)}>
              {LICENCES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {revision && (
          <Field.Root required invalid={Boolean(fieldError('changeNote'))}>
            <Field.Label>
              Change note <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={2}
              maxLength={1000}
              value={values.changeNote}
              onChange={(e) => set('changeNote', e.target.value)}
            />
            <Field.ErrorText>{fieldError('changeNote')}</Field.ErrorText>
          </Field.Root>
        )}

        <Box>
          <Button type="submit" colorPalette="blue" loading={submitting}>
            {revision ? 'Publish revision' : 'Submit'}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
