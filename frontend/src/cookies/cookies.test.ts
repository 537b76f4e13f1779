import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { getCookie, removeCookie, setCookie } from './cookies';

const logged = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('cookies', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when an allowed key is set, read and removed, then nothing is logged', () => {
    const errors = logged();
    setCookie('foo', 'a value; with = signs', { expires: 1 });
    expect(getCookie('foo')).toBe('a value; with = signs');
    removeCookie('foo');
    expect(getCookie('foo')).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });

  it('when a key is not allowed, then the error is logged and the operation still proceeds', () => {
    const errors = logged();
    setCookie('theme', 'dark');
    expect(getCookie('theme')).toBe('dark');
    removeCookie('theme');
    expect(getCookie('theme')).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(4);
    expect(errors).toHaveBeenCalledWith('Invalid cookie key on get/set/remove: theme');
  });

  it('when no path is given, then the cookie is set on /, and the expiry counts in days', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const now = Date.now();
    setCookie('foo', 'x', { expires: 2 });
    expect(writes[0]).toContain('path=/;');
    const expires = Date.parse(/expires=([^;]+)/.exec(writes[0]!)![1]!);
    expect(Math.round((expires - now) / 86_400_000)).toBe(2);
  });
});
