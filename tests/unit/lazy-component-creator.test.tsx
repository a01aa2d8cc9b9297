/**
 * The browser build's `@docusaurus/ComponentCreator` (plugins/client-bundle/lazyComponentCreator.ts):
 * core's route components, made only for the routes a page preloads or renders.
 */
import {render, screen} from '@testing-library/react';

/** Core's ComponentCreator as a stand-in: a route component that shows its path once preloaded. */
const created: string[] = [];
jest.mock(
  '@portal/docusaurus-component-creator',
  () => ({
    __esModule: true,
    default: (path: string, hash: string) => {
      created.push(`${path}-${hash}`);
      let loaded = false;
      const Loadable = ({greeting}: {greeting?: string}) => <p>{loaded ? `${greeting ?? 'page'} at ${path}` : 'Loading…'}</p>;
      Loadable.preload = () => Promise.resolve().then(() => (loaded = true));
      return Loadable;
    },
  }),
  {virtual: true},
);

import ComponentCreator from '../../plugins/client-bundle/lazyComponentCreator';

beforeEach(() => {
  created.length = 0;
});

describe('route components made on first use (plugins/client-bundle)', () => {
  it("makes no route's component while the route table is built", () => {
    ComponentCreator('/portal/rest', '3b0');
    ComponentCreator('/portal/guidelines/r101001', 'd75');
    expect(created).toEqual([]);
  });

  it('makes the component of the route the page preloads, once, and renders what it loaded with the route props', async () => {
    const Rule = ComponentCreator('/portal/guidelines/r101001', 'd75');
    ComponentCreator('/portal/rest', '3b0');
    await Rule.preload();
    await Rule.preload();
    expect(created).toEqual(['/portal/guidelines/r101001-d75']);
    render(<Rule {...{greeting: 'Rule'}} />);
    expect(screen.getByText('Rule at /portal/guidelines/r101001')).toBeTruthy();
    expect(created).toHaveLength(1);
  });

  it('makes the component of a route rendered without a preload', () => {
    const Rest = ComponentCreator('/portal/rest', '3b0');
    render(<Rest />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(created).toEqual(['/portal/rest-3b0']);
  });
});
