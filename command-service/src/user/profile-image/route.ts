import { DomainError, profileDecider, userStreamId } from '@academy/domain';
import { RouteTable, signedInUser, storeProfileImage } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { uploadedImage } from './upload-body.js';

/**
 * `POST /rest/user/profile/image` (multipart part `image`, or the raw bytes with their content
 * type): JPEG, PNG or WebP up to 5 MB, checked by its bytes, stored resized as WebP (longest side
 * 512 px, no metadata) in the blob store → 200 `{ position, image }`. `DELETE` removes it → `{ position }`.
 */
export const profileImageRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post('/rest/user/profile/image', { signedIn: true }, async (req, res) => {
      const user = signedInUser(req);
      if (!deps.blobs) throw new DomainError('service-unavailable', 'Image uploads are not available');
      const image = await storeProfileImage(deps.blobs, await uploadedImage(req));
      const { position } = await handleCommand(
        deps.store,
        userStreamId(user.userID),
        profileDecider,
        { type: 'SetProfileImage', image },
        commandMeta(req, deps.clock, deps.ids),
      );
      res.json({
        position,
        image: { width: image.width, height: image.height, contentType: image.contentType },
      });
    })
    .delete('/rest/user/profile/image', { signedIn: true }, async (req, res) => {
      const user = signedInUser(req);
      const { position } = await handleCommand(
        deps.store,
        userStreamId(user.userID),
        profileDecider,
        { type: 'RemoveProfileImage' },
        commandMeta(req, deps.clock, deps.ids),
      );
      res.json({ position });
    });
