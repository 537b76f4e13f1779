import vm from 'node:vm';
const outer = vm.runInThisContext('globalThis') as Record<string, unknown>;
const g = globalThis as unknown as Record<string, unknown>;
for (const k of ['fetch','Request','Response','Headers','FormData','Blob','File','TextEncoder','TextDecoder','ReadableStream','WritableStream','TransformStream','BroadcastChannel','structuredClone','AbortController','AbortSignal','MessageChannel','MessagePort','setImmediate','clearImmediate']) g[k] = outer[k];
const OuterRequest = outer.Request as typeof Request;
const abs = (input: unknown) => (typeof input === 'string' || input instanceof URL ? new URL(String(input), window.location.href).href : input);
class BrowserRequest extends OuterRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) { super(abs(input) as RequestInfo, init); }
}
g.Request = BrowserRequest;
const outerFetch = outer.fetch as typeof fetch;
g.fetch = (input: RequestInfo | URL, init?: RequestInit) => outerFetch(abs(input) as RequestInfo, init);
