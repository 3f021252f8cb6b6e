/**
 * Reads a prayer intention the way a friend would before praying it: what kind of need it
 * is, who it is for, and the particular thing named (an operation, an exam, an interview).
 * The prayer is then written from these, in reverent words of its own, so the person's
 * text is never pasted back at them.
 */

export type IntentionKind =
  | 'dead'
  | 'illness'
  | 'exams'
  | 'work'
  | 'decision'
  | 'thanksgiving'
  | 'grief'
  | 'family'
  | 'anxiety'
  | 'temptation'
  | 'general';

export interface Subject {
  /** How the person praying names them: 'my mother', 'Anna', or null when the intention is for oneself. */
  whom: string | null;
  /** Object and possessive pronouns for them ('her'/'her', 'him'/'his', 'them'/'their'); for oneself 'me'/'my'. */
  object: string;
  possessive: string;
  /** True when the intention is for oneself. */
  self: boolean;
}

export interface Intention {
  kind: IntentionKind;
  subject: Subject;
  /** The particular need named, rewritten as a phrase that fits after "for" or "with": 'the operation ahead'. */
  detail: string | null;
}

// Order matters: the first kind that matches wins ("thank you, my son is cancer free" is
// thanksgiving, "should I change jobs" is a decision).
const KIND_PATTERNS: [IntentionKind, RegExp][] = [
  [
    'dead',
    /\b(passed away|died|has died|death of|late (?:mother|father|husband|wife|son|daughter|friend|grand\w+)|funeral|repose|eternal rest|departed|the soul of|souls|purgatory|rest in peace|anniversary of .{0,30}death)\b/i,
  ],
  ['thanksgiving', /\b(thank\w*|grateful|gratitude|praise|answered prayer|good news|so happy)\b/i],
  [
    'illness',
    /\b(sick|ill|illness|cancer|tumou?r|surgery|operation|in (?:the )?hospital|diagnos\w*|chemo\w*|recover\w*|healing|heal|pain|disease|covid|stroke|heart attack|infection|treatment|scan|biopsy|dementia|alzheimer\w*|injur\w*|broken|accident)\b/i,
  ],
  ['decision', /\b(decid\w*|decision|discern\w*|choice|choose|should i|vocation|calling|which path|whether to)\b/i],
  [
    'exams',
    /\b(exams?|tests?|finals|studies|studying|study|school|university|college|grades?|thesis|dissertation|assignment|degree|bar exam|entrance)\b/i,
  ],
  [
    'work',
    /\b(job|work|working|interview|boss|career|unemploy\w*|promotion|business|colleagues?|co-?workers?|workplace|salary|laid off|fired|redundan\w*|shift|rent|bills|money|debt|finances?|exhausted|burn(?:ed|t)? out)\b/i,
  ],
  [
    'grief',
    /\b(griev\w*|grief|mourn\w*|loss|lost (?:my|our) (?:baby|mother|father|husband|wife|son|daughter|friend|child)|miss (?:him|her|them)|miscarriage|bereave\w*)\b/i,
  ],
  [
    'temptation',
    /\b(tempt\w*|addict\w*|sin|sins|habit|pornography|porn|drinking|alcohol|gambling|purity|relapse|lust)\b/i,
  ],
  [
    'anxiety',
    /\b(anxious|anxiety|worr\w*|fear\w*|afraid|scared|stress\w*|panic|overwhelm\w*|can't sleep|cannot sleep|nervous|uncertain\w*)\b/i,
  ],
  [
    'family',
    /\b(marriage|married|husband|wife|children|kids|family|divorce|parents|son|daughter|siblings?|brother|sister|fianc[ée]e?|wedding|pregnan\w*|baby|home)\b/i,
  ],
];

interface Relation {
  words: RegExp;
  object: string;
  possessive: string;
}

const RELATIONS: Relation[] = [
  {
    words:
      /\bmy (mother|mom|mum|grandmother|grandma|granny|wife|daughter|sister|aunt|niece|fianc[ée]e|girlfriend|goddaughter|stepmother|mother-in-law|sister-in-law|daughter-in-law)\b/i,
    object: 'her',
    possessive: 'her',
  },
  {
    words:
      /\bmy (father|dad|grandfather|grandpa|husband|son|brother|uncle|nephew|fianc[ée]|boyfriend|godson|stepfather|father-in-law|brother-in-law|son-in-law|parish priest)\b/i,
    object: 'him',
    possessive: 'his',
  },
  {
    words:
      /\bmy (best friend|friends?|children|kids|parents|family|child|baby|boss|colleagues?|co-?workers?|coworker|neighbou?rs?|cousins?|teacher|students?|classmates?|grandchildren|grandchild|spouse|partner|roommate|patients?|team)\b/i,
    object: 'them',
    possessive: 'their',
  },
];

const FEMININE_NAMES =
  /^(anna|anne|maria|mary|marie|teresa|theresa|clare|claire|lucy|sofia|sophia|grace|rose|rosa|catherine|kate|elizabeth|emma|olivia|ava|isabella|mia|chloe|julia|monica|agnes|bernadette|faith|joan|martha|ruth|sarah|rebecca|hannah|esther|helen|margaret|frances|jane|ana|lucia|carmen|fatima)$/i;
const MASCULINE_NAMES =
  /^(john|joseph|james|michael|peter|paul|thomas|david|daniel|francis|anthony|luke|mark|matthew|andrew|stephen|patrick|dominic|benedict|pius|pio|leo|jose|juan|pedro|carlos|luis|miguel|samuel|joshua|jacob|noah|liam|william|henry|george|charles|robert|richard|edward|philip|simon|martin|vincent|gabriel|raphael|tom|tim|timothy|ben|sam|max|jack)$/i;

// A capitalised name after "for" ("pray for Anna"), not the start of a sentence.
const NAMED = /\b[Ff]or ([A-Z][a-zà-ÿ]+)(?:\b|$)/;
const NOT_NAMES =
  /^(God|Jesus|Christ|Mary|Lord|Christmas|Easter|Lent|Advent|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December|Me|Us|My|Our|The|A|An|All|Everyone|Peace|Ukraine|Gaza)$/;

const DETAILS: [RegExp, (s: Subject) => string][] = [
  // Good news first: "cancer free" is about healing, not about the cancer.
  [/\b(healed|recovered|all clear|remission|cancer free|cancer-free)\b/i, () => 'the healing we hoped for'],
  [/\b(surgery|operation)\b/i, (s) => `the operation ${s.self ? 'I face' : 'ahead'}`],
  [/\bchemo\w*|\bradiotherapy\b/i, () => 'the hard days of treatment'],
  [
    /\b(cancer|tumou?r)\b/i,
    (s) =>
      `the cancer ${s.self ? 'I am fighting' : `${s.object === 'them' ? 'they are' : s.object === 'her' ? 'she is' : 'he is'} fighting`}`,
  ],
  [/\b(diagnos\w*|scan|biopsy|results?)\b/i, () => 'the waiting for results'],
  [/\b(dementia|alzheimer\w*)\b/i, () => 'a mind that is slowly forgetting'],
  [/\b(stroke|heart attack)\b/i, () => 'a body struck suddenly and needing to mend'],
  [/\b(covid|infection|fever|flu)\b/i, (s) => `the sickness that has laid ${s.object} low`],
  [/\bpain\b/i, () => 'the pain that does not let go'],
  [/\bbar exam\b/i, () => 'the bar examination'],
  [/\b(finals|exams?|tests?)\b/i, () => 'the examinations ahead'],
  [/\b(thesis|dissertation)\b/i, () => 'the long work of writing that must be finished'],
  [/\binterview\b/i, () => 'the interview ahead'],
  [
    /\b(lost (?:my|his|her|their) job|laid off|fired|redundan\w*|unemploy\w*)\b/i,
    () => 'the loss of work and the search for a new place',
  ],
  [/\bpromotion\b/i, () => 'the hope of a new responsibility at work'],
  [/\b(debt|bills|rent|money|finances?)\b/i, () => 'the worry of money and what is owed'],
  [/\bboss\b/i, () => 'a hard relationship at work'],
  [/\b(divorce|separat\w*)\b/i, () => 'a marriage that is breaking'],
  [/\b(pregnan\w*|expecting)\b/i, () => 'the new life that is on its way'],
  [/\bmiscarriage\b/i, () => 'the child we lost before we could hold them'],
  [/\bwedding\b/i, () => 'the wedding to come'],
  [/\bvocation|calling|priesthood|religious life\b/i, () => 'the question of a vocation'],
  [/\b(mov(?:e|ing) (?:to|abroad|house|home))\b/i, () => 'the question of a move'],
  [/\b(anniversary)\b/i, () => 'a day of remembering'],
  [/\b(addict\w*|drinking|alcohol|gambling|porn\w*)\b/i, () => 'a habit that keeps pulling back'],
  [/\b(can't sleep|insomnia)\b/i, () => 'the nights without rest'],
  [/\b(panic)\b/i, () => 'the panic that rises without warning'],
  [/\b(travel\w*|journey|trip|flight)\b/i, () => 'the journey ahead'],
  [/\b(new baby|birth of|born)\b/i, () => 'the gift of a newborn child'],
];

// What an intention of no particular kind asks for ("for peace in my heart"), named in the
// prayer as the person's own longing. Only for the general kind: "rest in peace" is for the
// dead, and "thank you for the peace" is thanksgiving.
const GENERAL_NEEDS: [RegExp, (s: Subject) => string][] = [
  [
    /\b(wars?|ukraine|gaza|sudan|world peace|peace in the world)\b/i,
    () => 'the cry of a world torn by violence, longing for your peace',
  ],
  [
    /\b(holiness|a holy life|closer to (?:god|you|jesus)|grow in (?:faith|prayer))\b/i,
    (s) => `${s.possessive} longing to grow closer to you`,
  ],
  [
    /\b(come back to|return to|fallen away|lapsed|conversion|convert)\b/i,
    (s) => `${s.possessive} way home to you and to your Church`,
  ],
  [/\bpeace\b/i, (s) => `${s.possessive} longing for your peace`],
  [/\b(strength|strong|courage|keep going)\b/i, (s) => `${s.possessive} need for strength and courage`],
  [/\bpatien\w*/i, (s) => `${s.possessive} need for patience`],
  [/\b(forgiv\w*|resent\w*|grudge)\b/i, (s) => `${s.possessive} need to forgive and to be forgiven`],
  [/\b(lonely|loneliness|alone|isolated)\b/i, (s) => `${s.possessive} loneliness in these days`],
  [
    /\b(faith|doubts?|unbelief|hard to believe)\b/i,
    (s) => `${s.possessive} faith, which wavers and still reaches for you`,
  ],
  [/\b(hopeless|despair\w*|(?:lost|losing|no|little) hope)\b/i, (s) => `${s.possessive} hope, which runs low`],
  [/\b(guidance|guide|direction|confused|confusion)\b/i, (s) => `${s.possessive} need for your guidance`],
  [/\b(protect\w*|safe|safety)\b/i, (s) => `${s.possessive} need for your protection`],
  [/\bjoy\b/i, (s) => `${s.possessive} longing for joy`],
];

function subjectOf(text: string): Subject {
  for (const relation of RELATIONS) {
    const match = relation.words.exec(text);
    if (match)
      return {
        whom: `my ${match[1].toLowerCase()}`,
        object: relation.object,
        possessive: relation.possessive,
        self: false,
      };
  }
  const named = NAMED.exec(text);
  if (named && !NOT_NAMES.test(named[1])) {
    const name = named[1];
    if (FEMININE_NAMES.test(name)) return { whom: name, object: 'her', possessive: 'her', self: false };
    if (MASCULINE_NAMES.test(name)) return { whom: name, object: 'him', possessive: 'his', self: false };
    return { whom: name, object: 'them', possessive: 'their', self: false };
  }
  return { whom: null, object: 'me', possessive: 'my', self: true };
}

export function readIntention(text: string): Intention {
  const subject = subjectOf(text);
  const kind = KIND_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
  const match =
    DETAILS.find(([pattern]) => pattern.test(text)) ??
    (kind === 'general' ? GENERAL_NEEDS.find(([pattern]) => pattern.test(text)) : undefined);
  const detail = match?.[1](subject) ?? null;
  return { kind, subject, detail };
}
