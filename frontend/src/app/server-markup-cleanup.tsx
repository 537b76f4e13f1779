import { useEffect } from 'react';
import { lazyPartsLoaded } from '../config/lazy-part';
import { hydratedAttribute } from '../config/server-markup';

/**
 * The server writes a select's chosen option with the `selected` attribute; in the browser React
 * chooses it through the `selected` property instead. Once the page is hydrated the attribute goes,
 * so the document reads as one the browser built (the choice, held by the property, stays). Then,
 * once the lazy parts the page rendered have loaded (until then a click on one would be dropped:
 * see `lazy-part.ts`), the root says the app has the page (`data-hydrated`), for whoever waits.
 */
export function ServerMarkupCleanup() {
  useEffect(() => {
    for (const select of document.querySelectorAll<HTMLSelectElement>('#root select')) {
      const { value } = select;
      for (const option of select.querySelectorAll('option[selected]')) option.removeAttribute('selected');
      select.value = value;
    }
    void lazyPartsLoaded().then(() => document.getElementById('root')?.setAttribute(hydratedAttribute, ''));
  }, []);
  return null;
}
