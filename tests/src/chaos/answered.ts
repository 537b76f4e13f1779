// What the chaos load was answered (the 2xx it keeps to check), and how it sends a command.
import { type RequestBody } from './request-body.js';

/** A submission the app answered 201: its number, the title that names it in the store, its PDF's sha256. */
export interface AnsweredSubmission {
  pubNum: number;
  title: string;
  pdf?: string;
}

/** A revision the app answered 201: the version it got, the change note that names it, its PDF's sha256. */
export interface AnsweredRevision {
  pubNum: number;
  version: number;
  changeNote: string;
  pdf?: string;
}

/** An admin's removal the app answered 200: the note that names it in the store. */
export interface AnsweredRemoval {
  pubNum: number;
  note: string;
}

/** An admin's restore the app answered 200: the correlation id (X-Correlation-Id) its event carries. */
export interface AnsweredRestore {
  pubNum: number;
  correlationId: string;
}

/** What the app promised (2xx) and how many commands it answered at all. */
export interface Answered {
  /** Commands the app answered with any status (those sent while it was down are not counted). */
  attempted: number;
  /** Attempts sent again with the same key after no answer or a 503, and answered (any status). */
  retried: number;
  /** Answers marked `Idempotent-Replayed`: the first attempt had been done and kept. */
  replayed: number;
  /** 503 "still running": the key was claimed by a process that was then killed. */
  stuckKeys: number;
  signUps: Map<string, string>; // userID -> email
  submissions: AnsweredSubmission[];
  revisions: AnsweredRevision[];
  removals: AnsweredRemoval[];
  restores: AnsweredRestore[];
}

/** How a command is sent besides its route and body: POST unless told, the member's cookie, more headers. */
export interface SendOptions {
  method?: 'POST' | 'DELETE';
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

/** Sends a command, and again while unanswered (same key, same bytes); undefined if never answered. */
export type Send = (
  route: string,
  body?: RequestBody,
  options?: SendOptions,
) => Promise<Response | undefined>;
