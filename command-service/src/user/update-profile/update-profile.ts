import {
  DomainError,
  EXPERTISE_TAGS_STREAM,
  expertiseDecider,
  isCatalogueTag,
  profileDecider,
  userStreamId,
  type ProfileStreamEvent,
  type ProfilePatch,
} from '@academy/domain';
import { foldStream } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand, type HandleResult } from '../../pipeline/handle-command.js';

/** Tags are the catalogue's or ones members created; any other is refused, naming `expertise`. */
const checkTags = async (deps: Pick<CommandDeps, 'store'>, tags: readonly string[]): Promise<void> => {
  const unknownTags = tags.filter((t) => !isCatalogueTag(t));
  if (unknownTags.length === 0) return;
  const { state } = await foldStream(deps.store, EXPERTISE_TAGS_STREAM, expertiseDecider);
  const missing = unknownTags.filter((t) => !state.created.has(t));
  if (missing.length > 0) {
    const message = `Unknown expertise tags: ${missing.join(', ')}; choose listed tags or create them first`;
    throw new DomainError('validation-failed', `Invalid fields: expertise`, [{ path: 'expertise', message }]);
  }
};

/** A member changes their own profile: one event per change, only what changed. */
export const updateProfile = async (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  userID: string,
  patch: ProfilePatch,
): Promise<HandleResult<ProfileStreamEvent>> => {
  if (patch.expertise) await checkTags(deps, patch.expertise);
  return handleCommand(
    deps.store,
    userStreamId(userID),
    profileDecider,
    { type: 'UpdateProfile', patch },
    meta,
  );
};
