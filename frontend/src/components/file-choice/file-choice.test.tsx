import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { FileChoice } from './file-choice';

const src = path.resolve(import.meta.dirname, '../..');

/** Every non-test `.tsx` file of the frontend, relative to `src/`. */
const pageFiles = (dir = src): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path.relative(src, full)] : [];
  });

describe('choosing a file', () => {
  it('when the field is tabbed to and a file chosen, then the input has the focus, the button shows, and the name replaces "No file chosen"', async () => {
    const chosen = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <FileChoice
        label="Upload an image"
        accept="image/png"
        buttonText="Choose an image"
        onChoose={chosen}
      />,
    );
    const input = await screen.findByLabelText('Upload an image');
    expect(screen.getByText('Choose an image')).toBeVisible();
    expect(input).toHaveAccessibleDescription('No file chosen');
    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, new File(['png'], 'portrait.png', { type: 'image/png' }));
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ name: 'portrait.png' }), expect.anything());
    expect(input).toHaveAccessibleDescription('portrait.png');
  });

  it('when the page says what is chosen, then that shows instead of the name', async () => {
    renderWithProviders(
      <FileChoice
        label="PDF"
        accept=".pdf"
        buttonText="Choose a PDF"
        chosen="a.pdf (2 KB)"
        onChoose={() => {}}
      />,
    );
    expect(await screen.findByLabelText('PDF')).toHaveAccessibleDescription('a.pdf (2 KB)');
  });

  it('when the frontend is read, then every file input is this component’s (a styled, keyboard-reachable button)', () => {
    const raw = pageFiles().filter(
      (file) =>
        !file.endsWith('file-choice.tsx') &&
        /type=["']file["']/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(raw).toEqual([]);
  });
});
