/* global window */
// Dark mode before the first paint: the stored preference, else the system setting.
// A file of its own, not an inline script: the Content-Security-Policy is `script-src 'self'`.
try {
  let mode = window.localStorage.getItem('academy-color-mode');
  if (mode !== 'light' && mode !== 'dark')
    mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  window.document.documentElement.classList.add(mode);
  window.document.documentElement.style.colorScheme = mode;
} catch {
  // No storage (private mode): the light default stays.
}
