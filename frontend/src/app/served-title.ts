/**
 * The `<title>`s the page came with stay until the app writes a title of its own, then go. The
 * observer's callback runs right after the DOM change that added it, before the browser does
 * anything else: no one ever sees the document with two titles, or with none.
 */
export const replaceServedTitle = (head: HTMLHeadElement): void => {
  const served = [...head.querySelectorAll('title')];
  if (served.length === 0) return;
  const observer = new MutationObserver(() => {
    if (![...head.querySelectorAll('title')].some((title) => !served.includes(title))) return;
    observer.disconnect();
    for (const title of served) title.remove();
  });
  observer.observe(head, { childList: true });
};
