import { type AcademyCore } from '@academy/app';
import { type RecordedEvent } from '@academy/domain';
import { type Answered } from './answered.js';
import { inStore, tally } from './kind-findings.js';

/** Whether the publication is removed after its events: the last removal or restore decides. */
const removedInStore = (events: readonly RecordedEvent[]) => {
  const removed = new Map<number, string | null>();
  for (const e of events)
    if (e.type === 'PublicationRemoved' || e.type === 'PublicationRestored') {
      const { pubNum, note } = e.data as { pubNum: number; note?: string };
      removed.set(pubNum, e.type === 'PublicationRemoved' ? String(note) : null);
    }
  return removed;
};

/** Removals and restores: promised, in the store, and as the Journal's read model shows them. */
export const adminFindings = async (core: AcademyCore, events: RecordedEvent[], answered: Answered) => {
  const notes = tally(events, 'PublicationRemoved', (d) => String(d.note));
  const restores = tally(events, 'PublicationRestored', (_data, e) => e.metadata.correlationId);
  const last = removedInStore(events);
  const { rows } = await core.db.query<{ pub_num: number | string; removal_note: string | null }>(
    'select pub_num, removal_note from journal_publications',
  );
  const shown = new Map(rows.map((r) => [Number(r.pub_num), r.removal_note]));
  // Publications whose removal state differs from their last removal (or restore), and notes no event holds.
  const differs = (removal: boolean) =>
    [...last].filter(([pubNum, note]) => (note !== null) === removal && shown.get(pubNum) !== note).length;
  return {
    removals: {
      ...inStore(
        answered.removals.map((r) => r.note),
        notes,
      ),
      missingFromReadModels: differs(true),
      orphanRows: rows.filter((r) => r.removal_note !== null && !notes.has(r.removal_note)).length,
    },
    restores: {
      ...inStore(
        answered.restores.map((r) => r.correlationId),
        restores,
      ),
      missingFromReadModels: differs(false),
      orphanRows: 0, // a restore leaves no row of its own (removals count the notes)
    },
  };
};
