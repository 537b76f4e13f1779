import { type PdfRef, type SubmitPublicationInput } from './schemas.js';

/** A version's content as the request gave it (parsed), without the PDF. */
export type PublicationContent = SubmitPublicationInput;

export interface SubmitPublication {
  type: 'SubmitPublication';
  pubNum: number;
  submittedBy: string;
  content: PublicationContent;
  pdf: PdfRef | null;
  /** Seconds since the epoch, from the injected clock. */
  publishDate: number;
}

export interface RevisePublication {
  type: 'RevisePublication';
  pubNum: number;
  revisedBy: string;
  content: PublicationContent;
  /** A new PDF, `null` to drop it, or `undefined` to keep the previous version's. */
  pdf: PdfRef | null | undefined;
  changeNote: string;
  publishDate: number;
}

export interface RemovePublication {
  type: 'RemovePublication';
  pubNum: number;
  note: string;
  by: string;
  removalDate: number;
}

export interface RestorePublication {
  type: 'RestorePublication';
  pubNum: number;
  by: string;
  restoreDate: number;
}

/** A named member's answer to their invitation, or their withdrawal once accepted. */
export interface AnswerCoAuthorship {
  type: 'AcceptCoAuthorship' | 'DeclineCoAuthorship' | 'WithdrawCoAuthorship';
  pubNum: number;
  /** The signed-in member answering. */
  userID: string;
  /** Seconds since the epoch. */
  at: number;
}

export type PublicationCommand =
  SubmitPublication | RevisePublication | RemovePublication | RestorePublication | AnswerCoAuthorship;

export interface ReservePublicationNumber {
  type: 'ReservePublicationNumber';
  /** Derived from the submission's idempotency key. */
  submissionId: string;
  by: string;
}

export type PublicationNumbersCommand = ReservePublicationNumber;
