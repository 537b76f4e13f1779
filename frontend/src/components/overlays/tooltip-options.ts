import { type ReactElement, type ReactNode } from 'react';

/** Tooltips open after 500 ms (spec section 9). */
export const tooltipOpenDelayMs = 500;

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
}
