import { z } from 'zod';
import { userIdSchema } from '../user/schemas.js';

const pubNumSchema = z.int().min(1);
/** Seconds since the epoch. */
const secondsSchema = z.int().min(0);

/** A co-author's answer: the member who gave it and when. No personal part: the typed name stays in the version. */
const answerShape = { pubNum: pubNumSchema, userID: userIdSchema, at: secondsSchema };

/**
 * Co-authors by consent, on `publication-{pubNum}`: a member named as an author by someone else
 * is invited (by the submission or a revision) and linked only once they accept.
 */
export const coAuthorEventSchemas = {
  CoAuthorInvited: z.object({
    pubNum: pubNumSchema,
    userID: userIdSchema,
    /** The version that first named them. */
    version: z.int().min(1),
    invitedBy: z.string().min(1),
  }),
  CoAuthorshipAccepted: z.object(answerShape),
  CoAuthorshipDeclined: z.object(answerShape),
  CoAuthorshipWithdrawn: z.object(answerShape),
};

/** Where a named member stands: no status means they were never invited. */
export type CoAuthorStatus = 'invited' | 'accepted' | 'declined' | 'withdrawn';
