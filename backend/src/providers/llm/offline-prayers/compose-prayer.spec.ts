import { describe, expect, it } from '@jest/globals';
import { composePrayer } from './compose-prayer.js';
import { readIntention } from './intention.js';
import type { PersonaKey } from '../llm.port.js';

// Intentions of every kind the issue names, in the words people use, each with what the
// prayer must show it understood (any one of the words).
const INTENTIONS: { text: string; about: string[] }[] = [
  { text: 'My mother has cancer and starts chemo next week', about: ['my mother', 'treatment', 'cancer'] },
  { text: 'please pray for my dad, he is having heart surgery tomorrow morning', about: ['my dad', 'operation'] },
  { text: 'I have been sick for weeks and the doctors do not know why', about: ['sickness', 'sick', 'heal'] },
  { text: 'For my grandmother who has dementia and no longer recognises us', about: ['my grandmother', 'forgetting'] },
  {
    text: 'my best friend was in a car accident and is in hospital with a broken leg',
    about: ['my best friend', 'sickness', 'heal'],
  },
  { text: 'Waiting on biopsy results, I am so scared', about: ['results', 'waiting'] },
  { text: 'I have my final exams in chemistry next week and I cannot focus', about: ['examinations', 'study'] },
  { text: 'my son is sitting his university entrance tests on Friday', about: ['my son', 'examinations'] },
  { text: 'Help me finish my thesis before the deadline', about: ['writing', 'thesis', 'study'] },
  { text: 'I have a job interview on Monday for a position I really want', about: ['interview'] },
  { text: 'I lost my job last month and the rent is due', about: ['loss of work', 'work'] },
  { text: 'my husband was laid off and we are struggling to pay the bills', about: ['my husband', 'loss of work'] },
  { text: 'there is a lot of conflict with my boss and I dread going in', about: ['my boss', 'work'] },
  { text: 'my wife and I keep arguing and our marriage feels cold', about: ['my wife', 'family', 'home'] },
  { text: 'For my children, that they would come back to the faith', about: ['my children', 'family'] },
  { text: 'my daughter is pregnant with her first baby', about: ['my daughter', 'new life'] },
  { text: 'my brother and I have not spoken in three years', about: ['my brother', 'family'] },
  { text: 'my parents are going through a divorce', about: ['my parents', 'marriage'] },
  { text: 'My father passed away on Sunday, please pray for his soul', about: ['my father', 'eternal rest', 'soul'] },
  { text: 'for the repose of the soul of my friend Anne', about: ['my friend', 'rest'] },
  { text: 'It is the anniversary of my mother’s death today', about: ['my mother', 'rest', 'remembering'] },
  { text: 'For all the souls in purgatory', about: ['faithful departed'] },
  { text: 'I am grieving my grandfather and I miss him every day', about: ['my grandfather', 'grief', 'sorrow'] },
  { text: 'we lost our baby to a miscarriage in the spring', about: ['child we lost', 'grief', 'sorrow'] },
  { text: 'Thank you Lord, my son is cancer free after two years of treatment', about: ['thanks', 'grateful', 'gift'] },
  { text: 'I am so grateful, we finally got good news about the adoption', about: ['thanks', 'grateful', 'gift'] },
  { text: 'thank you for the birth of our new baby girl', about: ['newborn', 'thanks'] },
  {
    text: 'I need to decide whether to accept a job abroad or stay near my family',
    about: ['crossroads', 'choose', 'decision', 'choice'],
  },
  { text: 'I am discerning a vocation to the priesthood', about: ['vocation'] },
  { text: 'should I move to a new city for my studies', about: ['move', 'choose', 'step'] },
  { text: 'I am so anxious all the time and cannot sleep', about: ['nights without rest', 'fear', 'rest'] },
  { text: 'panic attacks at work are making everything hard', about: ['panic'] },
  { text: 'I worry constantly about the future', about: ['anxiety', 'fear', 'worry', 'tomorrow'] },
  {
    text: 'I keep falling back into the same sin and I am ashamed',
    about: ['temptation', 'falls', 'mercy', 'Reconciliation'],
  },
  { text: 'my nephew is struggling with an addiction to alcohol', about: ['my nephew', 'habit'] },
  { text: 'For Maria who is going through a dark time', about: ['Maria'] },
  { text: 'for Joseph, a friend who feels far from God', about: ['Joseph'] },
  { text: 'For peace in my heart', about: ['peace'] },
  { text: 'please pray for peace in Ukraine', about: ['violence', 'peace'] },
  { text: 'I need strength to keep going', about: ['strength'] },
  { text: 'that I can finally forgive the man who hurt me', about: ['forgive'] },
  { text: 'I feel so lonely since moving here', about: ['loneliness'] },
  { text: 'for Lucy, that she finds faith again', about: ['Lucy', 'faith'] },
  { text: 'for my colleagues at the hospital who are exhausted', about: ['my colleagues', 'doctors', 'care'] },
  { text: 'please keep my family safe on our journey home for Christmas', about: ['journey', 'my family'] },
];

const PERSONAS: PersonaKey[] = ['pio', 'therese', 'kim', 'dan'];
const ADDRESSES_GOD = /\b(Lord|God|Father|Jesus|Holy Spirit|Holy Trinity|Prince of Peace|Holy Family)\b/;

const prayers = INTENTIONS.map(({ text }, index) =>
  composePrayer({ intention: text, persona: PERSONAS[index % 4]!, style: 'default' }),
);
const sentencesOf = (prayer: string) =>
  prayer
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);
const words = (text: string) => text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];

describe('the offline prayer composer', () => {
  it('has at least 40 varied intentions to judge', () => {
    expect(INTENTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(INTENTIONS.map((intention, index) => [intention.text, index] as const))(
    'prays "%s" as a prayer',
    (text, index) => {
      const prayer = prayers[index]!;
      const first = sentencesOf(prayer)[0]!;
      // Addresses God from the first sentence.
      expect(first).toMatch(new RegExp(ADDRESSES_GOD.source, 'i'));
      // Ends with Amen.
      expect(prayer.trimEnd().endsWith('Amen.')).toBe(true);
      // Shows it understood what was asked.
      const lower = prayer.toLowerCase();
      expect({
        text,
        prayer,
        understood: INTENTIONS[index]!.about.some((word) => lower.includes(word.toLowerCase())),
      }).toMatchObject({ understood: true });
    },
  );

  it('never pastes the intention back: no run of five or more of its words in a row', () => {
    for (const [index, { text }] of INTENTIONS.entries()) {
      const source = words(text);
      const prayer = ` ${words(prayers[index]!).join(' ')} `;
      for (let start = 0; start + 5 <= source.length; start += 1) {
        const run = source.slice(start, start + 5).join(' ');
        expect({ text, run, copied: prayer.includes(` ${run} `) }).toMatchObject({ copied: false });
      }
    }
  });

  it('never repeats itself: no two prayers share more than a third of their sentences', () => {
    const sets = prayers.map((prayer) => new Set(sentencesOf(prayer)));
    let worst = 0;
    for (let a = 0; a < sets.length; a += 1) {
      for (let b = a + 1; b < sets.length; b += 1) {
        const shared = [...sets[a]!].filter((sentence) => sets[b]!.has(sentence)).length;
        const share = shared / Math.min(sets[a]!.size, sets[b]!.size);
        worst = Math.max(worst, share);
        expect({ a: INTENTIONS[a]!.text, b: INTENTIONS[b]!.text, tooAlike: share > 1 / 3 }).toMatchObject({
          tooAlike: false,
        });
      }
    }
    expect(worst).toBeLessThanOrEqual(1 / 3);
  });

  it('asks the intercession of the persona’s saint or of Our Lady, and ends with the persona’s trust', () => {
    const saints: Record<PersonaKey, RegExp> = {
      pio: /Saint Pio|Holy Mary/,
      therese: /Saint Thérèse|Holy Mary/,
      kim: /Holy Mary|Mary, Mother of the Church|Our Lady/,
      dan: /Saint Joseph|Holy Mary/,
    };
    for (const [index, prayer] of prayers.entries()) expect(prayer).toMatch(saints[PERSONAS[index % 4]!]);
  });

  it('is the same prayer for the same intention, and precise is shorter than default', () => {
    for (const { text } of INTENTIONS.slice(0, 10)) {
      const again = composePrayer({ intention: text, persona: 'pio', style: 'default' });
      expect(composePrayer({ intention: text, persona: 'pio', style: 'default' })).toBe(again);
      const precise = composePrayer({ intention: text, persona: 'pio', style: 'precise' });
      expect(words(precise).length).toBeLessThan(words(again).length * 0.75);
      expect(precise.endsWith('Amen.')).toBe(true);
      expect(sentencesOf(precise)[0]).toMatch(new RegExp(ADDRESSES_GOD.source, 'i'));
    }
  });

  it('names the need of a general intention only when it is one: not the dead, not thanks, not everyday phrasing', () => {
    expect(readIntention('For peace in my heart').detail).toBe('my longing for your peace');
    expect(readIntention('may my grandfather rest in peace').kind).toBe('dead');
    expect(readIntention('may my grandfather rest in peace').detail).toBeNull();
    expect(readIntention('thank you for the peace I feel today').kind).toBe('thanksgiving');
    expect(readIntention('thank you for the peace I feel today').detail).toBeNull();
    for (const everyday of ['I hope I get the apartment', 'I believe you will help me', 'Come Holy Spirit']) {
      expect({ everyday, detail: readIntention(everyday).detail }).toEqual({ everyday, detail: null });
    }
  });

  it('brings the faithful departed and a thanksgiving in words that fit them', () => {
    for (const persona of PERSONAS) {
      const departed = composePrayer({ intention: 'For all the souls in purgatory', persona, style: 'default' });
      expect(departed).toContain('the faithful departed');
      expect(departed).not.toMatch(/faithful departed[^.]*who has gone/);
      const thanks = composePrayer({
        intention: 'I am so grateful, we finally got good news about the adoption',
        persona,
        style: 'default',
      });
      expect(thanks).not.toMatch(/heart with a grateful heart/);
    }
  });
});
