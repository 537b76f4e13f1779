import { Table } from '@chakra-ui/react';
import { type ReactNode } from 'react';

/**
 * A table's own box: on a screen narrower than the table, the table scrolls sideways inside it and
 * the page keeps the screen's width. Focusable, so the keyboard can scroll it too.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      role="region"
      aria-label={label}
      tabIndex={0}
      borderWidth="1px"
      borderRadius="md"
      maxW="full"
      // Holds what is positioned inside (visually hidden headers), so it scrolls with the table.
      position="relative"
      _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {children}
    </Table.ScrollArea>
  );
}
