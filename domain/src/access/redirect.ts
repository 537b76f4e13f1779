// Where the site may send someone after sign-in: only its own pages. Anything else ends at `/`.

// Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so `/\t/evil` and
// `/\evil` both leave the site; control characters are refused outright.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const isLocalPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !CONTROL.test(value);

/** Every layer of percent-decoding must stay a local path (`%2F%2Fevil.example` is not). */
const staysLocal = (value: string): boolean => {
  let current = value;
  for (let i = 0; i < 4; i++) {
    if (!isLocalPath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
};

/**
 * A redirect target that stays on this site: a path such as `/journal?x=1`, or an absolute URL on
 * `origin` (given as `https://host`), which becomes its path. `https://evil.example`,
 * `//evil.example`, `javascript:…` and their encoded forms give `/`.
 */
export const safeRedirectTarget = (target: unknown, origin?: string): string => {
  if (typeof target !== 'string' || target.trim() === '') return '/';
  let candidate = target;
  if (origin && !target.startsWith('/')) {
    try {
      const url = new URL(target);
      if (url.origin !== new URL(origin).origin) return '/';
      candidate = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return '/';
    }
  }
  return staysLocal(candidate) ? candidate : '/';
};

/** The target saved before sign-in: one containing "banned" is replaced by `/` (spec section 2). */
export const signInRedirectTarget = (target: unknown, origin?: string): string => {
  const safe = safeRedirectTarget(target, origin);
  return safe.toLowerCase().includes('banned') ? '/' : safe;
};
