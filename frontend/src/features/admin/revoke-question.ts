/** The question before revoking admin rights, and the toast after: in the first person for oneself. */
export const revokeQuestion = ({ name, self }: { name: string; self: boolean }) =>
  self
    ? {
        title: 'Revoke your own admin rights?',
        text: 'You will lose access to the admin area at once.',
        done: 'Your admin rights are revoked.',
      }
    : {
        title: 'Revoke admin rights?',
        text: `${name} will no longer be able to use the admin area.`,
        done: `${name} is no longer an admin.`,
      };
