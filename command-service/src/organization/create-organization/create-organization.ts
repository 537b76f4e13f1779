import {
  organizationDecider,
  organizationNameDecider,
  organizationNameKey,
  organizationNameStreamId,
  organizationStreamId,
  type CreateOrganizationInput,
} from '@academy/domain';
import { sha256Hex } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { handleCommands, newStream, onStream } from '../../pipeline/handle-commands.js';

/**
 * A member creates an organization (the editor's create-new option). The name is claimed on its
 * own stream (case-insensitive) in the same atomic append as the organization's stream, so two
 * racing creations of one name cannot both win (the loser is told 409 `organization-name-taken`
 * with the holder's id in `data.id`), and a failed creation blocks no name.
 */
export const createOrganization = async (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  input: CreateOrganizationInput,
): Promise<{ id: string; position: number; written: StreamWrite }> => {
  const id = meta.newId('organization');
  const nameStream = organizationNameStreamId(sha256Hex(organizationNameKey(input.name)));
  // A racing claim: decided again on the newer state, which names the holder.
  const { position, written } = await handleCommands(
    deps.store,
    [
      onStream(nameStream, organizationNameDecider, { type: 'ClaimOrganizationName', organizationID: id }),
      onStream(
        organizationStreamId(id),
        organizationDecider,
        { type: 'CreateOrganization', organizationID: id, name: input.name, kind: input.kind },
        newStream(organizationDecider),
      ),
    ],
    meta,
    { retries: 1 },
  );
  return { id, position, written };
};
