import type { ChatTheme } from '../../providers/llm/llm.port.js';

/**
 * What a message is about, whatever the driver: the pastoral memory keeps the themes a
 * person brings (never their words), and the offline companion writes from them.
 */
interface ThemeCues {
  theme: ChatTheme;
  /** How the pastoral memory names it. */
  label: string;
  /** Words that point to the theme; the first theme with the most hits wins. */
  cues: RegExp[];
}

const THEMES: ThemeCues[] = [
  {
    theme: 'confession',
    label: 'confession',
    cues: [
      /\bconfess(?:ion|ing)?\b/i,
      /\babsol(?:ve|ution)\b/i,
      /\bforgive (?:me|my sins)\b/i,
      /\b(?:are|be) you (?:a )?(?:priest|ordained)\b/i,
      /\breconciliation\b/i,
      /\bpenance\b/i,
    ],
  },
  {
    theme: 'grief',
    label: 'grief',
    cues: [
      /\b(?:died|passed away|passing|funeral|miscarri\w*|lost (?:my|our|a) (?:\w+ )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter|child|baby|brother|sister|friend|grandm\w+|grandf\w+|grandpa|grandma))\b/i,
      /\b(?:grie(?:f|ve|ving)|mourn\w*|bereave\w*)\b/i,
      /\bmiss (?:him|her|them) so\b/i,
    ],
  },
  {
    theme: 'temptation',
    label: 'temptation',
    cues: [
      /\btempt\w*\b/i,
      /\baddict\w*\b/i,
      /\b(?:porn\w*|lust\w*|relapse\w*)\b/i,
      /\bkeep (?:falling|sinning|failing)\b/i,
      /\bsame sin\b/i,
      /\bhabit\b/i,
    ],
  },
  {
    theme: 'anxiety',
    label: 'anxiety',
    cues: [/\b(?:anxi\w*|worr\w*|panic\w*|stress\w*|overwhelm\w*|afraid|scared|fear\w*|nervous|can'?t sleep)\b/i],
  },
  {
    theme: 'loneliness',
    label: 'loneliness',
    cues: [/\b(?:lonel\w*|alone|isolated|no one (?:cares|understands)|no friends|nobody)\b/i],
  },
  {
    theme: 'doubt',
    label: 'doubt',
    cues: [
      /\b(?:doubt\w*|don'?t (?:believe|know if god)|not sure (?:god|i believe)|is god real|lost my faith|losing my faith|faith is (?:gone|dry)|unbelief)\b/i,
    ],
  },
  {
    theme: 'suffering',
    label: 'suffering',
    cues: [
      /\b(?:suffer\w*|pain|ill(?:ness)?|sick\w*|cancer|diagnos\w*|chronic|depress\w*|hurt\w*|struggl\w*|broken|why does god allow)\b/i,
    ],
  },
  {
    theme: 'discernment',
    label: 'a decision',
    cues: [
      /\b(?:decid\w*|decision|discern\w*|vocation|which (?:path|way)|should i|calling|what to do with my life|choose|choice)\b/i,
    ],
  },
  {
    theme: 'family',
    label: 'family',
    cues: [
      /\b(?:marri\w*|husband|wife|spouse|fianc\w*|famil\w*|children|kids?|son|daughter|parent\w*|mother|father|mum|mom|dad|brother|sister)\b/i,
    ],
  },
  {
    theme: 'work',
    label: 'work',
    cues: [
      /\b(?:work|job|boss|career|colleague\w*|cowork\w*|unemploy\w*|fired|laid off|interview|promotion|exam\w*|studies|school|universit\w*|college)\b/i,
    ],
  },
  {
    theme: 'gratitude',
    label: 'gratitude',
    cues: [/\b(?:thank\w*|grateful|gratitude|blessed|good news|answered (?:my )?prayer|rejoic\w*|so happy)\b/i],
  },
  {
    theme: 'prayer',
    label: 'prayer',
    cues: [/\b(?:pray\w*|rosary|adoration|mass|scripture|bible|lectio|devotion\w*|novena)\b/i],
  },
  {
    theme: 'learning',
    label: 'learning the faith',
    cues: [
      /\b(?:what does the church teach|catechism|teaching|why do catholics|what is (?:the )?(?:eucharist|trinity|purgatory|grace|sacrament\w*)|saints?|learn|understand|explain)\b/i,
    ],
  },
  {
    theme: 'closeness',
    label: 'closeness to God',
    cues: [
      /\b(?:closer to god|close to god|far from god|god feels (?:far|distant)|relationship with (?:god|jesus)|love god more|know god|holy spirit|distant)\b/i,
    ],
  },
  {
    theme: 'general',
    label: '',
    cues: [],
  },
];

const LABELS = new Map(THEMES.map(({ theme, label }) => [theme, label]));

/** The themes a message touches, strongest first; `general` when none. */
export function themesOf(text: string): ChatTheme[] {
  const scored = THEMES.map((entry, order) => ({
    entry,
    order,
    hits: entry.cues.filter((cue) => cue.test(text)).length,
  }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order);
  return scored.length ? scored.map(({ entry }) => entry.theme) : ['general'];
}

/** How the pastoral memory names a theme ('' for none). */
export function themeLabel(theme: ChatTheme): string {
  return LABELS.get(theme) ?? '';
}
