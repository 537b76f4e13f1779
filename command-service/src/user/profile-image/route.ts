import { DomainError, profileDecider, userStreamId } from '@academy/domain';
import { profileImageOf, RouteTable, signedInUser, wasUploaded, withUploads } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { PROFILE_IMAGE_PATH } from './image-form.js';
import { answerCommand } from '../../pipeline/command-answer.js';

const refuse = (message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path: 'image', message }]);

/**
 * `POST /rest/user/profile/image` (multipart part `image`, or the raw bytes with their content
 * type; read and staged by the upload parser): JPEG, PNG or WebP up to 5 MB, checked by its bytes,
 * resized to WebP (longest side 512 px, no metadata), stored in the blob store once recorded →
 * 200 `{ position, image }`. `DELETE` removes it → `{ position }`.
 */
export const profileImageRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post(PROFILE_IMAGE_PATH, { signedIn: true }, async (req, res) => {
      const user = signedInUser(req);
      const blobs = deps.blobs;
      if (!blobs) throw new DomainError('service-unavailable', 'Image uploads are not available');
      const { body, written } = await withUploads(req, async (uploads) => {
        const upload = uploads.file('image');
        if (!upload) {
          throw refuse(
            wasUploaded(req)
              ? 'Send the image in a form field named "image"'
              : 'Send a JPEG, PNG or WebP image as multipart/form-data (field "image") or as the raw body',
          );
        }
        const { image, bytes } = await profileImageOf(upload);
        const { position, written } = await handleCommand(
          deps.store,
          userStreamId(user.userID),
          profileDecider,
          { type: 'SetProfileImage', image },
          commandMeta(req, deps.clock, deps.ids),
        );
        // Stored once recorded (a retry answered from the first attempt's events stores it too).
        await blobs.put(bytes);
        const { width, height, contentType } = image;
        return { body: { position, image: { width, height, contentType } }, written };
      });
      await answerCommand(req, res, { body, written });
    })
    .delete(PROFILE_IMAGE_PATH, { signedIn: true }, async (req, res) => {
      const user = signedInUser(req);
      const { position, written } = await handleCommand(
        deps.store,
        userStreamId(user.userID),
        profileDecider,
        { type: 'RemoveProfileImage' },
        commandMeta(req, deps.clock, deps.ids),
      );
      await answerCommand(req, res, { body: { position }, written });
    });
