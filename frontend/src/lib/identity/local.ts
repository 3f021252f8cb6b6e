import type { AuthConfig, AuthUser } from '../auth';
import { IdentityError, type Identity } from './identity';

interface Session {
  idToken: string;
  expiresAt: number;
  user: AuthUser;
}

interface TokenBody {
  idToken: string;
  expiresIn: number;
  uid: string;
  email: string;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
}

// A token is refreshed when less than this is left, so every request carries one
// that outlives its own round trip.
const REFRESH_MARGIN_MS = 60_000;
const REFRESH_LOCK = 'ask-seek-knock:identity-refresh';
const SIGN_OUT_CHANNEL = 'ask-seek-knock:identity-sign-out';

async function post(path: string, body?: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new IdentityError('NETWORK', 'We could not reach the server.');
  }
}

async function failure(response: Response): Promise<IdentityError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new IdentityError(
    typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    typeof body.message === 'string' ? body.message : response.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

// Rotating the refresh cookie from two tabs at once would present a cookie the other
// tab has just replaced; the Web Locks API queues the tabs so each uses the newest one.
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

// Our own accounts. The ID token lives in memory only; what keeps a person signed in
// across reloads is an httpOnly refresh cookie the page cannot read (scoped to /identity).
export function createLocalIdentity(config: AuthConfig): Identity {
  let session: Session | null = null;
  let refreshing: Promise<Session | null> | null = null;
  const endedListeners = new Set<() => void>();

  const accept = (body: TokenBody): Session => {
    session = {
      idToken: body.idToken,
      expiresAt: Date.now() + body.expiresIn * 1000,
      user: { uid: body.uid, email: body.email },
    };
    return session;
  };

  const end = () => {
    const hadSession = session !== null;
    session = null;
    if (hadSession) endedListeners.forEach((listener) => listener());
  };

  // Every tab shares the one refresh cookie, so signing out in one signs out all:
  // the others hear it here rather than at their next refresh.
  const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_OUT_CHANNEL);
  if (tabs) tabs.onmessage = end;

  const refresh = (): Promise<Session | null> => {
    refreshing ??= oneTabAtATime(async () => {
      const response = await post('/identity/refresh');
      if (response.ok) return accept((await response.json()) as TokenBody);
      const error = await failure(response);
      if (response.status !== 401) throw error;
      // No valid refresh session: signed out, here or in another tab.
      end();
      return null;
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const start = async (path: string, email: string, password: string): Promise<AuthUser> => {
    const response = await post(path, { email, password });
    if (!response.ok) throw await failure(response);
    return accept((await response.json()) as TokenBody).user;
  };

  return {
    config,
    async restore() {
      return (await refresh())?.user ?? null;
    },
    async getIdToken() {
      if (session && session.expiresAt - Date.now() > REFRESH_MARGIN_MS) return session.idToken;
      if (!session && !refreshing) return null;
      try {
        return (await refresh())?.idToken ?? null;
      } catch {
        // The server could not be reached: send what we have and let the request say so.
        return session?.idToken ?? null;
      }
    },
    signUpWithEmail: (email, password) => start('/identity/sign-up', email, password),
    signInWithEmail: (email, password) => start('/identity/sign-in', email, password),
    signInWithGoogle() {
      return Promise.reject(new IdentityError('GOOGLE_UNAVAILABLE', 'Google sign-in is not set up here.'));
    },
    async signOut() {
      session = null;
      tabs?.postMessage('signed-out');
      // Revokes the refresh session and clears its cookie. Offline, the cookie stays
      // until its own expiry, but this tab forgets the token either way.
      await post('/identity/sign-out').catch(() => undefined);
    },
    onSessionEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    async sessionRevoked() {
      // The refresh session was revoked with the token, so this ends the session; a refresh
      // that still works (the token alone was old) carries on with a new token.
      await refresh().catch(() => undefined);
    },
  };
}
