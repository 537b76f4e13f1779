import {
  foldPublication,
  linkedAuthorIds,
  parseRecordedEvent,
  publicationStreamId,
  removalNoticeText,
  type PublicationEvent,
  type RecordedEvent,
} from '@academy/domain';
import { type EventStore, type WriteSideAccess } from '@academy/platform';
import { dayOf, PAGES } from './mail-formats.js';
import { type MailToQueue } from './queue-mail.js';
import { recipientOf } from './recipients.js';

export interface PublicationMailDeps {
  store: EventStore;
  access: WriteSideAccess;
  site: string;
}

/** The publication as of `event` (included): later events do not change what this mail says. */
const publicationAt = async (store: EventStore, pubNum: number, event: RecordedEvent) => {
  const events = (await store.readStream(publicationStreamId(pubNum)))
    .filter((e) => e.version <= event.version)
    .flatMap((e) => {
      const parsed = parseRecordedEvent(e);
      return parsed ? [parsed as unknown as PublicationEvent] : [];
    });
  const state = foldPublication(events);
  return state.status === 'none' ? undefined : state;
};

/**
 * An admin removed or restored a publication: a notice to each of its authors (the submitter and
 * the co-authors who accepted), with the admin's note. A co-author invited: the invitation.
 */
export const publicationMails = async (
  deps: PublicationMailDeps,
  event: RecordedEvent,
): Promise<MailToQueue[]> => {
  const parsed = parseRecordedEvent(event);
  if (
    parsed?.type !== 'PublicationRemoved' &&
    parsed?.type !== 'PublicationRestored' &&
    parsed?.type !== 'CoAuthorInvited'
  )
    return [];
  const publication = await publicationAt(deps.store, parsed.data.pubNum, event);
  if (!publication) return [];
  const { pubNum } = publication;
  const title = publication.versions[publication.versions.length - 1]?.title ?? `Publication ${pubNum}`;
  const publicationUrl = `${deps.site}${PAGES.publication(pubNum)}`;
  const authors =
    parsed.type === 'CoAuthorInvited'
      ? [parsed.data.userID]
      : [...linkedAuthorIds(publication.submittedBy, publication.coAuthors)];
  const mails: MailToQueue[] = [];
  for (const userID of authors) {
    const to = await recipientOf(deps, userID).catch(() => undefined);
    if (!to) continue;
    const base = { userID, to: to.email, cause: event.eventId };
    if (parsed.type === 'CoAuthorInvited') {
      const invitationsUrl = `${deps.site}${PAGES.invitations}`;
      mails.push({ ...base, kind: 'co-author-invitation', data: { title, pubNum, invitationsUrl } });
    } else if (parsed.type === 'PublicationRemoved') {
      const data = {
        firstName: to.firstName,
        title,
        pubNum,
        date: dayOf(parsed.data.removalDate),
        note: removalNoticeText(parsed.data.note),
        publicationUrl,
      };
      mails.push({ ...base, kind: 'publication-removed', data });
    } else {
      const data = {
        firstName: to.firstName,
        title,
        pubNum,
        date: dayOf(parsed.data.restoreDate),
        publicationUrl,
      };
      mails.push({ ...base, kind: 'publication-restored', data });
    }
  }
  return mails;
};
