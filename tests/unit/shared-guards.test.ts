import {isList, isObject} from '../../lib/shared/guards';

describe('isObject', () => {
  it('is true for plain objects only', () => {
    expect(isObject({})).toBe(true);
    expect(isObject({a: 1})).toBe(true);
    expect(isObject(Object.create(null))).toBe(true);
    for (const value of [null, undefined, [], [1], 'a', 1, true, () => undefined]) {
      expect(isObject(value)).toBe(false);
    }
  });
});

describe('isList', () => {
  it('is true for arrays only', () => {
    expect(isList([])).toBe(true);
    expect(isList([1, 'a'])).toBe(true);
    for (const value of [null, undefined, {}, {length: 0}, 'ab', 1]) {
      expect(isList(value)).toBe(false);
    }
  });
});
