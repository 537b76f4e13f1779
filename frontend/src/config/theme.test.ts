import { describe, expect, it } from '@jest/globals';
import { popoverOffsetPx } from '../components/overlays/popover';
import { tooltipOpenDelayMs } from '../components/overlays/tooltip-options';
import { appSystem, breakpoints } from './theme';

const system = appSystem();

describe('design constants', () => {
  it('when the theme is built, then the breakpoints are the spec ones', () => {
    expect(breakpoints).toEqual({
      xs: '500px',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    });
    expect(system.breakpoints.keys()).toEqual(expect.arrayContaining(['xs', 'sm', 'md', 'lg', 'xl', '2xl']));
  });

  it('when overlays open, then tooltips wait 500 ms and popovers sit 8 px away', () => {
    expect(tooltipOpenDelayMs).toBe(500);
    expect(popoverOffsetPx).toBe(8);
  });

  it("when a component the home page's first paint uses is styled, then its recipe is in the theme", () => {
    for (const key of [
      'button',
      'input',
      'inputAddon',
      'heading',
      'link',
      'badge',
      'skeleton',
      'spinner',
      'code',
    ])
      expect(system.getRecipe(key)).toBeDefined();
    expect(system.getSlotRecipe('card')).toBeDefined();
  });
});
