import { type MailMessage } from '@academy/platform';

/** To the new address: the link that confirms it. */
export const confirmMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Confirm your new Academy email',
  text: [
    'Someone asked to use this address for their Academy account.',
    '',
    'To confirm it, open this link within 24 hours (it works once):',
    link,
    '',
    'If it was not you, ignore this mail: nothing changes.',
  ].join('\n'),
});

/** To the old address, once the change is made: what happened, and the link that undoes it. */
export const undoMail = (to: string, newEmail: string, link: string): MailMessage => ({
  to,
  subject: 'The email of your Academy account was changed',
  text: [
    `The email of your Academy account was changed to ${newEmail}.`,
    '',
    'If it was not you, open this link within 7 days (it works once): it gives your account this',
    'address back, signs every browser out and lets you choose a new password.',
    link,
    '',
    'If it was you, ignore this mail.',
  ].join('\n'),
});

/** To the account's address after a password change: what happened, and how to take it back. */
export const passwordChangedMail = (to: string, resetLink: string): MailMessage => ({
  to,
  subject: 'The password of your Academy account was changed',
  text: [
    'The password of your Academy account was just changed.',
    '',
    'If it was not you, choose a new password here: every browser is signed out when you do.',
    resetLink,
    '',
    'If it was you, ignore this mail.',
  ].join('\n'),
});
