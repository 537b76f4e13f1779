import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { lazyPart, lazyPartsLoaded } from './lazy-part';

describe('lazy parts', () => {
  it('when a rendered lazy part is still loading, then the page does not count as loaded until its module has come', async () => {
    let arrive!: () => void;
    const Part = lazyPart(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <button type="button">Open search</button> });
        }),
    );
    render(
      <Suspense fallback={<p>plain</p>}>
        <Part />
      </Suspense>,
    );
    let loaded = false;
    void lazyPartsLoaded().then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    arrive();
    await screen.findByRole('button', { name: 'Open search' });
    await lazyPartsLoaded();
    expect(loaded).toBe(true);
  });
});
