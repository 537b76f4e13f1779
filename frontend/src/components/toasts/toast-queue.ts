import { createToaster } from '@chakra-ui/react';
import { maxToasts } from './toast-store';

/**
 * The toasts' queue (zag's toast machine). It loads with the toasts' view, just after the first
 * paint, or with the first toast: the home page's JavaScript does not carry it.
 */
export const toaster = createToaster({ placement: 'top-end', max: maxToasts, pauseOnPageIdle: true });
