import { useState } from 'react';
import { errorOf } from '../../api/base-api';
import { showToast } from '../../components/toasts/toast-store';
import { useDeleteProfileImageMutation, useUploadProfileImageMutation } from './api';

/** Uploads and removes the member's profile image at once (not with the form's Save), saying how it went. */
export function useProfileImage() {
  const [upload, uploading] = useUploadProfileImageMutation();
  const [removeImage, removing] = useDeleteProfileImageMutation();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const form = new FormData();
    form.append('image', file);
    const answer = await upload(form);
    if ('error' in answer) setError(errorOf(answer.error)?.message ?? 'The image could not be uploaded');
    else showToast('success', 'Profile image saved');
  };

  const remove = async () => {
    const answer = await removeImage();
    if ('error' in answer) setError(errorOf(answer.error)?.message ?? 'The image could not be removed');
    else showToast('success', 'Profile image removed');
  };

  return { choose, remove, error, uploading: uploading.isLoading, removing: removing.isLoading };
}
