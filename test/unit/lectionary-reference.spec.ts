import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LiturgicalCalendar } from '../../backend/src/modules/liturgy/liturgical-calendar.js';
import { massesOf } from '../../backend/src/modules/liturgy/lectionary/lectionary.js';
import type { Readings } from '../../backend/src/modules/liturgy/lectionary/lectionary.types.js';
import { bookOf } from '../../backend/src/providers/llm/offline-word/books.js';

// The US bishops' published readings for 2023-2025, gathered beside the project (see its
// README for its known faults). It is read here only: the product computes every date itself.
const REFERENCE = path.resolve('../shared/liturgy/usccb-readings-2023-2025.json');

interface ReferenceMass {
  lectionary_number: number;
  mass: string;
  feast: string;
  readings: Partial<
    Record<'first_reading' | 'responsorial_psalm' | 'second_reading' | 'gospel', { citation: string }[]>
  >;
}

const FIELDS = [
  ['first_reading', 'first'],
  ['responsorial_psalm', 'psalm'],
  ['second_reading', 'second'],
  ['gospel', 'gospel'],
] as const;

/** Book and starting chapter:verse, the tolerance the reference's README asks for. */
function start(citation: string, field: string): string | undefined {
  // The reference sometimes drops the psalm's book ("23:1-3").
  const text = field === 'responsorial_psalm' && /^\s*\d+\s*:/.test(citation) ? `Ps ${citation}` : citation;
  const book = bookOf(text);
  const at = /(\d+)\s*:\s*(\d+)/.exec(text);
  return book && at ? `${book.name} ${at[1]}:${at[2]}` : undefined;
}

/** What differs between a Mass of the reference and ours; empty when they agree. */
function differences(reference: ReferenceMass, ours: Readings): string[] {
  const found: string[] = [];
  if (reference.lectionary_number !== ours.lectionary)
    found.push(`number ${ours.lectionary}, reference ${reference.lectionary_number}`);
  for (const [field, key] of FIELDS) {
    const citation = reference.readings[field]?.[0]?.citation;
    const theirs = citation && start(citation, field);
    // An empty or unreadable citation is a fault of the reference, not a reading to compare.
    if (!theirs) continue;
    const mine = ours[key] && start(ours[key].split(' or ')[0], key);
    if (mine !== theirs) found.push(`${key} ${mine ?? 'none'}, reference ${theirs} ("${citation}")`);
  }
  return found;
}

describe('our lectionary against the US bishops’ readings, 2023 to 2025', () => {
  it('matches the lectionary number and where each reading starts on at least 99% of dates', async () => {
    const reference = JSON.parse(readFileSync(REFERENCE, 'utf8')) as Record<string, ReferenceMass[]>;
    const calendar = new LiturgicalCalendar('united-states');
    const mismatches: string[] = [];
    let dates = 0;
    for (const [date, references] of Object.entries(reference).sort()) {
      dates += 1;
      const day = await calendar.day(date);
      const ours = day ? massesOf(day) : [];
      const problems: string[] = [];
      for (const mass of references) {
        // A day matches when each of the reference's Masses is one of ours: same number, same starts.
        const candidates = ours.map((readings) => differences(mass, readings)).sort((a, b) => a.length - b.length);
        const best = candidates[0] ?? ['no readings'];
        if (best.length) problems.push(`[${mass.mass} ${mass.lectionary_number}] ${best.join('; ')}`);
      }
      if (problems.length)
        mismatches.push(`${date} ${day?.id ?? '?'} (${day?.temporalId ?? '-'}): ${problems.join(' | ')}`);
    }
    const matched = (dates - mismatches.length) / dates;
    console.log(
      `${dates - mismatches.length} of ${dates} dates match (${(matched * 100).toFixed(1)}%). Mismatches:\n${mismatches.join('\n')}`,
    );
    expect(dates).toBeGreaterThan(1000);
    expect(matched).toBeGreaterThanOrEqual(0.99);
  });
});
