/**
 * The only words of saints, Fathers and popes a reply may put in quotation marks: each
 * with where it is written. Matching is on the words of `core`, so a model's slightly
 * different rendering of the same sentence still counts; anything else is dropped.
 */
export interface VettedQuote {
  who: string;
  core: string;
  source: string;
}

export const VETTED_QUOTES: VettedQuote[] = [
  {
    who: 'St Augustine',
    core: 'our heart is restless until it rests in you',
    source: 'Confessions, book I, chapter 1',
  },
  { who: 'St Augustine', core: 'late have I loved you', source: 'Confessions, book X, chapter 27' },
  { who: 'St Augustine', core: 'love and do what you will', source: 'Homilies on the First Letter of John, 7, 8' },
  { who: 'St Irenaeus', core: 'the glory of God is man fully alive', source: 'Against Heresies, book IV, 20, 7' },
  { who: 'St Irenaeus', core: 'the glory of God is a living man', source: 'Against Heresies, book IV, 20, 7' },
  { who: 'St Jerome', core: 'ignorance of scripture is ignorance of christ', source: 'Commentary on Isaiah, prologue' },
  {
    who: 'St Thérèse of Lisieux',
    core: 'prayer is a surge of the heart',
    source: 'Story of a Soul, Manuscript C, 25r',
  },
  {
    who: 'St Catherine of Siena',
    core: 'if you are what you should be you will set the whole world on fire',
    source: 'Letter 368',
  },
  {
    who: 'St Teresa of Ávila',
    core: 'let nothing disturb you',
    source: 'the poem Nada te turbe, found in her breviary',
  },
  { who: 'St Teresa of Ávila', core: 'god alone suffices', source: 'the poem Nada te turbe, found in her breviary' },
  {
    who: 'Julian of Norwich',
    core: 'all shall be well and all shall be well and all manner of thing shall be well',
    source: 'Revelations of Divine Love, chapter 27',
  },
  {
    who: 'St John Paul II',
    core: 'do not be afraid open wide the doors for christ',
    source: 'Homily, 22 October 1978',
  },
  { who: 'St Pio of Pietrelcina', core: 'pray hope and dont worry', source: 'his counsel, repeated in his letters' },
];
