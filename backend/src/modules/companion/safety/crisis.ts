/**
 * Crisis recognition, independent of any model: a message that suggests suicide,
 * self-harm or abuse is answered first with care and with people to call. It errs on
 * the side of answering; the cost of a kind word too many is small.
 */

// Reviewed 2026-11-22 against each service's own site. Review at least yearly.
export const CRISIS_RESOURCES_REVIEWED = '2026-11-22';

// Word boundaries that also hold around accented letters and other scripts (\b does not).
const phrases = (...alternatives: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const PATTERNS: RegExp[] = [
  // English: suicide, direct and indirect
  phrases(
    'kill(?:ing)? my ?self',
    'suicid\\w*',
    "end(?:ing)? (?:it all|my life|things|it)",
    'take my (?:own )?life',
    "want(?:ed)? to die(?! (?:a (?:holy|good|happy)|to (?:my ?self|self|sin)|for (?:christ|jesus|god)))",
    "wish(?:ed)? i (?:was|were|had) (?:dead|never been born)",
    'better off (?:dead|without me)',
    "better off if i(?:'m| am| was| were)? (?:gone|dead|not here)",
    'no reason to (?:live|go on)',
    'not worth living',
    "can'?t go on",
    "can'?t do this anymore",
    "want (?:it|this|everything) (?:all )?to (?:be over|end|stop)",
    "don'?t want to (?:be here|live|wake up|exist)",
    'sleep (?:and|then) (?:never|not) wake up',
    'sleep forever',
    "(?:hope|wish) i (?:don'?t|do not|never|won'?t) wake up",
    'not wake up (?:again|tomorrow)',
    'disappear forever',
    "(?:notice|care|matter) if i (?:was|were|am|'m) gone",
    '(?:goodbye|suicide) (?:letter|note)',
    'my last night',
    'last night alive',
  ),
  // English: means and self-harm
  phrases(
    'hurt(?:ing)? my ?self',
    'harm(?:ing)? my ?self',
    'self[- ]?harm\\w*',
    'cut(?:ting)? my ?self',
    'cutting again',
    'burn(?:ing)? my ?self',
    'overdos\\w*',
    'hang(?:ing)? my ?self',
    'jump(?:ing)? (?:off|from) (?:the|a) (?:bridge|roof|building|cliff|balcony)',
    "(?:have|got|saving(?: up)?|stockpiling|collecting) (?:the |my |all my |enough )?pills",
    'pills to (?:end|die|sleep forever)',
    'how (?:many|much) \\w+ (?:would it take|does it take|do i need) to die',
    '(?:painless|quick|easy|best) ways? to die',
  ),
  // English: abuse and danger
  phrases(
    "(?:he|she|they|my (?:husband|wife|partner|father|dad|mother|mom|mum|boyfriend|girlfriend|stepfather|stepmother|uncle|brother|priest|coach|teacher)) (?:hits|beats|hurts|abuses|touches|chokes|rapes|raped|abused|molested|threatens to kill) me",
    '(?:abused|molested|raped) me',
    'being abused',
    'i was (?:raped|abused|molested)',
    'sexually abused',
    'domestic violence',
    "(?:scared|afraid|terrified) (?:he|she|they)(?:'ll| will| is going to| are going to| might) kill me",
  ),
  // Spanish, French, Portuguese, Italian, German, Tagalog, Polish, Vietnamese
  phrases('quiero morir', 'matarme', 'suicidarme', 'no quiero vivir', 'quitarme la vida', 'hacerme daño'),
  phrases('je veux mourir', 'me suicider', 'me tuer', 'en finir', 'me faire du mal'),
  phrases('quero morrer', 'me matar', 'não quero (?:mais )?viver', 'tirar minha vida', 'me machucar'),
  phrases('voglio morire', 'uccidermi', 'suicidarmi', 'non voglio più vivere', 'farmi del male'),
  phrases('ich will sterben', 'mich umbringen', 'selbstmord', 'nicht mehr leben', 'mir etwas antun'),
  phrases('gusto ko nang mamatay', 'magpakamatay'),
  phrases('chcę umrzeć', 'zabić się', 'się zabić', 'nie chcę żyć'),
  phrases('muốn chết', 'tự tử'),
];

export function suggestsCrisis(text: string): boolean {
  const plain = text.replace(/[’`]/g, "'");
  return PATTERNS.some((pattern) => pattern.test(plain));
}

interface CrisisLines {
  country: string;
  emergency: string;
  lines: string[];
}

// Reviewed on CRISIS_RESOURCES_REVIEWED. Free, confidential, national lines only; a
// country missing here gets the regional list and the international directory.
const LINES_BY_COUNTRY: Record<string, CrisisLines> = {
  US: { country: 'the United States', emergency: '911', lines: ['call or text **988** (Suicide and Crisis Lifeline)'] },
  CA: { country: 'Canada', emergency: '911', lines: ['call or text **988** (Suicide Crisis Helpline)'] },
  GB: { country: 'the United Kingdom', emergency: '999', lines: ['call **116 123** (Samaritans, free, day and night)'] },
  IE: { country: 'Ireland', emergency: '112 or 999', lines: ['call **116 123** (Samaritans)', 'call **1800 247 247** (Pieta)'] },
  AU: { country: 'Australia', emergency: '000', lines: ['call **13 11 14** (Lifeline)'] },
  NZ: { country: 'New Zealand', emergency: '111', lines: ['call or text **1737** (Need to talk?)'] },
  IN: { country: 'India', emergency: '112', lines: ['call **14416** (Tele-MANAS)'] },
  PH: { country: 'the Philippines', emergency: '911', lines: ['call **1553** (National Center for Mental Health crisis line)'] },
  ZA: { country: 'South Africa', emergency: '112', lines: ['call **0800 567 567** (SADAG suicide crisis line)'] },
  DE: { country: 'Germany', emergency: '112', lines: ['call **0800 111 0 111** or **0800 111 0 222** (TelefonSeelsorge)'] },
  FR: { country: 'France', emergency: '112', lines: ['call **3114** (numéro national de prévention du suicide)'] },
  ES: { country: 'Spain', emergency: '112', lines: ['call **024** (línea de atención a la conducta suicida)'] },
  BR: { country: 'Brazil', emergency: '192', lines: ['call **188** (CVV, Centro de Valorização da Vida)'] },
  MX: { country: 'Mexico', emergency: '911', lines: ['call **800 911 2000** (Línea de la Vida)'] },
  PL: { country: 'Poland', emergency: '112', lines: ['call **116 123** (Kryzysowy Telefon Zaufania)'] },
};

/**
 * The country a request most likely comes from: the region of its first language tag
 * with one (`en-GB` is the United Kingdom). The profile holds no country yet.
 */
export function countryFromLanguages(acceptLanguage: string | undefined): string | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(part.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

const OPENING =
  'I am really glad you told me. What you are carrying matters, and you matter. I am an AI companion, so I cannot be with you the way a person can, and you deserve a real person right now.';
const CLOSING =
  'If you can, tell someone you trust today: a friend, a family member, a priest. You do not have to carry this alone. I will stay here with you, and I will pray with you too.';

/**
 * The caring reply given before anything else: the lines of the person's country when
 * it is known and listed, else the main lines by region, always with the international
 * directory.
 */
export function crisisReply(country: string | null = null): string {
  const local = country ? LINES_BY_COUNTRY[country] : undefined;
  if (local) {
    return [
      OPENING,
      `**If you are in danger, call ${local.emergency} now.**`,
      `${local.lines.map((line) => `- In ${local.country}: ${line}`).join('\n')}\n- Anywhere else: **findahelpline.com** lists free, confidential lines in every country`,
      CLOSING,
    ].join('\n\n');
  }
  return [
    OPENING,
    '**If you are in danger, call your local emergency number now** (911 in the US and Canada, 999 in the UK, 112 across Europe, 000 in Australia).',
    '- United States and Canada: call or text **988** (Suicide and Crisis Lifeline)\n- United Kingdom and Ireland: call **116 123** (Samaritans)\n- Australia: call **13 11 14** (Lifeline)\n- New Zealand: call or text **1737**\n- Anywhere else: **findahelpline.com** lists free, confidential lines in your country',
    CLOSING,
  ].join('\n\n');
}
