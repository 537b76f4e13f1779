import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ColorModeButton, colorModeStorageKey } from './color-mode';

const root = document.documentElement;

describe('dark mode', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    root.className = '';
  });

  it('when a preference is stored, then it applies, and the toggle switches and stores the other', async () => {
    window.localStorage.setItem(colorModeStorageKey, 'dark');
    const user = userEvent.setup();
    renderWithProviders(<ColorModeButton />);
    await waitFor(() => expect(root).toHaveClass('dark'));
    const toggle = await screen.findByRole('button', { name: 'Toggle dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    await waitFor(() => expect(root).toHaveClass('light'));
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('light');
  });

  it('when nothing is stored, then the system setting decides', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('dark'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderWithProviders(<ColorModeButton />);
    await waitFor(() => expect(root).toHaveClass('dark'));
  });

  it('when the page is printed, then dark mode is off until printing ends', async () => {
    window.localStorage.setItem(colorModeStorageKey, 'dark');
    renderWithProviders(<ColorModeButton />);
    await waitFor(() => expect(root).toHaveClass('dark'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    await waitFor(() => expect(root).toHaveClass('light'));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(root).toHaveClass('dark'));
  });
});
