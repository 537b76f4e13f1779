import { afterEach, describe, expect, it } from '@jest/globals';
import { replaceServedTitle } from './served-title';

const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent);
const addTitle = (text: string) => {
  const title = document.createElement('title');
  title.textContent = text;
  document.head.append(title);
};
/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the served title', () => {
  afterEach(() => document.head.replaceChildren());

  it('when the app has not written a title yet, then the served one stays', async () => {
    addTitle('Registry | Academy of Sciences');
    replaceServedTitle(document.head);
    document.head.append(document.createElement('meta'));
    await observed();
    expect(titles()).toEqual(['Registry | Academy of Sciences']);
  });

  it("when the app writes its title, then the served one goes and the app's stays", async () => {
    addTitle('Academy');
    replaceServedTitle(document.head);
    addTitle('Journal | Academy of Sciences');
    await observed();
    expect(titles()).toEqual(['Journal | Academy of Sciences']);
    addTitle('Later | Academy of Sciences');
    await observed();
    expect(titles()).toEqual(['Journal | Academy of Sciences', 'Later | Academy of Sciences']);
  });
});
