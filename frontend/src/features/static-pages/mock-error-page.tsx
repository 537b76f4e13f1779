/** `/mock-error`: throws while rendering, to show the error fallback. */
export function Component(): never {
  throw new Error('This is a mock error, thrown on purpose to show the error page.');
}
