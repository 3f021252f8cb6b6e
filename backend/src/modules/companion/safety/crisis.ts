import { readCrisis } from './crisis/recogniser.js';

/**
 * Crisis recognition, independent of any model: a message that suggests suicide,
 * self-harm or abuse is answered first with care and with people to call. It errs on
 * the side of answering; the cost of a kind word too many is small.
 */

// Reviewed 2026-11-22 against each service's own site. Review at least yearly.
export const CRISIS_RESOURCES_REVIEWED = '2026-11-22';

/** True when a message, read with the person's earlier messages, suggests risk (crisis/recogniser.ts). */
export function suggestsCrisis(text: string, earlier: readonly string[] = []): boolean {
  return readCrisis(text, earlier).crisis;
}

export interface CrisisLines {
  country: string;
  emergency: string;
  lines: string[];
}

// Reviewed on CRISIS_RESOURCES_REVIEWED. Free, confidential, national lines only; a
// country missing here gets the regional list and the international directory.
export const LINES_BY_COUNTRY: Record<string, CrisisLines> = {
  US: { country: 'the United States', emergency: '911', lines: ['call or text **988** (Suicide and Crisis Lifeline)'] },
  CA: { country: 'Canada', emergency: '911', lines: ['call or text **988** (Suicide Crisis Helpline)'] },
  GB: {
    country: 'the United Kingdom',
    emergency: '999',
    lines: ['call **116 123** (Samaritans, free, day and night)'],
  },
  IE: {
    country: 'Ireland',
    emergency: '112 or 999',
    lines: ['call **116 123** (Samaritans)', 'call **1800 247 247** (Pieta)'],
  },
  AU: { country: 'Australia', emergency: '000', lines: ['call **13 11 14** (Lifeline)'] },
  NZ: { country: 'New Zealand', emergency: '111', lines: ['call or text **1737** (Need to talk?)'] },
  IN: { country: 'India', emergency: '112', lines: ['call **14416** (Tele-MANAS)'] },
  PH: {
    country: 'the Philippines',
    emergency: '911',
    lines: ['call **1553** (National Center for Mental Health crisis line)'],
  },
  ZA: { country: 'South Africa', emergency: '112', lines: ['call **0800 567 567** (SADAG suicide crisis line)'] },
  DE: {
    country: 'Germany',
    emergency: '112',
    lines: ['call **0800 111 0 111** or **0800 111 0 222** (TelefonSeelsorge)'],
  },
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
 * True for a reply that holds the crisis referral (first, or after the words when a
 * model's second opinion came late): the server wrote those words itself, so a
 * conversation read back later still knows where help was offered.
 */
export function isCrisisReferral(reply: string): boolean {
  return reply.includes(OPENING);
}

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
