import { Popover as ChakraPopover, Portal } from '@chakra-ui/react';
import { type ReactElement, type ReactNode } from 'react';
import { partIds, useStrictId } from '../strict-id';

/** Popovers sit 8 px from their trigger by default (spec section 9). */
export const popoverOffsetPx = 8;
export const popoverPositioning = { offset: { mainAxis: popoverOffsetPx, crossAxis: 0 } } as const;

interface PopoverProps {
  trigger: ReactElement;
  title?: ReactNode;
  children: ReactNode;
  offset?: number;
}

const parts = [
  'anchor',
  'trigger',
  'content',
  'title',
  'description',
  'closeTrigger',
  'positioner',
  'arrow',
] as const;

/**
 * A click-to-open panel with the product's default offset. Its panel is in the page only while
 * open: closed, it would be a `hidden` element whose positioner and arrow carry inline styles.
 */
export function Popover({ trigger, title, children, offset = popoverOffsetPx }: PopoverProps) {
  const ids = partIds(useStrictId('popover'), parts);
  return (
    <ChakraPopover.Root
      ids={ids}
      lazyMount
      unmountOnExit
      positioning={{ offset: { mainAxis: offset, crossAxis: 0 } }}
    >
      <ChakraPopover.Trigger asChild>{trigger}</ChakraPopover.Trigger>
      <Portal>
        <ChakraPopover.Positioner>
          <ChakraPopover.Content>
            <ChakraPopover.Arrow />
            <ChakraPopover.Body>
              {title && <ChakraPopover.Title fontWeight="semibold">{title}</ChakraPopover.Title>}
              {children}
            </ChakraPopover.Body>
          </ChakraPopover.Content>
        </ChakraPopover.Positioner>
      </Portal>
    </ChakraPopover.Root>
  );
}
