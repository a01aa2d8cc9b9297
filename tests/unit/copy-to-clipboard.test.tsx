import {act, renderHook} from '@testing-library/react';
import {TIMINGS} from '../../lib/portal/config';
import {useCopyToClipboard, writeToClipboard} from '../../src/shared/hooks/useCopyToClipboard';
import {useCopyPermalink} from '../../src/content/hooks/useCopyPermalink';

const writeText = jest.fn<Promise<void>, [string]>();

function installClipboard(): void {
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
}

function removeClipboard(): void {
  Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
}

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  installClipboard();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useCopyToClipboard', () => {
  it('copies, shows copied for TIMINGS.copiedIndicatorMs (1500 ms), then hides it', async () => {
    expect(TIMINGS.copiedIndicatorMs).toBe(1500);
    const {result} = renderHook(() => useCopyToClipboard());
    expect(result.current.copied).toBe(false);

    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.copy('hello');
    });
    expect(ok).toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(result.current.copied).toBe(true);

    act(() => jest.advanceTimersByTime(1499));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('restarts the indicator on a second copy', async () => {
    const {result} = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('one');
    });
    act(() => jest.advanceTimersByTime(1000));
    await act(async () => {
      await result.current.copy('two');
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('takes another duration', async () => {
    const {result} = renderHook(() => useCopyToClipboard(200));
    await act(async () => {
      await result.current.copy('x');
    });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.copied).toBe(false);
  });

  it('reports failure and shows nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const {result} = renderHook(() => useCopyToClipboard());
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.copy('secret');
    });
    expect(ok).toBe(false);
    expect(result.current.copied).toBe(false);
  });

  it('clears its timer when unmounted', async () => {
    const {result, unmount} = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('x');
    });
    // React may keep timers of its own; the hook's indicator timer is the one that must go.
    const pending = jest.getTimerCount();
    unmount();
    expect(jest.getTimerCount()).toBe(pending - 1);
  });
});

describe('writeToClipboard without the Clipboard API (not a secure context)', () => {
  afterEach(() => {
    delete (document as {execCommand?: unknown}).execCommand;
  });

  it('copies through a temporary textarea and removes it', async () => {
    removeClipboard();
    let copiedText: string | undefined;
    document.execCommand = jest.fn(() => {
      copiedText = (document.activeElement as HTMLTextAreaElement | null)?.value;
      return true;
    });
    await writeToClipboard('fallback text');
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('rejects when the browser refuses', async () => {
    removeClipboard();
    document.execCommand = jest.fn(() => false);
    await expect(writeToClipboard('x')).rejects.toThrow();
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('useCopyPermalink', () => {
  it('copies the absolute URL of the heading, with the base path and the hash', async () => {
    window.history.pushState({}, '', '/portal/rest/about-the-api/pagination?tab=1#other');
    const {result} = renderHook(() => useCopyPermalink('cursor'));
    await act(async () => {
      await result.current.copyPermalink();
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost/portal/rest/about-the-api/pagination#cursor');
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(TIMINGS.copiedIndicatorMs));
    expect(result.current.copied).toBe(false);
  });
});
