import type { Auth, User } from 'firebase/auth';
import type { AuthConfig, AuthUser } from '../auth';
import { IdentityError, type Identity } from './identity';

type FirebaseAuthModule = typeof import('firebase/auth');

function toUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '' };
}

// Firebase errors carry a code such as auth/wrong-password; anything else is unknown.
function toIdentityError(error: unknown): IdentityError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : 'auth/unknown';
  return new IdentityError(code, error instanceof Error ? error.message : String(error));
}

async function attempt<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw toIdentityError(error);
  }
}

// Firebase Auth (email and password, Google popup). Loaded only when the server says
// this deployment uses Firebase; its SDK then comes in its own chunks.
export async function createFirebaseIdentity(config: AuthConfig): Promise<Identity> {
  const settings = config.firebase;
  if (!settings) throw new Error('authConfig names the firebase driver without its settings.');
  const [{ initializeApp, getApps }, firebaseAuth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(settings);
  const auth: Auth = firebaseAuth.getAuth(app);
  const fa: FirebaseAuthModule = firebaseAuth;
  const endedListeners = new Set<() => void>();

  // The spec's order: persistence first, then the listener. A failure to set it is
  // logged only (the SDK falls back to its default) and never blocks sign-in.
  await fa.setPersistence(auth, fa.browserLocalPersistence).catch((error: unknown) => {
    console.error('Auth persistence could not be set.', error);
  });

  // The first report is the session this browser already holds; later reports of
  // "nobody" that this tab did not cause mean the session ended elsewhere.
  let signingOut = false;
  let reportedOnce = false;
  let resolveFirst: (user: User | null) => void = () => undefined;
  const first = new Promise<User | null>((resolve) => {
    resolveFirst = resolve;
  });
  fa.onAuthStateChanged(auth, (user) => {
    if (!reportedOnce) {
      reportedOnce = true;
      resolveFirst(user);
      return;
    }
    if (!user && !signingOut) endedListeners.forEach((listener) => listener());
  });

  return {
    config,
    async restore() {
      const user = await first;
      return user ? toUser(user) : null;
    },
    async getIdToken() {
      // The SDK refreshes the token itself when it is close to expiry.
      const user = auth.currentUser;
      return user ? user.getIdToken() : null;
    },
    signUpWithEmail: (email, password) =>
      attempt(async () => toUser((await fa.createUserWithEmailAndPassword(auth, email, password)).user)),
    signInWithEmail: (email, password) =>
      attempt(async () => toUser((await fa.signInWithEmailAndPassword(auth, email, password)).user)),
    signInWithGoogle: () =>
      attempt(async () => {
        const result = await fa.signInWithPopup(auth, new fa.GoogleAuthProvider());
        return { user: toUser(result.user), isNewUser: fa.getAdditionalUserInfo(result)?.isNewUser ?? false };
      }),
    async signOut() {
      signingOut = true;
      try {
        await fa.signOut(auth);
      } finally {
        signingOut = false;
      }
    },
    onSessionEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    async sessionRevoked() {
      // Every token of this sign-in keeps its auth_time, so none will pass again: only a new
      // sign-in will. Signing out here is reported like a session ended elsewhere.
      if (auth.currentUser) await fa.signOut(auth).catch(() => undefined);
    },
  };
}
