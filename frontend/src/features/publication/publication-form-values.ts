import { type Licence, revisePublicationSchema, submitPublicationSchema } from '@academy/domain';
import { z } from 'zod';
import { type Author, type PublicationInput } from './api';

export interface PublicationFormValues {
  title: string;
  abstract: string;
  coAuthors: Author[];
  keywords: string[];
  body: string;
  licence: string;
  changeNote: string;
  /** A revision drops the current PDF (unless a new one is chosen). */
  removePdf?: boolean;
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

/** A co-author as sent: a member by id, anyone else with the family and given names typed, if any. */
const coAuthorOf = ({ name, userID, family, given }: Author): Author => ({
  name,
  ...(userID ? { userID } : {}),
  ...(!userID && family?.trim() ? { family } : {}),
  ...(!userID && given?.trim() ? { given } : {}),
});

/** The request body the form's values make: the submitter first, co-authors without a name left out. */
export const toPublicationInput = (
  values: PublicationFormValues,
  me: Author,
  revision: boolean,
): PublicationInput => ({
  title: values.title,
  abstract: values.abstract,
  authors: [me, ...values.coAuthors.filter((a) => a.name.trim() !== '').map(coAuthorOf)],
  keywords: values.keywords,
  body: values.body,
  licence: values.licence as Licence,
  ...(revision ? { changeNote: values.changeNote } : {}),
  ...(revision && values.removePdf ? { removePdf: true } : {}),
});

/** The values checked as the server checks them (its schema), with the field each message belongs to. */
export const publicationFormSchema = (me: Author, revision: boolean) =>
  z
    .custom<PublicationFormValues>()
    .transform((values) => toPublicationInput(values, me, revision))
    .pipe(revision ? revisePublicationSchema : submitPublicationSchema);
