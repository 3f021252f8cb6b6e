/**
 * English as people type it to a companion at night: texting abbreviations, the internet's
 * words for suicide and self-harm, contractions with and without apostrophes. Applied to
 * normalised text (lower case, straight apostrophes), before lemmatising.
 */
import { word } from '../words.js';

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
  [word(String.raw`ctb`), 'catch the bus'],
  [word(String.raw`s/?h`), 'self harm'],
  [word(String.raw`self-?harm`), 'self harm'],
  [word(String.raw`od(?:'?d|ed)?`), 'overdose'],
  // Texting.
  [word(String.raw`wanna`), 'want to'],
  [word(String.raw`gonna`), 'going to'],
  [word(String.raw`gotta`), 'got to'],
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
];
