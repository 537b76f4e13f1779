/**
 * Full-page navigations (leaving the single-page app: the sign-in start, a provider's answer).
 * One object, so tests can watch them: jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  href(): string {
    return window.location.href;
  },
};
