import { LOCALE } from '../../config/locale';
import { type ReadModelStatus, type RebuildState } from './operations-api';

const number = new Intl.NumberFormat(LOCALE);

/** An instant in the site's locale and the reader's time zone ("29 Nov 2026, 01:05"). */
export const when = (iso: string | null): string =>
  iso === null
    ? 'Not recorded'
    : new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

export const count = (n: number): string => number.format(n);

/** "Up to date", "1 event behind", "12 events behind". */
export const lagInWords = (events: number): string =>
  events === 0 ? 'Up to date' : `${count(events)} ${events === 1 ? 'event' : 'events'} behind`;

/** "about 40 s left", "about 3 min left". */
export const etaInWords = (seconds: number | null): string => {
  if (seconds === null) return 'time left not known yet';
  if (seconds < 90) return `about ${Math.max(1, Math.round(seconds))} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
};

/** Whether the rebuild is asked for or running: not yet ended. */
export const underWay = (rebuild: RebuildState | null): boolean =>
  rebuild?.status === 'requested' || rebuild?.status === 'running';

export const percentOf = (rebuild: RebuildState): number =>
  rebuild.total === 0 ? (underWay(rebuild) ? 0 : 100) : Math.min(100, (rebuild.done / rebuild.total) * 100);

/** The read model's code version, and whether the code now runs another (rebuilt at the next start). */
export const versionInWords = (model: ReadModelStatus): string =>
  model.codeVersion === null
    ? 'Not built yet'
    : model.codeVersion === model.currentCodeVersion
      ? `Version ${model.codeVersion}`
      : `Version ${model.codeVersion} (code is at ${model.currentCodeVersion}: rebuilt at the next start)`;

/** How the latest rebuild ended, in words. */
export const rebuildOutcome = (rebuild: RebuildState): string => {
  switch (rebuild.status) {
    case 'requested':
      return 'Waiting for the process that runs the projections to start it';
    case 'running':
      return 'Rebuilding';
    case 'swapped':
      return `Rebuilt: generation ${rebuild.generation ?? '?'} is live since ${when(rebuild.finishedAt)}`;
    case 'failed':
      return `Failed: ${rebuild.error ?? 'no reason given'}`;
  }
};
