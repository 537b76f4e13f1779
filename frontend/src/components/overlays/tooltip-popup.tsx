import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { partIds, useStrictId } from '../strict-id';
import { type TooltipProps, tooltipOpenDelayMs } from './tooltip-options';

/** The tooltip itself (its positioning engine is loaded after the page's frame: see tooltip.tsx). */
export default function TooltipPopup({ content, children }: TooltipProps) {
  const ids = partIds(useStrictId('tooltip'), ['trigger', 'content', 'arrow', 'positioner']);
  return (
    <ChakraTooltip.Root ids={ids} openDelay={tooltipOpenDelayMs} closeDelay={100}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
