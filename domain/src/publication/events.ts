import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';
import {
  abstractSchema,
  authorsSchema,
  bodySchema,
  changeNoteSchema,
  keywordsSchema,
  licenceSchema,
  pdfRefSchema,
  removalNoteSchema,
  titleSchema,
} from './schemas.js';
import { coAuthorEventSchemas } from './co-author-events.js';

/** The stream that hands out publication numbers, one after the other. */
export const PUBLICATION_NUMBERS_STREAM = 'publication-numbers';
export const publicationStreamId = (pubNum: number): string => `publication-${pubNum}`;

const pubNumSchema = z.int().min(1);
/** Seconds since the epoch. */
const secondsSchema = z.int().min(0);
/** A user id, or `operator:<name>` for the command line. */
const actorSchema = z.string().min(1);

/** What every version records; author names are personal data (crypto-shredding). */
const versionShape = {
  pubNum: pubNumSchema,
  title: titleSchema,
  abstract: abstractSchema,
  keywords: keywordsSchema,
  body: bodySchema,
  licence: licenceSchema,
  pdf: pdfRefSchema.nullable(),
  publishDate: secondsSchema,
  personal: z.object({ authors: authorsSchema }),
};

export const publicationEventSchemas = {
  PublicationSubmitted: z.object({ ...versionShape, version: z.literal(1), submittedBy: actorSchema }),
  PublicationRevised: z.object({
    ...versionShape,
    version: z.int().min(2),
    revisedBy: actorSchema,
    changeNote: changeNoteSchema,
  }),
  PublicationRemoved: z.object({
    pubNum: pubNumSchema,
    note: removalNoteSchema,
    removalDate: secondsSchema,
    by: actorSchema,
  }),
  PublicationRestored: z.object({ pubNum: pubNumSchema, restoreDate: secondsSchema, by: actorSchema }),
  ...coAuthorEventSchemas,
} satisfies EventSchemas;

export type PublicationEvent = EventOf<typeof publicationEventSchemas>;
export type PublicationEventType = PublicationEvent['type'];
export type PublicationSubmittedData = z.infer<typeof publicationEventSchemas.PublicationSubmitted>;
export type PublicationRevisedData = z.infer<typeof publicationEventSchemas.PublicationRevised>;

export const publicationNumbersEventSchemas = {
  /** `submissionId` ties the number to one submission, so its retry reuses the number. */
  PublicationNumberReserved: z.object({
    pubNum: pubNumSchema,
    submissionId: z.string().min(1),
    by: actorSchema,
  }),
} satisfies EventSchemas;

export type PublicationNumbersEvent = EventOf<typeof publicationNumbersEventSchemas>;
