/** What a removal notice says when the note is empty (spec section 4). */
export const DEFAULT_REMOVAL_NOTE = 'No additional details provided.';

export const removalNoticeText = (note: string | null | undefined): string =>
  note && note.trim() !== '' ? note : DEFAULT_REMOVAL_NOTE;
