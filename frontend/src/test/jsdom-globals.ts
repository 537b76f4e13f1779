/**
 * Browser globals for jsdom. jsdom lacks the web platform's fetch family and a few layout APIs
 * that Chakra UI and the router use: the fetch family is re-attached from Node's own realm
 * (as jest-fixed-jsdom does), the layout APIs are stubbed. Imported first by setup.ts.
 */
import vm from 'node:vm';

const outer = vm.runInThisContext('globalThis') as Record<string, unknown>;
const scope = globalThis as unknown as Record<string, unknown>;
const JsdomFormData = window.FormData;
const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'setImmediate',
  'clearImmediate',
];
for (const name of nodeGlobals) scope[name] = outer[name];

// Node's fetch wants absolute addresses; a browser resolves relative ones against the page.
const absolute = (input: unknown) =>
  typeof input === 'string' || input instanceof URL
    ? new URL(String(input), window.location.href).href
    : input;
const NodeRequest = outer.Request as typeof Request;
class BrowserRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(absolute(input) as RequestInfo, init);
  }
}
scope.Request = BrowserRequest;
const nodeFetch = outer.fetch as typeof fetch;
scope.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  nodeFetch(absolute(input) as RequestInfo, init);

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
class IntersectionObserverStub extends ResizeObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  takeRecords(): [] {
    return [];
  }
}
scope.ResizeObserver ??= ResizeObserverStub;
scope.IntersectionObserver ??= IntersectionObserverStub;

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;
scope.CSS ??= { supports: () => false, escape: (value: string) => value };
window.HTMLElement.prototype.showPopover ??= () => undefined;
window.HTMLElement.prototype.hidePopover ??= () => undefined;

// jsdom logs "Not implemented" for computed styles of pseudo-elements; ignore the argument.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Node's FormData (so that fetch can send it) that can also be built from a jsdom form.
const NodeFormData = outer.FormData as typeof FormData;
class BrowserFormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (form) for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
  }
}
scope.FormData = BrowserFormData;

// jsdom has no PointerEvent: a MouseEvent with a pointer id is enough for swipe gestures.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  scope.PointerEvent = PointerEventStub;
}
