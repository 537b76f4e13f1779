const key = Symbol('academy.stream-of-error');

/**
 * Marks an error thrown while appending to `streamId` with that stream (the first mark stays), so
 * the log line of the failed request can name it; answers the error for `throw`.
 */
export const markStreamOfError = (error: unknown, streamId: string): unknown => {
  if (typeof error === 'object' && error !== null && !(key in error))
    Object.defineProperty(error, key, { value: streamId, enumerable: false });
  return error;
};

/** The stream an error was thrown while appending to, if it was marked. */
export const streamOfError = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const stream = (error as { [key]?: unknown })[key];
  return typeof stream === 'string' ? stream : undefined;
};
