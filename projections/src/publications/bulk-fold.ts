import { ERASED_AUTHOR, type Author } from '@academy/domain';
import { type ProjectedEvent } from '../runner/projection.js';
import { type JournalHandled, type VersionRow } from './apply-events.js';
import { linkEntries } from './co-author-links.js';

/** A version's row to write, with the members named other than the submitter: [slot, user id]. */
export interface VersionToWrite {
  row: VersionRow;
  slots: [number, string][];
}

/** What the fold keeps of a version once its row is written (its body is not held). */
interface FoldedVersion {
  authors: Author[];
  slots: [number, string][];
  /** Its date, and when indexers were given it last (a later restore's, or its date as written). */
  publishDate: number;
  disseminatedAt: number;
}

/** A publication's rows as `applyJournalEvents` would leave them, folded in memory. */
export interface FoldedPublication {
  pubNum: number;
  submittedBy: string;
  latestVersion: number;
  title: string;
  abstract: string;
  authors: Author[];
  keywords: string[];
  publishDate: number;
  removal: { note: string; date: number; by: string } | null;
  disseminatedAt: number;
  streamVersion: number;
  versions: Map<number, FoldedVersion>;
}

type Event = ProjectedEvent<JournalHandled>;

const NOBODY_ACCEPTED: ReadonlySet<string> = new Set();

/**
 * The Journal folded in memory for a set-based replay, event by event in delivery order. Only a
 * publication whose events depend on nothing outside its own stream is folded: one with a co-author
 * event, an entry of a member whose names changed or who was erased in the range, an "Erased
 * author", or events the batch path would take in another way (a revision before its submission, a
 * version twice) is `left` whole to `apply`, which then runs its events in delivery order after the
 * folded ones are written (their tables share no row with the left ones).
 */
export class JournalFold {
  readonly publications = new Map<number, FoldedPublication>();
  readonly left = new Set<number>();
  /** Version rows to write as they come (a left publication's are deleted once the fold is done). */
  pending: VersionToWrite[] = [];
  /** Members a name change or an erasure names: their publications are left to `apply`. */
  private readonly named = new Set<string>();

  add(event: Event): void {
    switch (event.type) {
      case 'PublicationSubmitted': {
        const { personal, submittedBy, ...d } = event.data;
        if (this.publications.has(d.pubNum) || this.left.has(d.pubNum)) return this.leave(d.pubNum);
        const { authors, slots } = linkEntries(personal.authors, submittedBy, NOBODY_ACCEPTED);
        this.publications.set(d.pubNum, {
          pubNum: d.pubNum,
          submittedBy,
          latestVersion: 1,
          title: d.title,
          abstract: d.abstract,
          authors,
          keywords: d.keywords,
          publishDate: d.publishDate,
          removal: null,
          disseminatedAt: d.publishDate,
          streamVersion: event.version,
          versions: new Map([
            [d.version, { authors, slots, publishDate: d.publishDate, disseminatedAt: d.publishDate }],
          ]),
        });
        this.pending.push({ row: { ...d, authors, changeNote: null, by: submittedBy }, slots });
        return;
      }
      case 'PublicationRevised': {
        const { personal, revisedBy, ...d } = event.data;
        const p = this.publications.get(d.pubNum);
        if (!p || p.versions.has(d.version) || p.streamVersion >= event.version) return this.leave(d.pubNum);
        const { authors, slots } = linkEntries(personal.authors, p.submittedBy, NOBODY_ACCEPTED);
        p.versions.set(d.version, {
          authors,
          slots,
          publishDate: d.publishDate,
          disseminatedAt: d.publishDate,
        });
        this.pending.push({ row: { ...d, authors, by: revisedBy }, slots });
        Object.assign(p, {
          latestVersion: d.version,
          title: d.title,
          authors,
          keywords: d.keywords,
          abstract: d.abstract,
          streamVersion: event.version,
        });
        p.disseminatedAt = Math.max(p.disseminatedAt, d.publishDate);
        return;
      }
      case 'PublicationRemoved': {
        const { pubNum, note, removalDate, by } = event.data;
        const p = this.publications.get(pubNum);
        if (!p || p.streamVersion >= event.version) return this.leave(pubNum);
        p.removal = { note, date: removalDate, by };
        p.streamVersion = event.version;
        p.disseminatedAt = Math.max(p.disseminatedAt, removalDate);
        return;
      }
      case 'PublicationRestored': {
        const { pubNum, restoreDate } = event.data;
        const p = this.publications.get(pubNum);
        if (!p || p.streamVersion >= event.version) return this.leave(pubNum);
        p.removal = null;
        p.streamVersion = event.version;
        p.disseminatedAt = Math.max(p.disseminatedAt, restoreDate);
        for (const v of p.versions.values()) v.disseminatedAt = Math.max(v.disseminatedAt, restoreDate);
        return;
      }
      case 'MemberErased':
      case 'ProfileNamesChanged':
        this.named.add(event.data.userID);
        return;
      case 'CoAuthorInvited':
      case 'CoAuthorshipAccepted':
      case 'CoAuthorshipDeclined':
      case 'CoAuthorshipWithdrawn':
        return this.leave(event.data.pubNum);
    }
  }

  /**
   * The folded publications, once every event is in: those that name a member named above are left
   * too. The versions of every left publication may have been written: the caller deletes them.
   */
  folded(): FoldedPublication[] {
    for (const p of this.publications.values()) if (this.dependsOnOthers(p)) this.leave(p.pubNum);
    return [...this.publications.values()];
  }

  /** What `namesChanged`, `eraseAuthor` and `erasedAuthorsDisseminated` would touch: an entry they match. */
  private dependsOnOthers(p: FoldedPublication): boolean {
    for (const { authors } of p.versions.values())
      if (authors.some((a) => a.name === ERASED_AUTHOR || (a.userID && this.named.has(a.userID))))
        return true;
    return false;
  }

  private leave(pubNum: number): void {
    this.left.add(pubNum);
    this.publications.delete(pubNum);
  }
}
