/**
 * The browser build's react-loadable (plugins/client-bundle/loadable.ts), behind every route
 * component of core's ComponentCreator: a route preloaded before hydration renders what it loaded
 * at once, as the server rendered it; a route rendered before its chunks are in shows core's
 * Loading (nothing, then after 200 ms the spinner; on an error the message and a retry button),
 * then the page. Each scenario also runs with the package itself, and both must render the same.
 */
import {type ComponentType} from 'react';
import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import loadablePackage from 'react-loadable';
import ours, {type LoadingProps} from '../../plugins/client-bundle/loadable';

type LoadableComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};
interface Loadable {
  (options: object): LoadableComponent;
  Map: (options: object) => LoadableComponent;
}
const IMPLEMENTATIONS: [string, Loadable][] = [
  ['the package', loadablePackage as unknown as Loadable],
  ['the stand-in', ours as unknown as Loadable],
];

/** A chunk whose load the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

/** What core's Loading reads of its props, as text. */
function Loading({isLoading, pastDelay, timedOut, error, retry}: LoadingProps) {
  if (error) {
    return (
      <button type="button" onClick={retry}>
        {`Error: ${String(error)}; retry`}
      </button>
    );
  }
  return <p>{`loading ${String(isLoading)}, past delay ${String(pastDelay)}, timed out ${String(timedOut)}`}</p>;
}

const Page = ({title}: {title?: string}) => <h1>{`Page ${title ?? ''}`}</h1>;
const pageModule = {__esModule: true, default: Page};
// The loading component's delay and timeout run on jest's clock, not the machine's: a busy machine
// must not move a 100 ms step past the 200 ms delay.
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
afterEach(() => jest.useRealTimers());

describe.each(IMPLEMENTATIONS)('react-loadable in the browser: %s', (_name, Loadable) => {
  it('renders a preloaded component at once with its props, after one load shared by preloads and renders', async () => {
    const loader = jest.fn(() => Promise.resolve(pageModule));
    const Route = Loadable({loader, loading: Loading});
    await Route.preload();
    await Route.preload();
    const {container} = render(
      <>
        <Route title="one" />
        <Route title="two" />
      </>,
    );
    expect(container.innerHTML).toBe('<h1>Page one</h1><h1>Page two</h1>');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("hydrates a preloaded route's page as the server rendered it, without a loading state", async () => {
    const Route = Loadable.Map({
      loader: {__comp: () => Promise.resolve(pageModule), title: () => Promise.resolve({default: 'from data'})},
      loading: Loading,
      render: (loaded: {__comp: typeof pageModule; title: {default: string}}, props: object) => {
        const Component = loaded.__comp.default;
        return <Component {...props} title={loaded.title.default} />;
      },
    });
    await Route.preload();
    const html = renderToString(<Route />);
    expect(html).toBe('<h1>Page from data</h1>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const heading = container.firstChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Route />, {onRecoverableError: (error) => errors.push(error)});
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(container.firstChild).toBe(heading);
  });

  it('shows the loading component, past its delay after 200 ms, then the page once loaded', async () => {
    const chunk = deferred<typeof pageModule>();
    jest.useFakeTimers();
    const Route = Loadable({loader: () => chunk.promise, loading: Loading});
    render(<Route title="late" />);
    expect(screen.getByText('loading true, past delay false, timed out false')).toBeTruthy();
    advance(100);
    expect(screen.getByText('loading true, past delay false, timed out false')).toBeTruthy();
    advance(99);
    expect(screen.getByText('loading true, past delay false, timed out false')).toBeTruthy();
    advance(1);
    expect(screen.getByText('loading true, past delay true, timed out false')).toBeTruthy();
    await act(async () => chunk.resolve(pageModule));
    expect(screen.getByText('Page late')).toBeTruthy();
  });

  it('is past its delay at once with a delay of 0, and timed out after its timeout', async () => {
    const chunk = deferred<typeof pageModule>();
    jest.useFakeTimers();
    const Route = Loadable({loader: () => chunk.promise, loading: Loading, delay: 0, timeout: 50});
    render(<Route />);
    expect(screen.getByText('loading true, past delay true, timed out false')).toBeTruthy();
    advance(49);
    expect(screen.getByText('loading true, past delay true, timed out false')).toBeTruthy();
    advance(1);
    expect(screen.getByText('loading true, past delay true, timed out true')).toBeTruthy();
    await act(async () => chunk.resolve(pageModule));
    expect(screen.getByText('Page')).toBeTruthy();
  });

  it('shows the error of a failed load, and loads again on retry', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(pageModule);
    const Route = Loadable({loader, loading: Loading});
    await expect(Route.preload()).rejects.toThrow('chunk failed');
    render(<Route title="again" />);
    const retry = screen.getByText('Error: Error: chunk failed; retry');
    await act(async () => retry.click());
    expect(screen.getByText('Page again')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("shows the error of a map's failed load", async () => {
    const Route = Loadable.Map({
      loader: {__comp: () => Promise.resolve(pageModule), content: () => Promise.reject(new Error('data failed'))},
      loading: Loading,
      render: () => <p>rendered</p>,
    });
    render(<Route />);
    await act(async () => {
      await Route.preload().catch(() => undefined);
    });
    expect(screen.getByText('Error: Error: data failed; retry')).toBeTruthy();
  });

  it("renders a map's modules by key once all are in", async () => {
    const data = deferred<{default: string}>();
    const Route = Loadable.Map({
      loader: {__comp: () => Promise.resolve(pageModule), title: () => data.promise},
      loading: () => <p>waiting</p>,
      render: (loaded: {__comp: typeof pageModule; title: {default: string}}, props: {suffix: string}) => {
        const Component = loaded.__comp.default;
        return <Component title={loaded.title.default + props.suffix} />;
      },
    });
    render(<Route suffix="!" />);
    // The page's module is in; the data is not.
    await act(async () => {});
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => data.resolve({default: 'map'}));
    expect(screen.getByText('Page map!')).toBeTruthy();
  });

  it('requires a loading component, and a map its render function', () => {
    expect(() => Loadable({loader: () => Promise.resolve(pageModule)})).toThrow('react-loadable requires a `loading` component');
    expect(() => Loadable.Map({loader: {}, loading: Loading})).toThrow('LoadableMap requires a `render(loaded, props)` function');
  });
});
