import { describe, expect, it } from '@jest/globals';
import { CRISIS_RESOURCES_REVIEWED, LINES_BY_COUNTRY } from '../../backend/src/modules/companion/safety/crisis.js';
import { CRISIS_LINES, CRISIS_LINES_REVIEWED } from '../../frontend/src/lib/crisis-lines.js';

// The client keeps its own copy of the crisis lines so /safety and the crisis sheet work
// with no network; the replies use the server's. The two must be the same list.
describe('the crisis lines the screens show', () => {
  it('are exactly the ones the replies give, country by country', () => {
    const client = Object.fromEntries(CRISIS_LINES.map(({ code, ...lines }) => [code, lines]));
    expect(client).toEqual(LINES_BY_COUNTRY);
  });

  it('carry the same review date', () => {
    expect(new Date(`${CRISIS_LINES_REVIEWED} UTC`).toISOString().slice(0, 10)).toBe(CRISIS_RESOURCES_REVIEWED);
  });
});
