import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig } from '../../config/runtime-config';
import { renderRoute } from '../../test/render';

describe('footer', () => {
  it('when any page shows, then the footer has the five links, the year and three social links', async () => {
    renderRoute('/terms');
    const footer = await screen.findByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About the Academy', defaultRuntimeConfig.aboutUrl],
      ['Privacy', defaultRuntimeConfig.privacyUrl],
      ['Terms', '/terms'],
      ['Code of Ethics', '/code-of-ethics'],
      ['Contact', defaultRuntimeConfig.contactUrl],
    ]);
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Academy of Sciences. All rights reserved.`),
    ).toBeInTheDocument();
    for (const name of ['LinkedIn', 'YouTube', 'X'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  });
});
