import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../toasts/toast-queue';
import AppToaster from '../toasts/toaster';
import { AlertsRegion } from './alerts-region';
import { alertShown, defaultAlertTimeout } from './alerts-slice';
import { isDismissingSwipe, swipeDismissThresholdPx } from './swipe';

const renderAlerts = () => {
  const store = makeStore();
  renderWithProviders(
    <>
      <AlertsRegion />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>,
    { store },
  );
  return store;
};

/** Shows an alert and lets its card (loaded on first use) arrive. */
const showAlert = async (show: () => unknown) => {
  await act(async () => {
    show();
    await Promise.resolve();
  });
};

describe('alert rules', () => {
  it('when an alert is success or info, then it dismisses after 5000 ms by default; errors and warnings stay', () => {
    expect(defaultAlertTimeout('success')).toBe(5000);
    expect(defaultAlertTimeout('info')).toBe(5000);
    expect(defaultAlertTimeout('error')).toBeNull();
    expect(defaultAlertTimeout('warning')).toBeNull();
  });

  it('when an alert is swiped past 50 px either way, then it is dismissed', () => {
    expect(swipeDismissThresholdPx).toBe(50);
    expect(isDismissingSwipe(51)).toBe(true);
    expect(isDismissingSwipe(-60)).toBe(true);
    expect(isDismissingSwipe(50)).toBe(false);
  });
});

describe('alerts on a small screen', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when a success alert is shown, then it disappears after 5 seconds', async () => {
    jest.useFakeTimers();
    const store = renderAlerts();
    await showAlert(() => store.dispatch(alertShown({ severity: 'success', message: 'Profile saved' })));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('when an error alert is swiped 60 px, then it is dismissed; a short swipe keeps it', async () => {
    const store = renderAlerts();
    await showAlert(() => store.dispatch(alertShown({ severity: 'error', message: 'Upload failed' })));
    const alert = screen.getByRole('alert');
    fireEvent.pointerDown(alert, { clientX: 100 });
    fireEvent.pointerMove(alert, { clientX: 130 });
    fireEvent.pointerUp(alert, { clientX: 130 });
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    fireEvent.pointerDown(alert, { clientX: 100 });
    fireEvent.pointerUp(alert, { clientX: 160 });
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('when the text is long, then it can be expanded and collapsed', async () => {
    const store = renderAlerts();
    await showAlert(() =>
      store.dispatch(alertShown({ severity: 'warning', message: 'Your membership ends soon. '.repeat(8) })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('alerts on a large screen', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    toaster.remove();
  });

  it('when success alerts are shown, then they appear as toasts, at most 5 at once', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const store = renderAlerts();
    act(() => {
      for (let i = 1; i <= 7; i += 1)
        store.dispatch(alertShown({ severity: 'success', message: `Saved ${i}` }));
    });
    await waitFor(() => expect(screen.getByText('Saved 1')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(/^Saved \d$/)).toHaveLength(5));
  });
});
