import { Stack, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { showToast } from '../toasts/toast-store';
import { alertDismissed, selectAlerts, successAlertTimeoutMs } from './alerts-slice';
import { lazyPart } from '../../config/lazy-part';

/** No page opens with an alert: the card loads with the first one. */
const AlertCard = lazyPart(() => import('./alert-card'));

/** The page's alerts; on large screens success alerts become toasts. */
export function AlertsRegion() {
  const alerts = useSelector(selectAlerts);
  const dispatch = useDispatch();
  // The browser reads the screen at once; a server render (no alerts yet) has none to read.
  const ssr = typeof window === 'undefined';
  const desktop = useBreakpointValue({ base: false, lg: true }, { ssr }) ?? false;
  const dismiss = useCallback(
    (id: string) => {
      dispatch(alertDismissed(id));
    },
    [dispatch],
  );

  const toasted = useRef(new Set<string>());

  useEffect(() => {
    if (!desktop) return;
    for (const alert of alerts) {
      if (alert.severity !== 'success' || toasted.current.has(alert.id)) continue;
      toasted.current.add(alert.id);
      showToast('success', alert.message, alert.timeout ?? successAlertTimeoutMs);
      dispatch(alertDismissed(alert.id));
    }
  }, [alerts, desktop, dispatch]);

  const shown = desktop ? alerts.filter((alert) => alert.severity !== 'success') : alerts;
  if (shown.length === 0) return null;
  return (
    <Stack
      aria-label="Notifications"
      position="fixed"
      top={{ base: 2, md: 20 }}
      insetX={{ base: 2, md: 'auto' }}
      right={{ md: 4 }}
      w={{ md: 'md' }}
      zIndex="toast"
      gap={2}
    >
      <Suspense fallback={null}>
        {shown.map((alert) => (
          <AlertCard key={alert.id} alert={alert} onDismiss={dismiss} />
        ))}
      </Suspense>
    </Stack>
  );
}
