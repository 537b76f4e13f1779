/** A value a query parameter can carry: lists repeat the key, objects travel as JSON. */
export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

const appendValue = (search: URLSearchParams, key: string, value: QueryValue): void => {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(search, key, item);
    return;
  }
  search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
};

/** Serialise parameters into `?a=1&b=2`, or '' when nothing is left. */
export const serializeQuery = (params: QueryParams | undefined): string => {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) appendValue(search, key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Append serialised parameters to a path that may already carry some. */
export const withQuery = (path: string, params: QueryParams | undefined): string => {
  const query = serializeQuery(params);
  if (!query) return path;
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
};
