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
