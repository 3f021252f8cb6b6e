// The crisis lines the app shows outside a reply: the /safety page and the crisis-mode
// sheet in Ask and Knock. Copied word for word from the server's list
// (backend/src/modules/companion/safety/crisis.ts, LINES_BY_COUNTRY), which is the one
// the replies use; when that list is reviewed, this copy changes with it.
export const CRISIS_LINES_REVIEWED = '22 November 2026';

export interface CrisisLines {
  code: string;
  country: string;
  emergency: string;
  // Numbers between ** marks, as in the server's text: the screen makes them callable.
  lines: string[];
}

export const CRISIS_LINES: readonly CrisisLines[] = [
  {
    code: 'US',
    country: 'the United States',
    emergency: '911',
    lines: ['call or text **988** (Suicide and Crisis Lifeline)'],
  },
  { code: 'CA', country: 'Canada', emergency: '911', lines: ['call or text **988** (Suicide Crisis Helpline)'] },
  {
    code: 'GB',
    country: 'the United Kingdom',
    emergency: '999',
    lines: ['call **116 123** (Samaritans, free, day and night)'],
  },
  {
    code: 'IE',
    country: 'Ireland',
    emergency: '112 or 999',
    lines: ['call **116 123** (Samaritans)', 'call **1800 247 247** (Pieta)'],
  },
  { code: 'AU', country: 'Australia', emergency: '000', lines: ['call **13 11 14** (Lifeline)'] },
  { code: 'NZ', country: 'New Zealand', emergency: '111', lines: ['call or text **1737** (Need to talk?)'] },
  { code: 'IN', country: 'India', emergency: '112', lines: ['call **14416** (Tele-MANAS)'] },
  {
    code: 'PH',
    country: 'the Philippines',
    emergency: '911',
    lines: ['call **1553** (National Center for Mental Health crisis line)'],
  },
  {
    code: 'ZA',
    country: 'South Africa',
    emergency: '112',
    lines: ['call **0800 567 567** (SADAG suicide crisis line)'],
  },
  {
    code: 'DE',
    country: 'Germany',
    emergency: '112',
    lines: ['call **0800 111 0 111** or **0800 111 0 222** (TelefonSeelsorge)'],
  },
  {
    code: 'FR',
    country: 'France',
    emergency: '112',
    lines: ['call **3114** (numéro national de prévention du suicide)'],
  },
  { code: 'ES', country: 'Spain', emergency: '112', lines: ['call **024** (línea de atención a la conducta suicida)'] },
  { code: 'BR', country: 'Brazil', emergency: '192', lines: ['call **188** (CVV, Centro de Valorização da Vida)'] },
  { code: 'MX', country: 'Mexico', emergency: '911', lines: ['call **800 911 2000** (Línea de la Vida)'] },
  { code: 'PL', country: 'Poland', emergency: '112', lines: ['call **116 123** (Kryzysowy Telefon Zaufania)'] },
];

export const HELPLINE_DIRECTORY = 'https://findahelpline.com';

// The same guess the server makes from Accept-Language: the region of the first language
// tag that has one (en-GB is the United Kingdom). Only ever an ordering hint.
export function likelyCountry(languages: readonly string[] = navigator.languages): string | null {
  for (const tag of languages) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(tag.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

// Every country's lines, the person's own first when it is listed.
export function linesFor(country: string | null): { own: CrisisLines | null; all: readonly CrisisLines[] } {
  const own = CRISIS_LINES.find((entry) => entry.code === country) ?? null;
  return { own, all: own ? [own, ...CRISIS_LINES.filter((entry) => entry !== own)] : CRISIS_LINES };
}
