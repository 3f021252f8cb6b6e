// Every localStorage key the client uses, in one place, so Log Out can clear them
// knowingly and no two features collide on a name. Values match the spec's names.
export const STORAGE_KEYS = {
  theme: 'theme',
  authToken: 'authToken',
  hasSeenWelcome: 'hasSeenWelcome',
  installPromptShown: 'installPromptShown',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage access throws in some private modes and under strict policies; the app
// must keep working there, only without persistence.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds for this visit.
  }
}

// sessionStorage keys: what must survive one navigation inside this tab (a visitor's
// onboarding answers across sign-up) but never outlive the tab.
export const SESSION_KEYS = {
  onboardingDraft: 'onboardingDraft',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function readSession(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Not kept; the visitor would answer again after signing up, nothing worse.
  }
}

// The Today's Word caches (spec section 3): the readings by date, and each reply by date
// and what it is about. Prefixed, so Log Out's clearing takes them with everything else.
export type WordCacheKey = `word:${string}`;

export function wordCacheKey(date: string, kind: 'readings' | 'saint' | 'reading' | 'study', title = ''): WordCacheKey {
  return `word:${date}:${kind}${title ? `:${title}` : ''}`;
}

export function readCache<T>(key: WordCacheKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeCache(key: WordCacheKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the next visit asks the server again.
  }
}
