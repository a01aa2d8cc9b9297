/**
 * The script that ends every page (APP_START_SCRIPT, lib/portal/config.ts): the app's scripts, which
 * the head preloads, start in order once the browser reports the page's first contentful paint (at
 * once in a hidden tab; after a frame where paint entries are unsupported; at the latest soon after
 * the load event). The errors thrown before then are kept for error reporting, which takes them over
 * when it starts (bufferEarlyErrors, src/error-reporting/agent.ts).
 */
import {APP_START_SCRIPT, EARLY_ERRORS_GLOBAL, ERROR_REPORTING} from '../../lib/portal/config';
import {bufferEarlyErrors} from '../../src/error-reporting/agent';

const SCRIPTS = ['/portal/assets/js/runtime~main.1.js', '/portal/assets/js/main.2.js'];

/** A page's head as the template writes it, with the visibility the browser reports. */
function page(visibility: DocumentVisibilityState): void {
  document.head.innerHTML = SCRIPTS.map((src) => `<link rel="preload" href="${src}" as="script" fetchpriority="low" data-app-script>`).join('');
  document.body.innerHTML = '<div id="__docusaurus"><article><p>Text</p></article></div>';
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
}

/** The events the script keeps on the window (its own listener), while it does. */
const keptByPage = () => (window as unknown as Record<string, (Event[] & EventListenerObject) | undefined>)[EARLY_ERRORS_GLOBAL];

const started = () => Array.from(document.body.querySelectorAll('script'), (script) => ({src: new URL(script.src).pathname, async: script.async}));
const inOrder = SCRIPTS.map((src) => ({src, async: false}));

/**
 * The browser's PerformanceObserver, which jsdom lacks, for the entry types given: `paint(name)`
 * reports a paint entry to the observers still connected, as the browser does once a frame is shown.
 */
type Observer = {types: string[]; buffered: boolean; connected: boolean; callback: PerformanceObserverCallback};
let observers: Observer[];
function paintTiming(supportedEntryTypes: string[]): void {
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly observer: Observer;
    constructor(callback: PerformanceObserverCallback) {
      this.observer = {types: [], buffered: false, connected: false, callback};
      observers.push(this.observer);
    }
    observe(options: PerformanceObserverInit): void {
      Object.assign(this.observer, {types: [options.type], buffered: options.buffered === true, connected: true});
    }
    disconnect(): void {
      this.observer.connected = false;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {configurable: true, writable: true, value: FakeObserver});
}
function paint(name: 'first-paint' | 'first-contentful-paint'): void {
  for (const observer of observers.filter((candidate) => candidate.connected && candidate.types.includes('paint'))) {
    const entries = {getEntriesByName: (wanted: string) => (wanted === name ? [{name, entryType: 'paint'}] : [])};
    const self = {disconnect: () => (observer.connected = false)};
    observer.callback(entries as unknown as PerformanceObserverEntryList, self as unknown as PerformanceObserver);
  }
}

let frames: FrameRequestCallback[];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  observers = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  // A script a script creates is async unless told otherwise, in a browser (jsdom leaves it false).
  const createElement = document.createElement.bind(document);
  jest.spyOn(document, 'createElement').mockImplementation((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLScriptElement) element.async = true;
    return element;
  });
  paintTiming(['element', 'event', 'first-input', 'largest-contentful-paint', 'navigation', 'paint', 'resource']);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).PerformanceObserver;
  // The listener of the script a test ran, if error reporting did not take it over.
  const inline = keptByPage();
  if (inline) {
    window.removeEventListener('error', inline);
    window.removeEventListener('unhandledrejection', inline);
    delete (window as unknown as Record<string, unknown>)[EARLY_ERRORS_GLOBAL];
  }
});

const runPage = () => new Function(APP_START_SCRIPT)();
const loaded = () => window.dispatchEvent(new Event('load'));

describe("the pages' app start (APP_START_SCRIPT)", () => {
  it('adds the preloaded scripts, in order and executed in that order, in the task after the first contentful paint', () => {
    page('visible');
    runPage();
    // A first contentful paint before the script ran is reported too.
    expect(observers.map(({types, buffered}) => ({types, buffered}))).toEqual([{types: ['paint'], buffered: true}]);
    jest.runOnlyPendingTimers();
    frames.forEach((frame) => frame(0));
    paint('first-paint');
    jest.runOnlyPendingTimers();
    expect(started()).toEqual([]);

    paint('first-contentful-paint');
    expect(started()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(started()).toEqual(inOrder);
    expect(observers[0].connected).toBe(false);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    page('hidden');
    runPage();
    expect(started()).toEqual(inOrder);
    expect(observers).toEqual([]);
    expect(frames).toEqual([]);
  });

  it.each([
    ['without paint entries', () => paintTiming(['navigation', 'resource'])],
    ['without PerformanceObserver', () => delete (window as unknown as Record<string, unknown>).PerformanceObserver],
  ])('starts in the task after the first frame %s', (_, browser) => {
    browser();
    page('visible');
    runPage();
    expect(observers).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(started()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(started()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(started()).toEqual(inOrder);
  });

  it('starts soon after the load event when no first contentful paint was reported by then, and only once', () => {
    page('visible');
    runPage();
    loaded();
    jest.advanceTimersByTime(499);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(inOrder);

    paint('first-contentful-paint');
    jest.runAllTimers();
    expect(started()).toEqual(inOrder);
  });

  it('starts once when the first contentful paint comes before the load event', () => {
    page('visible');
    runPage();
    paint('first-contentful-paint');
    jest.runOnlyPendingTimers();
    expect(started()).toEqual(inOrder);
    loaded();
    jest.runAllTimers();
    expect(started()).toEqual(inOrder);
  });
});

/** What the page throws: an uncaught error, or a promise rejected with no handler. */
const thrown = (error: Error) => window.dispatchEvent(new ErrorEvent('error', {error, message: `Uncaught ${String(error)}`}));
const rejected = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), {reason}));

describe('errors thrown before the app starts', () => {
  // Jest's jsdom environment fails the test on an error event while no listener of the test's is on the window.
  const handled = () => undefined;
  beforeEach(() => window.addEventListener('error', handled));
  afterEach(() => window.removeEventListener('error', handled));

  it('reach error reporting when it starts, before its own, and the page stops keeping them', () => {
    page('visible');
    runPage();
    const atDomContentLoaded = new Error('at DOMContentLoaded');
    thrown(atDomContentLoaded);
    rejected('no stock');
    paint('first-contentful-paint');
    jest.runAllTimers();
    expect(started()).toEqual(inOrder);

    // The app's error reporting starts (its client module runs in main.js).
    const kept = keptByPage()!;
    const early = bufferEarlyErrors(window, ERROR_REPORTING.eventsLimit);
    expect(EARLY_ERRORS_GLOBAL in window).toBe(false);
    const later = new Error('after the app started');
    thrown(later);
    expect(early.stop()).toEqual([atDomContentLoaded, 'Unhandled promise rejection: no stock', later]);
    // Neither the page's listener nor error reporting's keeps anything more.
    thrown(new Error('after the agent started'));
    expect(early.stop()).toEqual([]);
    expect(kept).toHaveLength(0);
  });

  it('count towards the events limit', () => {
    page('visible');
    runPage();
    const errors = [new Error('one'), new Error('two'), new Error('three')];
    errors.forEach(thrown);
    const early = bufferEarlyErrors(window, 2);
    thrown(new Error('four'));
    expect(early.stop()).toEqual(errors.slice(0, 2));
  });

  it('are kept up to the events limit where no error reporting takes them (a build without a collector)', () => {
    page('visible');
    runPage();
    for (let count = 0; count < ERROR_REPORTING.eventsLimit + 5; count++) {
      thrown(new Error(`error ${count}`));
    }
    expect(keptByPage()).toHaveLength(ERROR_REPORTING.eventsLimit);
  });
});
