import { Button, HStack, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toast-queue';

/** Where toasts appear. */
export default function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            role={toast.type === 'warning' || toast.type === 'confirm' ? 'alert' : 'status'}
          >
            {toast.type !== 'confirm' && <Toast.Indicator />}
            <Stack gap="2" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              {toast.type === 'confirm' && toast.action && (
                <HStack gap={2}>
                  <Toast.ActionTrigger asChild>
                    <Button size="xs" colorPalette="blue">
                      {toast.action.label}
                    </Button>
                  </Toast.ActionTrigger>
                  <Toast.CloseTrigger asChild position="static">
                    <Button size="xs" variant="outline" aria-label="Cancel">
                      Cancel
                    </Button>
                  </Toast.CloseTrigger>
                </HStack>
              )}
            </Stack>
            {toast.type !== 'confirm' && toast.closable && (
              <Toast.CloseTrigger aria-label="Dismiss notification" />
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
