import { LICENCES } from '@academy/domain';
import { Box, Button, Field, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { type Author, type PublicationInput } from './api';
import { CoAuthorsField } from './co-authors-field';
import { CurrentPdf } from './current-pdf';
import { KeywordsField } from './keywords-field';
import { MarkdownPreview } from './markdown-preview';
import { PdfDropZone } from './pdf-drop-zone';
import {
  publicationFormSchema,
  type PublicationFormValues,
  toPublicationInput,
} from './publication-form-values';
import { useDraftOr, useKeepDraft } from './use-publication-draft';
import { usePdfChoice } from './use-pdf-choice';
import { licenceLabels } from './licence-words';

export { emptyValues, type PublicationFormValues } from './publication-form-values';
export { clearDraft } from './use-publication-draft';

interface ServerRefusal {
  message: string;
  fields?: { path: string; message: string }[];
}

interface PublicationFormProps {
  /** Where the draft is kept in local storage while typing. */
  draftKey: string;
  initial: PublicationFormValues;
  /** The submitter, always the first author. */
  me: Author;
  revision: boolean;
  /** A revision: the address of the current version's PDF, if it has one. */
  currentPdf?: string | undefined;
  submitting: boolean;
  /** The server's refusal: its message and the fields it names. */
  error: ServerRefusal | undefined;
  onSubmit: (input: PublicationInput, pdf: File | null) => void;
}

/** Fields whose server message is set on the field itself (and cleared once the field is valid). */
const formFields = ['title', 'abstract', 'keywords', 'body', 'licence', 'changeNote'] as const;

/** The first message in a field's errors, a list's included (such as `authors.2.name`). */
const firstMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, nested] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(nested);
    if (found) return found;
  }
  return undefined;
};

/** The submission form, also the revision form (with its change note). Text is always rendered as text. */
export function PublicationForm({
  draftKey,
  initial,
  me,
  revision,
  currentPdf,
  submitting,
  error,
  onSubmit,
}: PublicationFormProps) {
  const defaultValues = useDraftOr(draftKey, initial);
  const resolver = useMemo(() => zodResolver(publicationFormSchema(me, revision)), [me, revision]);
  const form = useForm<PublicationFormValues, unknown, PublicationInput>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    watch,
    getValues,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  useKeepDraft(
    draftKey,
    watch,
    useCallback(() => getValues(), [getValues]),
  );
  const body = useWatch({ control, name: 'body' });
  const pdf = usePdfChoice();

  // The server's refusal: each message on its field, where the form has it.
  useEffect(() => {
    for (const field of error?.fields ?? []) {
      const name = formFields.find((f) => field.path === f || field.path.startsWith(`${f}.`));
      if (name) setError(name, { type: 'server', message: field.message });
    }
  }, [error, setError]);
  const serverError = (name: string) =>
    error?.fields?.find((f) => f.path === name || f.path.startsWith(`${name}.`))?.message;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) =>
          // Once valid, the values are sent as typed: the server parses them with the same schema.
          void handleSubmit(() => onSubmit(toPublicationInput(getValues(), me, revision), pdf.pdf))(e)
        }
        noValidate
        aria-label={revision ? 'Revise publication' : 'Submit publication'}
      >
        <Stack gap={5}>
          <FormError message={error?.message} />
          <TextField
            label="Title"
            required
            maxLength={300}
            error={errors.title?.message}
            {...register('title')}
          />
          <Field.Root required invalid={Boolean(errors.abstract)}>
            <Field.Label>
              Abstract <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={4} maxLength={3000} {...register('abstract')} />
            <Field.ErrorText>{errors.abstract?.message}</Field.ErrorText>
          </Field.Root>

          <CoAuthorsField
            me={me}
            error={firstMessage((errors as Record<string, unknown>).authors) ?? serverError('authors')}
          />

          <Controller
            control={control}
            name="keywords"
            render={({ field }) => (
              <KeywordsField
                keywords={field.value}
                error={errors.keywords?.message}
                onChange={field.onChange}
              />
            )}
          />

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
            <Field.Root required invalid={Boolean(errors.body)}>
              <Field.Label>
                Body (Markdown, math between $ … $ or $$ … $$) <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={16} fontFamily="mono" {...register('body')} />
              <Field.ErrorText>{errors.body?.message}</Field.ErrorText>
            </Field.Root>
            <MarkdownPreview body={body} />
          </SimpleGrid>

          <PdfDropZone
            pdf={pdf.pdf}
            error={pdf.problem ?? serverError('pdf')}
            onChoose={(f) => void pdf.choose(f)}
          />

          {currentPdf && !pdf.pdf && (
            <Controller
              control={control}
              name="removePdf"
              render={({ field }) => (
                <CurrentPdf
                  href={currentPdf}
                  removed={field.value === true}
                  onRemovedChange={field.onChange}
                />
              )}
            />
          )}

          <Field.Root invalid={Boolean(errors.licence)}>
            <Field.Label>Licence</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('licence')}>
                {LICENCES.map((l) => (
                  <option key={l} value={l}>
                    {licenceLabels[l]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.licence?.message}</Field.ErrorText>
          </Field.Root>

          {revision && (
            <Field.Root required invalid={Boolean(errors.changeNote)}>
              <Field.Label>
                Change note <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={2} maxLength={1000} {...register('changeNote')} />
              <Field.ErrorText>{errors.changeNote?.message}</Field.ErrorText>
            </Field.Root>
          )}

          <Box>
            <Button type="submit" colorPalette="blue" loading={submitting}>
              {revision ? 'Publish revision' : 'Submit'}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormProvider>
  );
}
