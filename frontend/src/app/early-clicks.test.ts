import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { holdEarlyClicks } from './early-clicks';

/** A server-rendered button: in the page, not yet hydrated by React. */
const serverButton = (root: HTMLElement) => {
  const button = document.createElement('button');
  root.append(button);
  const clicks: boolean[] = [];
  button.addEventListener('click', () => clicks.push(true));
  return { button, clicks };
};

/** What React leaves on an element it has hydrated. */
const hydrate = (button: HTMLButtonElement) =>
  Object.assign(button, { ['__reactProps$test']: { onClick: () => undefined } });

describe('clicks before hydration', () => {
  const root = document.createElement('div');
  document.body.append(root);
  holdEarlyClicks(root);

  it('when a button is clicked before React hydrates it, then the click reaches it once it is hydrated', async () => {
    const { button, clicks } = serverButton(root);
    button.click();
    expect(clicks).toEqual([]);
    hydrate(button);
    await waitFor(() => expect(clicks).toEqual([true]));
  });

  it('when a hydrated button is clicked, then the click goes through at once, once', async () => {
    const { button, clicks } = serverButton(root);
    hydrate(button);
    button.click();
    expect(clicks).toEqual([true]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(clicks).toEqual([true]);
  });
});

describe('a form submitted before hydration', () => {
  const root = document.createElement('div');
  document.body.append(root);
  holdEarlyClicks(root);

  it('when a form is submitted before React hydrates it, then it is submitted again once it is', async () => {
    const form = document.createElement('form');
    root.append(form);
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(true);
    });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submits).toEqual([]);
    Object.assign(form, { ['__reactProps$test']: { onSubmit: () => undefined } });
    await waitFor(() => expect(submits).toEqual([true]));
  });
});
