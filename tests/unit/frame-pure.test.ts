import {decideScroll} from '../../src/frame/navigationScroll';
import {readPreventFlag, shouldShowInfoBanner} from '../../src/frame/infoBanner';
import {menuKeyTarget} from '../../src/frame/menuKeys';
import {HOSTS, STORAGE_KEYS} from '../../lib/portal/config';

const at = (pathname: string, hash = '', search = '') => ({pathname, hash, search});

describe('scrolling after navigation (spec section 2)', () => {
  it('scrolls to the hash target of the new location', () => {
    expect(decideScroll(at('/portal/'), at('/portal/rest/a', '#validation-failed'))).toEqual({kind: 'hash', id: 'validation-failed'});
    expect(decideScroll(at('/portal/rest/a'), at('/portal/rest/a', '#b'))).toEqual({kind: 'hash', id: 'b'});
    expect(decideScroll(at('/portal/'), at('/portal/rest/a', '#caf%C3%A9'))).toEqual({kind: 'hash', id: 'café'});
  });

  it('sends the main scroll container to the top without a hash', () => {
    expect(decideScroll(at('/portal/rest/a'), at('/portal/rest/b'))).toEqual({kind: 'top'});
    expect(decideScroll(at('/portal/rest/a', '#x'), at('/portal/rest/a'))).toEqual({kind: 'top'});
  });

  it('leaves the first load and query-only changes to the browser', () => {
    expect(decideScroll(undefined, at('/portal/rest/a'))).toEqual({kind: 'none'});
    expect(decideScroll(undefined, at('/portal/rest/a', '#x'))).toEqual({kind: 'hash', id: 'x'});
    expect(decideScroll(at('/portal/search', '', '?q=a'), at('/portal/search', '', '?q=b'))).toEqual({kind: 'none'});
  });
});

describe('info banner visibility (spec section 8)', () => {
  it('shows only on the develop host', () => {
    expect(HOSTS.develop).toBe('developer-develop.lindenkauf.example');
    expect(shouldShowInfoBanner(HOSTS.develop, null)).toBe(true);
    expect(shouldShowInfoBanner(HOSTS.live, null)).toBe(false);
    expect(shouldShowInfoBanner(HOSTS.internal, null)).toBe(false);
    expect(shouldShowInfoBanner('localhost', null)).toBe(false);
  });

  it('never shows when local storage "Prevent Info-Banner" is true', () => {
    expect(STORAGE_KEYS.preventInfoBanner).toBe('Prevent Info-Banner');
    expect(shouldShowInfoBanner(HOSTS.develop, 'true')).toBe(false);
    expect(shouldShowInfoBanner(HOSTS.develop, 'false')).toBe(true);
    expect(shouldShowInfoBanner(HOSTS.develop, '')).toBe(true);
  });

  it('reads the flag and survives storage that throws', () => {
    const storage = {getItem: (key: string) => (key === 'Prevent Info-Banner' ? 'true' : null)};
    expect(readPreventFlag(storage)).toBe('true');
    expect(readPreventFlag(undefined)).toBeNull();
    expect(
      readPreventFlag({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });
});

describe('dropdown menu keys (spec section 2)', () => {
  it('steps with the arrow keys and wraps at both ends', () => {
    expect(menuKeyTarget('ArrowDown', 0, 4)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 3, 4)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 1, 4)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 4)).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(menuKeyTarget('Home', 2, 4)).toBe(0);
    expect(menuKeyTarget('End', 1, 4)).toBe(3);
  });

  it('starts at an end when no link has the focus', () => {
    expect(menuKeyTarget('ArrowDown', -1, 4)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, 4)).toBe(3);
  });

  it('leaves other keys, and an empty menu, to the browser', () => {
    expect(menuKeyTarget('Tab', 1, 4)).toBeUndefined();
    expect(menuKeyTarget('Enter', 1, 4)).toBeUndefined();
    expect(menuKeyTarget('ArrowDown', -1, 0)).toBeUndefined();
  });
});
