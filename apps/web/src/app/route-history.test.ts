import { describe, expect, it } from 'vitest';
import { pageTitle } from './route-effects';
import { addVisit, ROUTE_HISTORY_SIZE } from './route-history';

describe('route history (spec 1 §2.2: the last 10 routes)', () => {
  it('keeps the last 10 visits, newest last', () => {
    let history = [] as ReturnType<typeof addVisit>;
    for (let index = 1; index <= 12; index += 1)
      history = addVisit(history, { name: 'news', path: `/news/${index}` });
    expect(ROUTE_HISTORY_SIZE).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0]?.path).toBe('/news/3');
    expect(history.at(-1)?.path).toBe('/news/12');
  });

  it('does not add the same address twice in a row', () => {
    const history = addVisit([{ name: 'news', path: '/news' }], { name: 'news', path: '/news' });
    expect(history).toHaveLength(1);
  });
});

describe('page title (spec 1 §2.2)', () => {
  it('joins the route title and the portal name, falling back to the portal name', () => {
    expect(pageTitle('Order history', 'Spina')).toBe('Order history | Spina');
    expect(pageTitle('', 'Spina')).toBe('Spina');
  });
});
