/**
 * The progress bar of navigations (plugins/client-bundle/progressBar.ts): theme-classic's behaviour,
 * with nprogress fetched once the page has loaded instead of with main.js.
 */
import type {ClientModule} from '@docusaurus/types';

const bar = {configure: jest.fn(), start: jest.fn(), done: jest.fn()};
let imported = 0;
jest.mock('nprogress', () => {
  imported += 1;
  return {__esModule: true, default: bar};
});
jest.mock('@docusaurus/theme-classic/lib/nprogress.css', () => ({}));

type Location = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0]['location'];
const at = (pathname: string) => ({pathname, search: '', hash: '', state: undefined}) as unknown as Location;

/** The module as a fresh page loads it. */
function load(): Required<Pick<ClientModule, 'onRouteUpdate' | 'onRouteDidUpdate'>> {
  let module: ClientModule | undefined;
  jest.isolateModules(() => {
    module = (jest.requireActual('../../plugins/client-bundle/progressBar.ts') as {default: ClientModule}).default;
  });
  return module as Required<Pick<ClientModule, 'onRouteUpdate' | 'onRouteDidUpdate'>>;
}

/** Lets the dynamic import and the promises after it settle. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) {
    await Promise.resolve();
  }
};

/** Hydration, then the page's load event and an idle moment. */
async function hydrate(progress: ReturnType<typeof load>): Promise<void> {
  progress.onRouteDidUpdate({location: at('/portal/rest'), previousLocation: null});
  jest.advanceTimersByTime(1);
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  imported = 0;
  jest.resetModules();
  // jsdom has finished loading the document: the idle callback is what remains.
  Object.defineProperty(window, 'requestIdleCallback', {configurable: true, value: undefined});
});

afterEach(() => jest.useRealTimers());

describe('the progress bar of navigations', () => {
  it('is not fetched while the page loads, and is fetched in idle time once it has', async () => {
    const progress = load();
    await settle();
    expect(imported).toBe(0);
    await hydrate(progress);
    expect(imported).toBe(1);
    expect(bar.configure).toHaveBeenCalledWith({showSpinner: false});
  });

  it('shows when a navigation lasts 200 ms and is done when the next page renders', async () => {
    const progress = load();
    await hydrate(progress);
    progress.onRouteUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    jest.advanceTimersByTime(199);
    await settle();
    expect(bar.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.onRouteDidUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    expect(bar.done).toHaveBeenCalled();
  });

  it('does not show for a navigation that renders within 200 ms, nor for a change of hash alone', async () => {
    const progress = load();
    await hydrate(progress);
    const cancel = progress.onRouteUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    jest.advanceTimersByTime(150);
    (cancel as () => void)();
    progress.onRouteDidUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    expect(progress.onRouteUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/guidelines')})).toBeUndefined();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('shows for a slow navigation before it was fetched, and not once that navigation has rendered', async () => {
    const progress = load();
    progress.onRouteUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    jest.advanceTimersByTime(200);
    await settle();
    expect(bar.start).toHaveBeenCalledTimes(1);

    const late = load();
    late.onRouteUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    jest.advanceTimersByTime(200);
    late.onRouteDidUpdate({location: at('/portal/guidelines'), previousLocation: at('/portal/rest')});
    await settle();
    expect(bar.start).toHaveBeenCalledTimes(1);
  });
});
