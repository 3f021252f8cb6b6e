/**
 * Text as the safety checks read it, whoever wrote it: a person in a hurry or a model
 * that misbehaves. Disguises that keep the meaning for a human reader are undone:
 * compatibility forms (fullwidth, ligatures), invisible characters, letters from other
 * scripts that look Latin, accents, digits and symbols standing for letters, stretched
 * letters, curly apostrophes. The result is lower case Latin text for matching only;
 * nothing normalised is ever shown or stored.
 */

// Cyrillic and Greek letters drawn like Latin ones (the usual disguises), and letters that
// do not decompose into a base letter and an accent.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ς: 's',
  ω: 'w',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

// Digits and symbols used for letters, only inside a word that also has letters ("su1c1de",
// "k!ll"), so numbers such as 988 or 13 11 14 stay numbers.
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

// Combining marks that draw nothing (such as U+034F) go later, with the accents.
const INVISIBLE = /[\p{Cf}\u00ad\u115f\u1160\u180e\u3164\uffa0]/gu;

function unLeet(word: string): string {
  if (!/\p{L}/u.test(word) || !/[0-9@$!|]/.test(word)) return word;
  // A symbol at the end of a word is punctuation ("help!"), not a letter.
  const body = word.replace(/[!|]+$/, '');
  return body.replace(/[0-9@$!|]/g, (char) => LEET[char] ?? char) + word.slice(body.length);
}

/**
 * Lower-case Latin text with every disguise undone, for matching. Letters stretched to
 * three or more are read both ways, once and twice ("dieeee" is "die", "killll" is
 * "kill"), so the answer holds one or two forms; a pattern matches if it matches either.
 */
export function normalisedForms(text: string): string[] {
  const plain = unDisguised(text);
  const once = plain.replace(/(\p{L})\1{2,}/gu, '$1');
  const twice = plain.replace(/(\p{L})\1{2,}/gu, '$1$1');
  return once === twice ? [once] : [once, twice];
}

function unDisguised(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/./gsu, (char) => LOOK_ALIKES[char] ?? char)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´ʼ′]/g, "'")
    .replace(/[“”„«»]/g, '"');
  return plain
    .split(/(\s+)/)
    .map(unLeet)
    .join('')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}
