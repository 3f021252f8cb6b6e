/**
 * The pastoral memory: the few themes a person has brought, most recent first, kept as
 * one line of text on the profile (one column, so encrypting it at rest stays simple).
 * It never holds what the person wrote, only what it was about.
 */
const PREFIX = 'Themes this person has brought before, most recent first: ';
const MAX_THEMES = 6;

export function themesRemembered(memory: string | null): string[] {
  if (!memory?.startsWith(PREFIX)) return [];
  return memory
    .slice(PREFIX.length)
    .replace(/\.$/, '')
    .split(', ')
    .filter(Boolean);
}

/** The memory after a conversation touched `labels`; unchanged when there is nothing new to keep. */
export function rememberThemes(memory: string | null, labels: string[]): string | null {
  const fresh = labels.filter(Boolean);
  if (!fresh.length) return memory;
  const themes = [...new Set([...fresh, ...themesRemembered(memory)])].slice(0, MAX_THEMES);
  return `${PREFIX}${themes.join(', ')}.`;
}
