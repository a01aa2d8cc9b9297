import {collisionMessage, findCollisions} from '../../plugins/route-guard';

describe('route guard', () => {
  it('finds two files claiming one route, trailing slash or not', () => {
    const collisions = findCollisions([
      {route: '/portal/support', file: 'src/pages/support.tsx'},
      {route: '/portal/support/', file: 'support/index.md'},
      {route: '/portal/support/faq/topics', file: 'support/faq/topics.mdx'},
    ]);
    expect([...collisions]).toEqual([['/portal/support', ['src/pages/support.tsx', 'support/index.md']]]);
    expect(collisionMessage(collisions)).toContain('/portal/support is claimed by src/pages/support.tsx and support/index.md');
  });

  it('finds nothing when every route has one file', () => {
    expect(
      findCollisions([
        {route: '/portal/a', file: 'a.md'},
        {route: '/portal/b', file: 'b.md'},
      ]).size,
    ).toBe(0);
  });
});
