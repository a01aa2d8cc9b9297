import {afterLoad, idleAfterLoad, type LoadingWindow} from '../../src/shared/afterLoad';

/** A window with the parts afterLoad uses, recording what it schedules. */
function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners: {listener: () => void; once: boolean}[] = [];
  const idleCallbacks: {callback: () => void; options: {timeout: number} | undefined}[] = [];
  const timeouts: {callback: () => void; delay: number}[] = [];
  const win = {
    document: {readyState},
    addEventListener: jest.fn((type: string, listener: () => void, options?: {once?: boolean}) => {
      if (type === 'load') {
        listeners.push({listener, once: options?.once === true});
      }
    }),
    setTimeout: jest.fn((callback: () => void, delay: number) => timeouts.push({callback, delay})),
    ...(idle ? {requestIdleCallback: (callback: () => void, options?: {timeout: number}) => idleCallbacks.push({callback, options})} : {}),
  };
  return {win: win as unknown as LoadingWindow, listeners, load: () => listeners.forEach(({listener}) => listener()), idleCallbacks, timeouts};
}

describe('after the load event', () => {
  it('waits for the load event, once', () => {
    const callback = jest.fn();
    const page = fakeWindow('interactive');
    afterLoad(page.win, callback);
    expect(callback).not.toHaveBeenCalled();
    expect(page.listeners).toEqual([{listener: callback, once: true}]);
    page.load();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls at once when the page has loaded already (an app that starts after its load event)', () => {
    const callback = jest.fn();
    const page = fakeWindow('complete');
    afterLoad(page.win, callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(page.listeners).toEqual([]);
  });
});

describe('in idle time after the load event', () => {
  it('waits for the load event, then for an idle moment (at most the timeout)', () => {
    const callback = jest.fn();
    const page = fakeWindow('interactive');
    idleAfterLoad(page.win, callback, 2000);
    expect(page.idleCallbacks).toEqual([]);
    page.load();
    expect(callback).not.toHaveBeenCalled();
    expect(page.idleCallbacks).toEqual([{callback: expect.any(Function), options: {timeout: 2000}}]);
    page.idleCallbacks[0]!.callback();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('when the page has loaded already, waits only for an idle moment, with no deadline unless given', () => {
    const callback = jest.fn();
    const page = fakeWindow('complete');
    idleAfterLoad(page.win, callback);
    expect(callback).not.toHaveBeenCalled();
    expect(page.idleCallbacks).toEqual([{callback: expect.any(Function), options: undefined}]);
    page.idleCallbacks[0]!.callback();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), calls in the task after load', () => {
    const callback = jest.fn();
    const page = fakeWindow('loading', false);
    idleAfterLoad(page.win, callback, 2000);
    expect(page.timeouts).toEqual([]);
    page.load();
    expect(page.timeouts).toEqual([{callback, delay: 0}]);
  });
});
