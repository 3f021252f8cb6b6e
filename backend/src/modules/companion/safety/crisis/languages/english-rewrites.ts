/**
 * English as people type it to a companion at night: texting abbreviations, the internet's
 * words for suicide and self-harm, contractions with and without apostrophes. Applied to
 * normalised text (lower case, straight apostrophes), before lemmatising.
 */
import { word } from '../words.js';

// What names a work whose words can be quoted.
const WORKS = String.raw`(?:songs?|lyrics?|lines?|verses?|chorus|hymns?|psalms?|films?|movies?|shows?|episodes?|poems?|poetry|novels?|books?|plays?|musical|scenes?|characters?|quotes?|quoted|quoting|scripture|bible|gospel|hamlet|shakespeare|prophet|elijah|jeremiah|jonah|moses|saint|album|track|band|sings|sang|singer|rapper|title)`;
// A span in single quotes: opened before a letter, closed where no letter follows ("cash's" does not close it).
const QUOTED = String.raw`(?<![\p{L}\p{N}])'(?=\p{L})[^\n]{2,200}?'(?![\p{L}\p{N}])`;

export const ENGLISH_REWRITES: [RegExp, string][] = [
  // The internet's words for suicide and self-harm, and common misspellings.
  [word(String.raw`(?:kms|kmsl)`), 'kill myself'],
  [word(String.raw`kys`), 'kill yourself'],
  [word(String.raw`unalive(?:s)?`), 'kill'],
  [word(String.raw`unalived`), 'killed'],
  [word(String.raw`unaliving`), 'killing'],
  [
    word(
      String.raw`(?:sewer ?slide|sewerslide|self ?delete|self-delete|su[iy]c[iy]?de|suic[iy]de|sucide|suiside|suicde)`,
    ),
    'suicide',
  ],
  [word(String.raw`(?:suicidle|suicdal|sucidal|suicidel|suisidal|su[iy]cidal)`), 'suicidal'],
  [word(String.raw`(?:toaster bath|alt ?f4 (?:myself|irl))`), 'kill myself'],
  [word(String.raw`yeet myself`), 'throw myself'],
  [word(String.raw`ctb`), 'catch the bus'],
  [word(String.raw`s/?h`), 'self harm'],
  [word(String.raw`self-?harm(ing|ed|er|ers|s)?`), 'self harm$1'],
  [word(String.raw`self-?injur(y|ing|ed|e|es)`), 'self injur$1'],
  [word(String.raw`od(?:'?d|ed)?`), 'overdose'],
  // Texting.
  [word(String.raw`wanna`), 'want to'],
  [word(String.raw`gonna`), 'going to'],
  [word(String.raw`gotta`), 'got to'],
  [word(String.raw`(?:finna|gunna|gona)`), 'going to'],
  [word(String.raw`tryna`), 'trying to'],
  [word(String.raw`(?:idwt|idw)`), 'i do not want'],
  [word(String.raw`idwanna`), 'i do not want to'],
  [word(String.raw`(?:idek)`), 'i do not even know'],
  [word(String.raw`(?:abt|bout)`), 'about'],
  [word(String.raw`(?:rly|rlly)`), 'really'],
  [word(String.raw`(?:srsly|srs)`), 'seriously'],
  [word(String.raw`(?:smth|sth)`), 'something'],
  [word(String.raw`(?:every1|evry1|every ?one)`), 'everyone'],
  [word(String.raw`(?:no1|noone)`), 'no one'],
  [word(String.raw`(?:2day|tday)`), 'today'],
  [word(String.raw`(?:tonite|tonigh|2nyt|tnight)`), 'tonight'],
  [word(String.raw`(?:noi|no1)`), 'no one'],
  [word(String.raw`(?:everyi|every1)`), 'everyone'],
  [word(String.raw`(?:wud|wld)`), 'would'],
  [word(String.raw`(?:cud|cld)`), 'could'],
  [word(String.raw`(?:shud|shld)`), 'should'],
  [word(String.raw`w`), 'with'],
  [word(String.raw`(?:istg|i stg)`), 'i swear to god'],
  [word(String.raw`(?:anymore|any more|nemore|anymor)`), 'anymore'],
  // Dropped g: "thinkin", "endin".
  [
    word(
      String.raw`(think|end|kill|cutt|try|do|go|feel|noth|someth|hurt|dy|liv|want|plann|say|tak|gett|start|fight|cry|burn|starv|jump|hang|sleep|wish|hop|pray|mean)in`,
    ),
    '$1ing',
  ],
  [word(String.raw`tn`), 'tonight'],
  [word(String.raw`2nite|2night`), 'tonight'],
  [word(String.raw`rn`), 'right now'],
  [word(String.raw`(?:tmrw|tmr|tmrrw|tomo|2moro|2morrow)`), 'tomorrow'],
  [word(String.raw`(?:pls|plz|plss)`), 'please'],
  [word(String.raw`bf`), 'boyfriend'],
  [word(String.raw`gf`), 'girlfriend'],
  [word(String.raw`ppl`), 'people'],
  [word(String.raw`u`), 'you'],
  [word(String.raw`ur`), 'your'],
  [word(String.raw`(?:bc|bcuz|cuz|coz)`), 'because'],
  [word(String.raw`idk`), 'i do not know'],
  [word(String.raw`idc`), 'i do not care'],
  [word(String.raw`fr`), 'for real'],
  [word(String.raw`ngl`), 'not going to lie'],
  [word(String.raw`tbh`), 'to be honest'],
  [word(String.raw`(?:w/e|whatev)`), 'whatever'],
  [word(String.raw`any ?more`), 'anymore'],
  // Contractions, with or without the apostrophe.
  [word(String.raw`i'?m`), 'i am'],
  [word(String.raw`i'?ve`), 'i have'],
  [word(String.raw`i'll`), 'i will'],
  [word(String.raw`i'd`), 'i would'],
  [word(String.raw`(?:can'?t|cannot)`), 'can not'],
  [word(String.raw`won'?t`), 'will not'],
  [word(String.raw`(do|does|did|is|was|were|are|would|should|could|have|has|had|must|need|ai)n'?t`), '$1 not'],
  [word(String.raw`(it|that|he|she|there|what|who|everything|nothing|life) ?'s`), '$1 is'],
  [word(String.raw`(you|they|we) ?'re`), '$1 are'],
  [word(String.raw`(you|they|we|he|she) ?'ll`), '$1 will'],
  [word(String.raw`(you|they|we|he|she|it) ?'d`), '$1 would'],
  [word(String.raw`(you|they|we) ?'ve`), '$1 have'],
  // The same contractions typed without the apostrophe, where the bare word means nothing else.
  [word(String.raw`(what|that|there|who)s`), '$1 is'],
  [word(String.raw`(he|she)s`), '$1 is'],
  [word(String.raw`(you|they)re`), '$1 are'],
  [word(String.raw`(you|they)ll`), '$1 will'],
  [word(String.raw`(you|they)ve`), '$1 have'],
  // Words quoted in single quotes from a song, a film, a book or Scripture are not the
  // writer's own (double quotes are dropped by the recogniser itself); only when the
  // message names such a work, so a threat or a friend's words in quotes are still read.
  [new RegExp(String.raw`(?<=\b${WORKS}\b[^\n]{0,160}?)${QUOTED}|${QUOTED}(?=[^\n]{0,160}?\b${WORKS}\b)`, 'gu'), ' '],
];
