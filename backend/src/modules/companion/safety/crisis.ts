/**
 * Crisis recognition, independent of any model: a message that suggests suicide,
 * self-harm or abuse is answered first with care and with people to call. It errs on
 * the side of answering; the cost of a kind word too many is small.
 */

// Reviewed 2026-11-22 against each service's own site. Review at least yearly.
export const CRISIS_RESOURCES_REVIEWED = '2026-11-22';

const PATTERNS: RegExp[] = [
  // English, direct and indirect
  /\b(kill(?:ing)? my ?self|suicid\w*|end(?:ing)? (?:it all|my life|things)|take my (?:own )?life|want(?:ed)? to die|wish(?:ed)? i (?:was|were) dead|better off dead|better off without me|no reason to live|not worth living|can'?t go on|don'?t want to (?:be here|live|wake up|exist)|sleep and (?:never|not) wake up|not wake up (?:again|tomorrow)|disappear forever)\b/i,
  /\b(hurt(?:ing)? my ?self|harm(?:ing)? my ?self|self[- ]harm\w*|cut(?:ting)? my ?self|cutting again|overdose|hang my ?self|jump off|pills to (?:end|sleep forever))\b/i,
  /\b(he|she|they|my (?:husband|wife|partner|father|dad|mother|mom|boyfriend|girlfriend|stepfather|uncle|priest|coach|teacher)) (?:hits|beats|hurts|abuses|touches|chokes|rapes|raped|abused|molested|threatens to kill) me\b/i,
  /\b(being abused|i was raped|sexually abused|domestic violence|afraid (?:he|she|they)'?(?:ll| will) kill me)\b/i,
  // Spanish, French, Portuguese, Italian, German, Tagalog
  /\b(quiero morir|matarme|suicidarme|no quiero vivir|quitarme la vida|hacerme daño)\b/i,
  /\b(je veux mourir|me suicider|me tuer|en finir avec la vie|me faire du mal)\b/i,
  /\b(quero morrer|me matar|não quero (?:mais )?viver|tirar minha vida|me machucar)\b/i,
  /\b(voglio morire|uccidermi|suicidarmi|non voglio più vivere|farmi del male)\b/i,
  /\b(ich will sterben|mich umbringen|selbstmord|nicht mehr leben|mir etwas antun)\b/i,
  /\b(gusto ko nang mamatay|magpakamatay)\b/i,
];

export function suggestsCrisis(text: string): boolean {
  const plain = text.replace(/[’`]/g, "'");
  return PATTERNS.some((pattern) => pattern.test(plain));
}

/**
 * The caring reply given before anything else. The country is not known to the app yet,
 * so it names the main lines by region and an international directory.
 */
export function crisisReply(): string {
  return [
    'I am really glad you told me. What you are carrying matters, and you matter. I am an AI companion, so I cannot be with you the way a person can, and you deserve a real person right now.',
    '**If you are in danger, call your local emergency number now** (911 in the US and Canada, 999 in the UK, 112 across Europe, 000 in Australia).',
    '- United States and Canada: call or text **988** (Suicide and Crisis Lifeline)\n- United Kingdom and Ireland: call **116 123** (Samaritans)\n- Australia: call **13 11 14** (Lifeline)\n- New Zealand: call or text **1737**\n- Anywhere else: **findahelpline.com** lists free, confidential lines in your country',
    'If you can, tell someone you trust today: a friend, a family member, a priest. You do not have to carry this alone. I will stay here with you, and I will pray with you too.',
  ].join('\n\n');
}
