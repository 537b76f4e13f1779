import { type ProfileImage } from './fields.js';
import { type ProfilePatch } from './schemas.js';

/** A parsed `PATCH /rest/user/profile`: the decider turns it into the events that change something. */
export interface UpdateProfile {
  type: 'UpdateProfile';
  patch: ProfilePatch;
}

/** A new image, already checked, resized and stored in the blob store. */
export interface SetProfileImage {
  type: 'SetProfileImage';
  image: ProfileImage;
}

export interface RemoveProfileImage {
  type: 'RemoveProfileImage';
}

export type ProfileCommand = UpdateProfile | SetProfileImage | RemoveProfileImage;
