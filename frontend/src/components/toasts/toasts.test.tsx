import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { renderWithProviders } from '../../test/render';
import { toaster } from './toast-queue';
import { confirmToast, maxToasts, showToast } from './toast-store';
import AppToaster from './toaster';

const renderToaster = () =>
  renderWithProviders(
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>,
  );

describe('toasts', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('when a confirm toast is answered with Confirm, then its action runs', async () => {
    const confirmed = jest.fn();
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      confirmToast({ message: 'Remove this publication?', confirmLabel: 'Remove', onConfirm: confirmed });
    });
    expect(await screen.findByText('Remove this publication?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('when a warning toast is shown, then it is announced as an alert', async () => {
    renderToaster();
    act(() => {
      showToast('warning', 'Your session ends in 5 minutes');
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your session ends in 5 minutes'),
    );
    expect(maxToasts).toBe(5);
  });
});
