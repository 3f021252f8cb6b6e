import { describe, expect, it } from '@jest/globals';
import { bookOf } from './books.js';
import { reflectOnReading, reflectOnSaint, studyReading } from './reflect.js';

describe('offline reflections on the Word', () => {
  it.each([
    ['Is 2:1-5', 'Isaiah'],
    ['1 Jn 2:22-28', '1 John'],
    ['1 JN 2:22-28', '1 John'],
    ['Ps 122:1-2, 3-4, 4-5, 6-7, 8-9', 'Psalms'],
    ['Mt 24:37-44', 'Matthew'],
    ['Rom 13:11-14', 'Romans'],
    ['Rv 14:1-3, 4b-5', 'Revelation'],
    ['2 Sm 5:1-3', '2 Samuel'],
    ['Sir 27:4-7', 'Sirach'],
    ['Acts 2:1-11', 'Acts'],
  ])('reads the book of %s', (reference, name) => {
    expect(bookOf(reference)?.name).toBe(name);
  });

  it('reflects on a reading by citing it, in the persona’s voice, and precise is shorter', () => {
    const full = reflectOnReading({
      title: 'Gospel Reading',
      reference: 'Lk 21:5-11',
      season: 'ordinary',
      persona: 'therese',
      style: 'default',
    });
    expect(full).toContain('Lk 21:5-11');
    expect(full).toContain('Luke');
    expect(full).toContain('Ordinary Time');
    const precise = reflectOnReading({
      title: 'Gospel Reading',
      reference: 'Lk 21:5-11',
      season: 'ordinary',
      persona: 'therese',
      style: 'precise',
    });
    expect(precise.length).toBeLessThan(full.length);
    expect(
      reflectOnReading({
        title: 'First Reading',
        reference: 'Is 2:1-5',
        season: 'advent',
        persona: 'pio',
        style: 'default',
      }),
    ).toContain('Advent');
  });

  it('studies a reading with questions drawn from the person’s goals', () => {
    const study = studyReading({
      title: 'Gospel Reading',
      reference: 'Mt 24:37-44',
      season: 'advent',
      persona: 'dan',
      style: 'default',
      profile: { name: 'Maria', spiritualGoals: ['Grow my prayer life'], lifeStage: null },
    });
    expect(study).toContain('Mt 24:37-44');
    expect(study).toContain('Maria');
    expect(study).toContain('short prayer you repeat');
  });

  it('honours the saint or feast from its title only', () => {
    expect(
      reflectOnSaint({
        name: 'Saint Cecilia, Virgin and Martyr',
        season: 'ordinary',
        persona: 'kim',
        style: 'default',
      }),
    ).toContain('martyr');
    expect(
      reflectOnSaint({
        name: 'The Immaculate Conception of the Blessed Virgin Mary',
        season: 'advent',
        persona: 'pio',
        style: 'default',
      }),
    ).toContain('Mary');
    expect(
      reflectOnSaint({
        name: 'Tuesday of the Thirty-fourth Week in Ordinary Time',
        season: 'ordinary',
        persona: 'dan',
        style: 'default',
      }),
    ).toContain('no saint');
  });
});
