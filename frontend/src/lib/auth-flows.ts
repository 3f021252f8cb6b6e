import type { ApolloClient } from '@apollo/client';
import { SignInDocument, SignUpDocument, ValidateNewUserDocument, type ConsentInput } from '../generated/graphql';
import { describeApiError, tooManyAttempts } from './api-errors';
import type { AuthOutcome, AuthRequest, AuthUser, UserProfile } from './auth';
import { IdentityError, type Identity } from './identity/identity';
import { LEGAL_VERSION } from './legal-version';

// Loaded on the first sign-in or sign-up attempt, not with the first page.

const AUTH_FAILED = 'Authentication failed. Please try again.';
const INVALID_EMAIL = 'Please enter a valid email address.';
export const CONSENT_NEEDED = 'To create your account, please tick both boxes first.';
const CONSENT_OUTDATED =
  'The Terms of Use or the Privacy Policy changed since this page was opened. Please reload the page to read them.';
const CONSENT_CODES = new Set([
  'TERMS_CONSENT_REQUIRED',
  'RELIGIOUS_DATA_CONSENT_REQUIRED',
  'CONSENT_VERSION_OUTDATED',
]);

// Sent only when the person ticked both boxes; the server refuses to make a profile without them.
function consentOf(request: AuthRequest): ConsentInput | undefined {
  return request.consented ? { termsAndPrivacy: true, religiousData: true, version: LEGAL_VERSION } : undefined;
}

// The identity provider's refusal, in the words of spec section 8.
export function identityFailure(error: unknown): Extract<AuthOutcome, { kind: 'failed' }> {
  if (!(error instanceof IdentityError)) return { kind: 'failed', message: AUTH_FAILED };
  switch (error.code) {
    // Ours (local accounts)
    case 'EMAIL_IN_USE':
    case 'auth/email-already-in-use':
      return { kind: 'failed', message: 'This email is already registered. Please log in.', field: 'email' };
    case 'INVALID_CREDENTIALS':
    case 'auth/invalid-credential':
      return { kind: 'failed', message: 'Please check your Email or Password.' };
    case 'VALIDATION_FAILED':
    case 'auth/invalid-email':
      return { kind: 'failed', message: INVALID_EMAIL, field: 'email' };
    case 'WEAK_PASSWORD':
      // The server states the first rule the password breaks, in the spec's words.
      return { kind: 'failed', message: error.message, field: 'password' };
    case 'RATE_LIMITED':
    case 'auth/too-many-requests':
      return { kind: 'failed', message: tooManyAttempts(error.retryAfter) };
    // Firebase only
    case 'auth/user-not-found':
      return { kind: 'failed', message: 'No user found with this email.', field: 'email' };
    case 'auth/wrong-password':
      return { kind: 'failed', message: 'Incorrect password. Please try again.', field: 'password' };
    case 'auth/weak-password':
      return { kind: 'failed', message: 'Password should be at least 6 characters.', field: 'password' };
    default:
      // Popup closed or blocked, network trouble, anything unforeseen.
      return { kind: 'failed', message: AUTH_FAILED };
  }
}

async function createProfile(
  client: ApolloClient,
  identity: Identity,
  user: AuthUser,
  consent: ConsentInput | undefined,
): Promise<UserProfile | null> {
  // The signup gate: a new person is let in only while the current phase has room.
  const validation = await client.mutate({ mutation: ValidateNewUserDocument, variables: { uid: user.uid } });
  if (!validation.data?.validateNewUser.allowed) return null;
  const idToken = await identity.getIdToken();
  if (!idToken) throw new Error('The new session has no token.');
  const result = await client.mutate({ mutation: SignUpDocument, variables: { idToken, consent } });
  if (!result.data) throw new Error('signUp came back empty.');
  return result.data.signUp;
}

// An identity without a profile yet (refused earlier by the signup gate) gets one here,
// which needs the consents as at sign-up.
async function openProfile(
  client: ApolloClient,
  identity: Identity,
  consent: ConsentInput | undefined,
): Promise<UserProfile> {
  const idToken = await identity.getIdToken();
  if (!idToken) throw new Error('The new session has no token.');
  const result = await client.mutate({ mutation: SignInDocument, variables: { idToken, consent } });
  if (!result.data) throw new Error('signIn came back empty.');
  return result.data.signIn;
}

// Identity first (our accounts or Firebase), then the profile on our server. The server
// creates the profile inside signUp/signIn before it answers, so there is nothing to
// wait for and nothing to poll: the answer is the profile.
export async function authenticate(
  client: ApolloClient,
  identity: Identity,
  request: AuthRequest,
): Promise<{ outcome: AuthOutcome; user: AuthUser | null }> {
  let user: AuthUser;
  let isNew: boolean;
  try {
    if (request.method === 'google') {
      ({ user, isNewUser: isNew } = await identity.signInWithGoogle());
    } else if (request.mode === 'signUp') {
      user = await identity.signUpWithEmail(request.email, request.password);
      isNew = true;
    } else {
      user = await identity.signInWithEmail(request.email, request.password);
      isNew = false;
    }
  } catch (error) {
    return { outcome: identityFailure(error), user: null };
  }

  try {
    const consent = consentOf(request);
    const profile = isNew
      ? await createProfile(client, identity, user, consent)
      : await openProfile(client, identity, consent);
    if (profile) return { outcome: { kind: 'signedIn', profile, created: isNew }, user };
    await identity.signOut();
    return { outcome: { kind: 'signupsClosed' }, user: null };
  } catch (error) {
    // Whatever went wrong, do not leave a half-made session behind: the person is
    // either fully in (identity and profile) or fully out.
    await identity.signOut().catch(() => undefined);
    const failure = describeApiError(error);
    if (failure.code === 'SIGNUPS_CLOSED') return { outcome: { kind: 'signupsClosed' }, user: null };
    if (CONSENT_CODES.has(failure.code)) {
      const message = failure.code === 'CONSENT_VERSION_OUTDATED' ? CONSENT_OUTDATED : CONSENT_NEEDED;
      return { outcome: { kind: 'failed', message, field: 'consent' }, user: null };
    }
    if (failure.code === 'RATE_LIMITED')
      return { outcome: { kind: 'failed', message: tooManyAttempts(failure.retryAfter) }, user: null };
    console.error('Signing in with the server failed.', error);
    return { outcome: { kind: 'failed', message: AUTH_FAILED }, user: null };
  }
}
