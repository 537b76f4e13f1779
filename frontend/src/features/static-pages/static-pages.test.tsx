import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';

describe('static pages', () => {
  it.each([
    ['/', 'Academy of Sciences'],
    ['/terms', 'Terms of Use'],
    ['/code-of-ethics', 'Code of Ethics'],
    ['/how-to-publish', 'How to Publish'],
    ['/encyclopedia', 'Encyclopedia'],
    ['/journal', 'Journal'],
  ])('when %s opens, then its heading is "%s" and the title names the academy', async (address, heading) => {
    renderRoute(address);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toContain('Academy of Sciences');
  });

  it('when the Encyclopedia page opens, then it links out to the configured Encyclopedia and the wiki', async () => {
    renderRoute('/encyclopedia');
    expect(await screen.findByRole('link', { name: /Open the Encyclopedia/ })).toHaveAttribute(
      'href',
      'https://encyclopedia.example.org',
    );
    expect(screen.getByRole('link', { name: /Sign in to the wiki/ })).toHaveAttribute(
      'href',
      'https://wiki.example.org/',
    );
  });
});
