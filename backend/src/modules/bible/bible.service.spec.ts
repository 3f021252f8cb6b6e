import { describe, expect, it } from '@jest/globals';
import { seasonOf } from './bible.service.js';

const day = (season: string, id = 'some_day') => ({
  season,
  celebration: { id, name: 'A day', rank: 'WEEKDAY' as const },
});

describe('the liturgy’s season in the reflection library’s words', () => {
  it('maps each season of the year', () => {
    expect(seasonOf(day('advent'))).toBe('advent');
    expect(seasonOf(day('christmas_time'))).toBe('christmas');
    expect(seasonOf(day('lent'))).toBe('lent');
    expect(seasonOf(day('easter_time'))).toBe('easter');
    expect(seasonOf(day('ordinary_time'))).toBe('ordinary');
  });

  it('finds Holy Week inside Lent and the Triduum, and Easter Sunday in Easter', () => {
    expect(seasonOf(day('lent', 'palm_sunday_of_the_passion_of_the_lord'))).toBe('holy-week');
    expect(seasonOf(day('lent', 'holy_wednesday'))).toBe('holy-week');
    expect(seasonOf(day('paschal_triduum', 'friday_of_the_passion_of_the_lord'))).toBe('holy-week');
    expect(seasonOf(day('paschal_triduum', 'easter_sunday'))).toBe('easter');
  });
});
