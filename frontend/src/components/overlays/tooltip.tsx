import { Suspense } from 'react';
import { type TooltipProps } from './tooltip-options';
import { lazyPart } from '../../config/lazy-part';

// The positioning engine (zag's tooltip and popper, floating-ui) is about a tenth of the frame's
// JavaScript: it loads right after the first paint, and the control shows plain until then.
const TooltipPopup = lazyPart(() => import('./tooltip-popup'));

/** A short hint on hover or focus; the wrapped control keeps its own accessible name. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <TooltipPopup content={content}>{children}</TooltipPopup>
    </Suspense>
  );
}
