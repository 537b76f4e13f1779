import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { type ReactElement, type ReactNode } from 'react';

/** Tooltips open after 500 ms (spec section 9). */
export const tooltipOpenDelayMs = 500;

/** A short hint on hover or focus; the wrapped control keeps its own accessible name. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ChakraTooltip.Root openDelay={tooltipOpenDelayMs} closeDelay={100}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
