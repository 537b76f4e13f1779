import { describe, expect, it } from '@jest/globals';
import { siteAddressOf } from './site-address.js';

describe('the address links are built from', () => {
  it('when PUBLIC_URL is set, then links use it (without trailing slashes), whatever port is bound', () => {
    const site = siteAddressOf({ PUBLIC_URL: 'https://academy.example/', HOST: '0.0.0.0', PORT: 0 });
    site.bound(41234);
    expect([site.base(), site.origin(), site.source]).toEqual([
      'https://academy.example',
      'https://academy.example',
      'PUBLIC_URL',
    ]);
  });

  it('when PUBLIC_URL is unset, then links use the address the app serves on, with the port it bound', () => {
    const site = siteAddressOf({ HOST: '127.0.0.1', PORT: 0 });
    site.bound(41234);
    expect([site.base(), site.source]).toEqual(['http://127.0.0.1:41234', 'HOST and PORT']);
  });

  it('when the app binds every address or an IPv6 one, then links name a host a browser can open', () => {
    expect(siteAddressOf({ HOST: '0.0.0.0', PORT: 3000 }).base()).toBe('http://127.0.0.1:3000');
    expect(siteAddressOf({ HOST: '::', PORT: 3000 }).base()).toBe('http://[::1]:3000');
    expect(siteAddressOf({ HOST: '::1', PORT: 3000 }).origin()).toBe('http://[::1]:3000');
    expect(siteAddressOf({ HOST: 'academy.lan', PORT: 80 }).origin()).toBe('http://academy.lan');
  });
});
