import type { PersonaKey, ResponseStyle, Season } from '../llm.port.js';
import { bookOf, type Book, type BookKind } from './books.js';

/**
 * Reflections on the day's readings and its saint or feast, and a deeper study of a
 * reading, written without a model from what the reference, the book and the season
 * tell us. They cite the reference and never quote the text, and they claim nothing
 * about a saint beyond what the day's title says.
 */

export interface ReadingRequest {
  title: string;
  reference: string;
  season: Season | null;
  persona: PersonaKey;
  style: ResponseStyle;
}

export interface StudyRequest extends ReadingRequest {
  profile: { name?: string | null; spiritualGoals?: readonly string[] | null; lifeStage?: string | null } | null;
}

export interface SaintRequest {
  name: string;
  season: Season | null;
  persona: PersonaKey;
  style: ResponseStyle;
}

const KIND_READING: Record<BookKind, string> = {
  gospel:
    'This is the Gospel: Jesus himself speaking and acting. Read it slowly and find your place in the scene: among the crowd, beside the disciples, or as the one he is speaking to.',
  psalm:
    'The psalm is a prayer to pray, not only to read. The response is the Church putting words in your mouth; let one line of it become your own today.',
  prophet:
    'The prophets spoke God’s word into real crises. They name what is wrong without despair, and they never let go of hope.',
  letter:
    'This letter was written to real Christians with real struggles. Read it as if it had been posted to you, because in a sense it has.',
  acts: 'Acts shows the first Christians learning to live by the Spirit: fearful people made bold, strangers made one family.',
  law: 'These first books tell how God formed a people for himself. The stories are old, but the God in them is the same one who is forming you.',
  history:
    'Israel’s history is told with honesty about sin and with wonder at God’s faithfulness. It is our family story too.',
  wisdom:
    'The wisdom writers look closely at ordinary life and find God there. Their words are meant to be chewed on, a line at a time.',
  revelation:
    'Revelation is written in images, for Christians under pressure. Its message is simple: the Lamb has already won.',
};

const SEASON_LINE: Record<Season, string> = {
  advent: 'In Advent the Church keeps watch: we wait for the Lord who came, who comes, and who will come again.',
  christmas: 'In this Christmas season we stay with the wonder that God has become one of us.',
  lent: 'In Lent we return to the Lord with our whole heart, through prayer, fasting and almsgiving.',
  'holy-week': 'In Holy Week we walk with Jesus toward the Cross and the empty tomb.',
  easter: 'In the Easter season every reading is lit by the Resurrection: death does not have the last word.',
  ordinary: 'In Ordinary Time the Church learns to follow Jesus day by day, in the ordinary places where we live.',
};

const OPENING: Record<PersonaKey, (title: string, reference: string, book: string) => string> = {
  pio: (title, reference, book) => `My child, today’s ${title.toLowerCase()} comes from ${book} (${reference}).`,
  therese: (title, reference, book) => `Today’s ${title.toLowerCase()} is a little gift from ${book} (${reference}).`,
  kim: (title, reference, book) =>
    `Okay, today’s ${title.toLowerCase()} is from ${book} (${reference}), and it is a good one.`,
  dan: (title, reference, book) => `Today’s ${title.toLowerCase()} is from ${book} (${reference}).`,
};

const CLOSING: Record<PersonaKey, string> = {
  pio: 'Pray, hope, and do not worry: the Word you received today will do its work in you.',
  therese: 'Do not try to hold it all. Keep one little word close, and let Jesus do the rest.',
  kim: 'Take one line with you today and come back to it whenever you get a minute.',
  dan: 'Keep it simple: one line, carried through the day, is enough.',
};

function seasonOf(season: Season | null): string {
  return season ? SEASON_LINE[season] : SEASON_LINE.ordinary;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function bookOrGeneric(reference: string): Book {
  return (
    bookOf(reference) ?? {
      name: 'the Scriptures',
      abbreviations: [],
      kind: 'wisdom',
      context: 'The Church reads the Scriptures every day as God’s living word, spoken now.',
      themes: ['listening', 'trust'],
    }
  );
}

export function reflectOnReading({ title, reference, season, persona, style }: ReadingRequest): string {
  const book = bookOrGeneric(reference);
  const theme = book.themes[hash(reference) % book.themes.length]!;
  const opening = `${OPENING[persona](title, reference, book.name)} ${book.context}`;
  const question = `Where do you need ${theme} today? Ask the Lord for it in your own words.`;
  if (style === 'precise')
    return [opening, `${KIND_READING[book.kind]} Carry one word into the day: *${theme}*.`, CLOSING[persona]].join(
      '\n\n',
    );
  return [
    opening,
    `${KIND_READING[book.kind]} ${seasonOf(season)}`,
    `Carry one word into the day: *${theme}*. ${question}`,
    CLOSING[persona],
  ].join('\n\n');
}

const GOAL_QUESTIONS: Record<string, string> = {
  'Grow my prayer life': 'Which line of this passage could become a short prayer you repeat through the day?',
  'Get closer to God': 'What does this passage show you about who God is, and how does that draw you nearer?',
  'Learn more about my faith':
    'What does the Church teach that this passage helps you understand? The Catechism’s index is a good place to look.',
  'Find peace in suffering':
    'Where is God present in the hardship this passage speaks of, and where might he be present in yours?',
  'Help me discern life decisions': 'Is there an invitation in this passage that touches a choice in front of you?',
  'Strengthen my marriage or family life': 'How could you live this passage at home this week, in one concrete act?',
  'Support me through grief': 'What hope does this passage hold out for those who mourn?',
  'Overcome temptation': 'What strength does this passage offer for the moment temptation comes?',
};

const CLOSE_READING: Record<BookKind, string[]> = {
  gospel: [
    'Notice where the scene happens and who is present.',
    'Listen for what Jesus says and does, and how people respond to him.',
    'Look for a word or a gesture that surprises you: the Gospel often turns our expectations over.',
  ],
  psalm: [
    'Notice whether the psalm praises, laments, trusts or gives thanks, or moves from one to the other.',
    'Look for the images the psalmist uses for God: rock, shepherd, refuge, light.',
    'Pray the response slowly several times, as the Church does at Mass.',
  ],
  prophet: [
    'Ask what situation the prophet is speaking into: exile, injustice, fear.',
    'Notice the promise that comes after the warning.',
    'Listen for how the Church hears Christ in these words.',
  ],
  letter: [
    'Ask what was happening in the community the letter was written to.',
    'Trace the argument: the reason comes before the encouragement.',
    'Notice every “therefore”: it ties what God has done to how we live.',
  ],
  acts: [
    'Notice what the Holy Spirit does and how the disciples respond.',
    'Look at how the community prays, shares and decides together.',
    'Ask where the Gospel is going next, and who is reached.',
  ],
  law: [
    'Notice what God promises, and what he asks in return.',
    'Look for how this story is fulfilled in Christ.',
    'Ask what it meant for a people learning to trust God.',
  ],
  history: [
    'Notice where God acts quietly behind events.',
    'Look at who is faithful and who is not, and what follows.',
    'Ask how this story prepares for Christ.',
  ],
  wisdom: [
    'Read a line, then stop: wisdom sayings are meant to be pondered one at a time.',
    'Notice the contrast between the wise and the foolish way.',
    'Ask where this wisdom meets your ordinary day.',
  ],
  revelation: [
    'Read the images as pictures of a truth, not a timetable.',
    'Notice who is worshipped, and who is victorious.',
    'Ask what comfort this gives to Christians under pressure, then and now.',
  ],
};

export function studyReading({ title, reference, season, persona, style, profile }: StudyRequest): string {
  const book = bookOrGeneric(reference);
  const goals = (profile?.spiritualGoals ?? []).filter((goal) => GOAL_QUESTIONS[goal]);
  const questions = [
    ...goals.slice(0, 2).map((goal) => GOAL_QUESTIONS[goal]!),
    'What is one thing you will do differently today because of this reading?',
  ].slice(0, style === 'precise' ? 2 : 3);
  const name = profile?.name?.trim();
  const steps = CLOSE_READING[book.kind];
  const sections = [
    `**${title}: ${reference}**`,
    `*Where it sits.* ${book.context} ${KIND_READING[book.kind]}`,
    ...(style === 'precise' ? [] : [`*The season.* ${seasonOf(season)}`]),
    `*Reading it closely.*\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}`,
    `*For your reflection${name ? `, ${name}` : ''}.*\n${questions.map((question) => `- ${question}`).join('\n')}`,
    `*To pray.* ${CLOSING[persona]}`,
  ];
  return sections.join('\n\n');
}

type SaintKind = 'marian' | 'lord' | 'martyr' | 'apostle' | 'doctor' | 'pastor' | 'virgin' | 'holy' | 'day';

function saintKindOf(name: string): SaintKind {
  if (
    /\b(Mary|Our Lady|Virgin Mary|Mother of God|Immaculate|Assumption|Annunciation)\b/i.test(name) &&
    !/\bSaint Mary (Magdalene|of)\b/i.test(name)
  )
    return 'marian';
  if (
    /\b(Lord|Christ|Jesus|Trinity|Sacred Heart|Body and Blood|Cross|Epiphany|Pentecost|Easter|Nativity|Ascension|Transfiguration|Baptism)\b/.test(
      name,
    )
  )
    return 'lord';
  if (/\bMartyrs?\b/i.test(name)) return 'martyr';
  if (/\bApostles?\b|\bEvangelist\b/i.test(name)) return 'apostle';
  if (/\bDoctors? of the Church\b/i.test(name)) return 'doctor';
  if (/\b(Bishop|Pope|Priest|Abbot|Deacon)s?\b/i.test(name)) return 'pastor';
  if (/\bVirgins?\b|\bReligious\b|\bNun\b/i.test(name)) return 'virgin';
  if (/\b(Saint|Saints|Blessed|St\.)\b/.test(name)) return 'holy';
  return 'day';
}

const SAINT_LINES: Record<SaintKind, string> = {
  marian:
    'Today the Church honours Mary, the Mother of the Lord. Everything about her points to her Son: she listened, she said yes, and she stayed, even at the Cross.',
  lord: 'Today the Church celebrates a mystery of the Lord himself. Feasts like this are not only memories; they are Christ’s life offered to us now.',
  martyr:
    'The Church calls this saint a martyr: a witness who loved Christ more than life itself. Most of us will not be asked for our blood, but we are asked for our faithfulness in small things.',
  apostle:
    'The Church honours an apostle today, one of those Jesus sent out to carry the Gospel. The faith we hold came to us through their preaching and their lives.',
  doctor:
    'The Church calls this saint a Doctor of the Church: a teacher whose writing and holiness still light the way for believers today.',
  pastor:
    'The Church remembers a shepherd today, one who served God’s people in the ministry. Holiness for them meant spending their life for others.',
  virgin:
    'The Church remembers a saint who gave their whole life to God in consecrated love. Their undivided heart is a sign of the love we are all made for.',
  holy: 'The Church remembers a saint today: an ordinary person made holy by grace, who shows that the Gospel can be lived.',
  day: 'Today is a day of the Church’s year with no saint’s memorial of its own. The readings of the day are its feast: God speaks, and we listen.',
};

const SAINT_INVITATION: Record<PersonaKey, string> = {
  pio: 'Ask for their prayers today, and offer one small sacrifice with love.',
  therese: 'Ask them to help you with one little act of love today, done quietly, for Jesus.',
  kim: 'Ask them to pray for you today, and look for one way to be a bit braver in your faith.',
  dan: 'Ask for their prayers, and bring their example into one ordinary task today.',
};

export function reflectOnSaint({ name, season, persona, style }: SaintRequest): string {
  const kind = saintKindOf(name);
  const opening = kind === 'day' ? `${name}.` : `Today: **${name}**.`;
  const invitation = kind === 'day' ? CLOSING[persona] : SAINT_INVITATION[persona];
  if (style === 'precise') return [opening, SAINT_LINES[kind], invitation].join('\n\n');
  return [opening, `${SAINT_LINES[kind]} ${seasonOf(season)}`, invitation].join('\n\n');
}
