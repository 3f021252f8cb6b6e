import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Firebase Auth Emulator (firebase-tools), speaking its
 * REST protocol for exactly what firebase-admin 13 sends in our flows, so the
 * real FirebaseIdentityAdapter and firebase-admin run unchanged:
 *
 * - POST /identitytoolkit.googleapis.com/v1/projects/{projectId}/accounts:lookup
 *   body `{ localId: [uid] }` (BaseAuth.getUser, which verifyIdToken calls on
 *   EVERY verification in emulator mode, and with checkRevoked in production).
 * - POST .../accounts:sendOobCode
 *   body `{ requestType: 'PASSWORD_RESET', email, returnOobLink: true, continueUrl, canHandleCodeInApp }`
 *   (generatePasswordResetLink).
 * - POST .../accounts:update body `{ localId, validSince }` (revokeRefreshTokens; FIREBASE_AUTH_SET_ACCOUNT_INFO).
 * - POST .../accounts:delete body `{ localId }` (deleteUser; FIREBASE_AUTH_DELETE_ACCOUNT).
 *
 * Paths, verbs and bodies are those of firebase-admin's auth-api-request.js
 * (FIREBASE_AUTH_EMULATOR_BASE_URL_FORMAT, FIREBASE_AUTH_GET_ACCOUNT_INFO,
 * FIREBASE_AUTH_GET_OOB_CODE); answers and errors copy firebase-tools'
 * src/emulator/auth/operations.ts and errors.ts. firebase-admin authenticates
 * to an emulator with `Authorization: Bearer owner`, which the real emulator
 * treats as an admin (OAuth2) call; requests without it get the emulator's
 * refusals.
 */

export interface EmulatorUserInput {
  uid: string;
  email: string;
  emailVerified?: boolean;
  disabled?: boolean;
}

export interface MintOptions {
  uid: string;
  /** Omit for a token without an e-mail claim (a phone or anonymous sign-in). */
  email?: string;
  emailVerified?: boolean;
  /** Lifetime from now; negative gives an already expired token. Default 3600. */
  expiresInSeconds?: number;
  /** When the user signed in (revocation compares it with validSince). Default: now. */
  authTimeSeconds?: number;
  /** Overrides for refusal tests. */
  projectId?: string;
  audience?: string;
  issuer?: string;
  signInProvider?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. /identitytoolkit.googleapis.com/v1/projects/demo-test/accounts:lookup */
  path: string;
  authorization?: string;
  body: unknown;
  /** What the fake answered. */
  status: number;
  response: unknown;
}

export interface FirebaseAuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  addUser(user: EmulatorUserInput): void;
  /** What revokeRefreshTokens does: tokens whose auth_time is before now (whole seconds) stop being valid. */
  revoke(uid: string): void;
  mintIdToken(options: MintOptions): string;
  requests: RecordedRequest[];
  /** Whether the emulator still has the user (deleteUser removes it). */
  hasUser(uid: string): boolean;
  close(): Promise<void>;
}

/** The emulator's own account record (firebase-tools state.ts UserInfo), in its wire shape. */
interface StoredUser {
  localId: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
  /** Milliseconds since the epoch, as a decimal string. */
  createdAt: string;
  lastLoginAt: string;
  /**
   * Seconds since the epoch, as a decimal string. This is the only revocation
   * field on the wire: firebase-admin's UserRecord derives
   * `tokensValidAfterTime` from it (user-record.js), the REST API has no
   * field of that name.
   */
  validSince: string;
  providerUserInfo: { providerId: string; email: string; federatedId: string; rawId: string }[];
}

const API_PREFIX = '/identitytoolkit.googleapis.com/v1/projects/';

class EmulatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
    readonly statusText?: string,
  ) {
    super(message);
  }

  /** The body the emulator sends: `{ error: { code, message, errors: [{ message, reason, domain }], status? } }`. */
  toBody(): unknown {
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ message: this.message, reason: this.reason, domain: 'global' }],
        ...(this.statusText ? { status: this.statusText } : {}),
      },
    };
  }
}

/** firebase-tools errors.ts BadRequestError, which every `assert(..., "CODE")` throws. */
const badRequest = (message: string) => new EmulatorError(400, message, 'invalid');

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFirebaseAuthEmulator({ projectId }: { projectId: string }): Promise<FirebaseAuthEmulator> {
  const users = new Map<string, StoredUser>();
  const requests: RecordedRequest[] = [];
  let origin = '';

  const byEmail = (email: string) => [...users.values()].find((user) => user.email === email.toLowerCase());

  function lookup(body: Record<string, unknown>, privileged: boolean): unknown {
    // Without admin rights the emulator only looks up the owner of an ID token, which firebase-admin never sends.
    if (!privileged) throw badRequest('MISSING_ID_TOKEN');
    const found: StoredUser[] = [];
    const add = (user: StoredUser | undefined) => {
      if (user && !found.includes(user)) found.push(user);
    };
    for (const uid of asStrings(body.localId)) add(users.get(uid));
    for (const email of asStrings(body.email)) add(byEmail(email));
    // No match is not an error: `users` is left out, and firebase-admin turns that into auth/user-not-found.
    return { kind: 'identitytoolkit#GetAccountInfoResponse', ...(found.length ? { users: found } : {}) };
  }

  /** Only the field revokeRefreshTokens sends; firebase-tools' setAccountInfo asserts the user exists. */
  function update(body: Record<string, unknown>, privileged: boolean): unknown {
    if (!privileged) throw badRequest('MISSING_ID_TOKEN');
    const user = typeof body.localId === 'string' ? users.get(body.localId) : undefined;
    if (!user) throw badRequest('USER_NOT_FOUND');
    if (typeof body.validSince === 'number' || typeof body.validSince === 'string')
      user.validSince = String(body.validSince);
    return { kind: 'identitytoolkit#SetAccountInfoResponse', localId: user.localId, email: user.email };
  }

  function deleteAccount(body: Record<string, unknown>, privileged: boolean): unknown {
    if (!privileged) throw badRequest('MISSING_ID_TOKEN');
    if (typeof body.localId !== 'string' || !users.delete(body.localId)) throw badRequest('USER_NOT_FOUND');
    return { kind: 'identitytoolkit#DeleteAccountResponse' };
  }

  function sendOobCode(body: Record<string, unknown>, privileged: boolean): unknown {
    const requestType = body.requestType;
    if (typeof requestType !== 'string' || requestType === 'OOB_REQ_TYPE_UNSPECIFIED')
      throw badRequest('MISSING_REQ_TYPE');
    if (body.returnOobLink && !privileged) throw badRequest('INSUFFICIENT_PERMISSION');
    const continueUrl = typeof body.continueUrl === 'string' ? body.continueUrl : undefined;
    if (continueUrl !== undefined && !URL.canParse(continueUrl)) {
      throw badRequest('INVALID_CONTINUE_URI : ((expected an absolute URI with valid scheme and host))');
    }
    if (requestType !== 'PASSWORD_RESET') throw new EmulatorError(501, requestType, 'unimplemented', 'NOT_IMPLEMENTED');
    if (typeof body.email !== 'string' || body.email === '') throw badRequest('MISSING_EMAIL');
    const email = body.email.toLowerCase();
    if (!byEmail(email)) throw badRequest('EMAIL_NOT_FOUND');
    const oobCode = randomBytes(24).toString('base64url');
    const link = new URL('/emulator/action', origin);
    link.searchParams.set('mode', 'resetPassword');
    link.searchParams.set('lang', 'en');
    link.searchParams.set('oobCode', oobCode);
    link.searchParams.set('apiKey', 'fake-api-key');
    if (continueUrl) link.searchParams.set('continueUrl', continueUrl);
    return {
      kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
      email,
      ...(body.returnOobLink ? { oobCode, oobLink: link.toString() } : {}),
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        // Recorded as text; answered below.
      }
      let status = 200;
      let answer: unknown;
      try {
        answer = route(req.method ?? '', path, body, req.headers.authorization === 'Bearer owner');
      } catch (error) {
        const failure =
          error instanceof EmulatorError ? error : new EmulatorError(500, String(error), 'internal', 'INTERNAL');
        status = failure.status;
        answer = failure.toBody();
      }
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
        status,
        response: answer,
      });
      const payload = JSON.stringify(answer);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(payload),
      });
      res.end(payload);
    });
  });

  function route(method: string, path: string, body: unknown, privileged: boolean): unknown {
    const notFound = new EmulatorError(404, 'Not Found', 'notFound', 'NOT_FOUND');
    if (!path.startsWith(API_PREFIX)) throw notFound;
    const [project, operation, ...rest] = path.slice(API_PREFIX.length).split('/');
    if (rest.length || method !== 'POST') throw notFound;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('Invalid JSON payload received.');
    // The real emulator keeps one empty state per project; only ours has users.
    const known = project === projectId;
    const request = body as Record<string, unknown>;
    switch (operation) {
      case 'accounts:lookup':
        return known ? lookup(request, privileged) : { kind: 'identitytoolkit#GetAccountInfoResponse' };
      case 'accounts:sendOobCode':
        if (!known) throw badRequest('EMAIL_NOT_FOUND');
        return sendOobCode(request, privileged);
      case 'accounts:update':
        if (!known) throw badRequest('USER_NOT_FOUND');
        return update(request, privileged);
      case 'accounts:delete':
        if (!known) throw badRequest('USER_NOT_FOUND');
        return deleteAccount(request, privileged);
      default:
        throw notFound;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  origin = `http://${host}`;

  return {
    host,
    projectId,
    requests,
    addUser({ uid, email, emailVerified = false, disabled = false }) {
      const now = Date.now();
      const canonical = email.toLowerCase();
      users.set(uid, {
        localId: uid,
        email: canonical,
        emailVerified,
        disabled,
        createdAt: String(now),
        lastLoginAt: String(now),
        // Like an account created at sign-up: valid since its creation, so older tokens were never its own.
        validSince: String(Math.floor(now / 1000) - 3600),
        providerUserInfo: [{ providerId: 'password', email: canonical, federatedId: canonical, rawId: canonical }],
      });
    },
    hasUser: (uid) => users.has(uid),
    revoke(uid) {
      const user = users.get(uid);
      if (!user) throw new Error(`No emulator user ${uid}`);
      user.validSince = String(nowSeconds());
    },
    mintIdToken(options) {
      // Shaped like firebase-tools generateJwt(): unsigned (alg none), the claims the emulator puts in.
      const tokenProject = options.projectId ?? projectId;
      const issuedAt = nowSeconds();
      const payload: Record<string, unknown> = {
        ...(options.email !== undefined
          ? { email: options.email, email_verified: options.emailVerified ?? false }
          : {}),
        auth_time: options.authTimeSeconds ?? issuedAt,
        user_id: options.uid,
        firebase: {
          identities: options.email !== undefined ? { email: [options.email] } : {},
          sign_in_provider: options.signInProvider ?? 'password',
        },
        iat: issuedAt,
        exp: issuedAt + (options.expiresInSeconds ?? 3600),
        aud: options.audience ?? tokenProject,
        iss: options.issuer ?? `https://securetoken.google.com/${tokenProject}`,
        sub: options.uid,
      };
      return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // firebase-admin keeps connections alive; end them so close() does not wait for their timeout.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
