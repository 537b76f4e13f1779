import { changePasswordSchema, parseWith, userDecider, userStreamId } from '@academy/domain';
import { endOtherSessions, RouteTable, sessionOf, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { answerCommand } from '../../pipeline/command-answer.js';
import { eventIdOf, queueAccountMail } from '../account-mails.js';
import { confirmPassword } from '../confirm-password.js';

const RESET_REQUEST_PAGE = '/sign-in/reset';

/**
 * `POST /rest/user/password` `{ currentPassword, newPassword }` (signed in): the current password
 * must match (400 `validation-failed` naming `currentPassword` otherwise, nothing appended; failures
 * are rate-limited like sign-in's, 429 `rate-limited`); the
 * new one is held to the sign-up rules and recorded as `PasswordChanged` (via `settings`). Every
 * other session of the member ends (this one stays), and a notice is queued to the account's address
 * (keyed by the event) with a link to reset the password if it was not them.
 */
export const changePasswordRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/user/password', { signedIn: true }, async (req, res) => {
    const { userID } = signedInUser(req);
    const input = parseWith(changePasswordSchema, req.body);
    const folded = await deps.access.user(userID);
    const hash = folded.state.status === 'none' ? null : folded.state.passwordHash;
    await confirmPassword(deps, req, {
      userID,
      hash,
      password: input.currentPassword,
      field: 'currentPassword',
      message: 'The current password is incorrect',
      passwordless: 'refused',
    });
    const passwordHash = await deps.passwords.hash(input.newPassword);
    const { position, written } = await handleCommand(
      deps.store,
      userStreamId(userID),
      userDecider,
      { type: 'ChangePassword', passwordHash, via: 'settings' },
      commandMeta(req, deps.clock, deps.ids),
      { from: folded },
    );
    const session = sessionOf(req);
    if (session) await endOtherSessions(deps.db, userID, session.idHash);
    if (folded.state.status !== 'none') {
      const to = folded.state.email;
      const resetUrl = `${deps.config.site.base()}${RESET_REQUEST_PAGE}`;
      await queueAccountMail(deps, 'password-changed', async () => ({
        userID,
        to,
        cause: await eventIdOf(deps, written.streamId, written.version, 'PasswordChanged'),
        data: { resetUrl },
      }));
    }
    await answerCommand(req, res, { body: { position }, written });
  });
