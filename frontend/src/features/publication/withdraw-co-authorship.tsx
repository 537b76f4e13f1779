import { type CommandWritten } from '@academy/domain';
import { Stack } from '@chakra-ui/react';
import { baseApi, errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { showToast } from '../../components/toasts/toast-store';

const withdrawApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawCoAuthorship: build.mutation<CommandWritten, { pubNum: number }>({
      query: ({ pubNum }) => ({
        url: `/rest/journal/publications/${pubNum}/co-authorship`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { pubNum }) => [
        { type: 'Publication', id: pubNum },
        { type: 'Publication', id: 'LIST' },
        'Profile',
      ],
    }),
  }),
});

/** A co-author who accepted removes themselves: the name stays as typed, no longer linked to them. */
export function WithdrawCoAuthorship({ pubNum }: { pubNum: number }) {
  const [withdraw, withdrawing] = withdrawApi.useWithdrawCoAuthorshipMutation();
  return (
    <Stack className="no-print" align="start">
      <FormError message={errorOf(withdrawing.error)?.message} />
      <ConfirmButton
        buttonProps={{ variant: 'outline', colorPalette: 'red', loading: withdrawing.isLoading }}
        title="Withdraw as co-author?"
        text="This publication will no longer be linked to you: not on your profile, not under your name in the Journal, not in its citations. Your name stays as the submitter typed it."
        confirmLabel="Withdraw"
        loading={withdrawing.isLoading}
        onConfirm={async () => {
          try {
            await withdraw({ pubNum }).unwrap();
            showToast('success', 'You are no longer linked to this publication.');
          } catch {
            // The server's message shows above the button.
          }
        }}
      >
        Withdraw as co-author
      </ConfirmButton>
    </Stack>
  );
}
