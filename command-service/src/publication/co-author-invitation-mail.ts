import { type NewEvent } from '@academy/domain';
import { type CommandDeps } from '../pipeline/deps.js';

/** Where the invited member accepts or declines: their account settings' invitations list. */
export const INVITATIONS_PAGE = '/settings/manage-membership#co-author-invitations';

const mailText = (title: string, pubNum: number, link: string) =>
  [
    `A member of the Academy named you as a co-author of "${title}" (publication ${pubNum}).`,
    '',
    'You are linked to it (your profile, the author filter, citations) only once you accept.',
    'Until then your name is shown as they typed it, with no link to you.',
    '',
    'To accept or decline, sign in and open:',
    link,
  ].join('\n');

/**
 * One mail per `CoAuthorInvited` the command has just appended (never for a retry answered from
 * its first attempt, which mailed already), to the member's address on their stream; the link
 * from the configured address (`config.site`). Sent after the answer; a failure is logged, and the
 * invitation stays in the member's list.
 */
export const mailCoAuthorInvitations = (
  deps: Pick<CommandDeps, 'access' | 'mailer' | 'logger'>,
  origin: string,
  appended: readonly NewEvent[],
  title: string,
): void => {
  for (const event of appended) {
    if (event.type !== 'CoAuthorInvited') continue;
    const { pubNum, userID } = event.data as { pubNum: number; userID: string };
    setImmediate(() => {
      void (async () => {
        const { state } = await deps.access.user(userID);
        if (state.status === 'none') return;
        const subject = 'You are invited as a co-author';
        await deps.mailer.send({
          to: state.email,
          subject,
          text: mailText(title, pubNum, `${origin}${INVITATIONS_PAGE}`),
        });
      })().catch((error: unknown) =>
        deps.logger.error('co-author invitation mail failed', {
          userID,
          pubNum,
          error: (error as Error).message,
        }),
      );
    });
  }
};
