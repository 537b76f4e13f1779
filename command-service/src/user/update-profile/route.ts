import { parseWith, profilePatchSchema } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { updateProfile } from './update-profile.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `PATCH /rest/user/profile` with any of the profile's fields, their visibility and
 * `registryListed` (signed in, own profile): 200 `{ position }`. Bad input: 400 naming the field,
 * nothing appended.
 */
export const updateProfileRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).patch('/rest/user/profile', { signedIn: true }, async (req, res) => {
    const patch = parseWith(profilePatchSchema, req.body ?? {});
    const user = signedInUser(req);
    const { position, written } = await updateProfile(
      deps,
      commandMeta(req, deps.clock, deps.ids),
      user.userID,
      patch,
    );
    await answerCommand(req, res, { body: { position }, written });
  });
