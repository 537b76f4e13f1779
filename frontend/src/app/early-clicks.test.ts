import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { hydratedAttribute } from '../config/server-markup';
import { holdEarlyClicks } from './early-clicks';

/** A server-rendered page's root whose clicks are held, and a button in it with its handler. */
const servedPage = () => {
  const root = document.createElement('div');
  document.body.append(root);
  holdEarlyClicks(root);
  const button = document.createElement('button');
  root.append(button);
  const clicks: boolean[] = [];
  button.addEventListener('click', () => clicks.push(true));
  return { root, button, clicks };
};

/** What the app does once it has hydrated the page (`ServerMarkupCleanup`). */
const hydrate = (root: HTMLElement) => root.setAttribute(hydratedAttribute, '');

describe('clicks before hydration', () => {
  it('when a button is clicked before the app hydrates the page, then the click reaches it once it has', async () => {
    const { root, button, clicks } = servedPage();
    button.click();
    expect(clicks).toEqual([]);
    hydrate(root);
    await waitFor(() => expect(clicks).toEqual([true]));
  });

  it('when a button is clicked on a hydrated page, then the click goes through at once, once', async () => {
    const { root, button, clicks } = servedPage();
    hydrate(root);
    button.click();
    expect(clicks).toEqual([true]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([true]);
  });

  it('when a held button leaves the page before hydration, then its click is dropped', async () => {
    const { root, button, clicks } = servedPage();
    button.click();
    button.remove();
    hydrate(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([]);
  });
});

describe('a check box ticked before hydration', () => {
  it('when a filter’s label is clicked before the app hydrates the page, then the box stays as it was until the click is given again', async () => {
    const { root } = servedPage();
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    label.append(box, 'compiler construction');
    root.append(label);
    const changes: boolean[] = [];
    box.addEventListener('change', () => changes.push(box.checked));
    label.click();
    expect(box.checked).toBe(false);
    expect(changes).toEqual([]);
    hydrate(root);
    await waitFor(() => expect(changes).toEqual([true]));
  });
});

describe('a form submitted before hydration', () => {
  it('when a form is submitted before the app hydrates the page, then it is submitted again once it has', async () => {
    const { root } = servedPage();
    const form = document.createElement('form');
    root.append(form);
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(true);
    });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submits).toEqual([]);
    hydrate(root);
    await waitFor(() => expect(submits).toEqual([true]));
  });
});
