import { useCallback, useEffect, useState } from 'react';

/** Scrolls smaller than this are ignored, so a trembling touch does not flicker the header. */
const jitterPx = 4;

/**
 * Whether the header should hide after a scroll from `previousY` to `y`: down past the
 * header's height hides it, any scroll up shows it; null means "no change".
 */
export const nextHeaderHidden = (previousY: number, y: number, headerHeight: number): boolean | null => {
  if (Math.abs(y - previousY) < jitterPx) return null;
  if (y <= headerHeight) return false;
  return y > previousY;
};

/** The header hides on scroll down and returns on scroll up (spec section 2). */
export const useHideOnScroll = (headerHeight = 64): { hidden: boolean; reveal: () => void } => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = nextHeaderHidden(last, y, headerHeight);
        if (next === null) return;
        last = y;
        setHidden(next);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headerHeight]);
  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
};
