/* global window */
// Dark mode before the first paint: the stored preference, else the system setting; light when the
// page is opened for printing.
// A file of its own, not an inline script: the Content-Security-Policy is `script-src 'self'`.
try {
  let mode = window.localStorage.getItem('academy-color-mode');
  if (mode !== 'light' && mode !== 'dark')
    mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (window.matchMedia('print').matches) mode = 'light';
  window.document.documentElement.classList.add(mode);
  // The browser's own colours (the canvas, scrollbars) before the app's styles arrive, given as a
  // meta tag rather than an inline style; from then on the theme's `html.dark` rule says it.
  const scheme = window.document.createElement('meta');
  scheme.name = 'color-scheme';
  scheme.content = mode;
  window.document.head.append(scheme);
} catch {
  // No storage (private mode): the light default stays.
}
