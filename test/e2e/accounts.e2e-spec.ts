import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  GRAPHQL_CONSENT,
  REST_CONSENT,
  createAccount,
  createIdentity,
  createStaffAccount,
  query,
  signIn,
  uniqueEmail,
  type TestAccount,
} from '../factories/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PROFILE_FIELDS = 'uid email name loginCount onboarded theme responseStyle avatar';

describe('the spec account calls, through REST and GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STAFF_EMAILS: 'steward@test.example, keeper@test.example' });
  });
  afterAll(() => t.close());

  const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.idToken}` });
  const gql = async <T>(query: string, variables: Record<string, unknown>, account?: TestAccount) => {
    const req = t.http().post('/graphql');
    if (account) req.set(bearer(account));
    const res = await req.send({ query, variables });
    return res.body as { data?: T; errors?: { extensions: { code: string; statusCode?: number } }[] };
  };

  describe('sign-up and sign-in', () => {
    it('POST /auth/signup creates the profile and answers the spec fields', async () => {
      const identity = await createIdentity(t);
      const res = await t
        .http()
        .post('/auth/signup')
        .send({ id_token: identity.idToken, consent: REST_CONSENT })
        .expect(200);
      expect(res.body).toEqual({
        name: null,
        login_count: 1,
        email: identity.email,
        onboarded: false,
        uid: identity.uid,
        theme: null,
        responseStyle: 'default',
        avatar: 'pio',
      });
    });

    it('GraphQL signUp does the same, and is idempotent', async () => {
      const identity = await createIdentity(t);
      const first = await gql<{ signUp: Record<string, unknown> }>(
        `mutation($t: String!, $c: ConsentInput) { signUp(idToken: $t, consent: $c) { ${PROFILE_FIELDS} } }`,
        { t: identity.idToken, c: GRAPHQL_CONSENT },
      );
      expect(first.data?.signUp).toEqual({
        uid: identity.uid,
        email: identity.email,
        name: null,
        loginCount: 1,
        onboarded: false,
        theme: null,
        responseStyle: 'default',
        avatar: 'pio',
      });
      const again = await gql<{ signUp: { loginCount: number } }>(
        'mutation($t: String!) { signUp(idToken: $t) { loginCount } }',
        { t: identity.idToken },
      );
      expect(again.data?.signUp.loginCount).toBe(1);
      expect(await query(t, 'SELECT uid FROM users WHERE uid = $1', [identity.uid])).toHaveLength(1);
    });

    it('sign-in counts each sign-in, through either door', async () => {
      const account = await createAccount(t);
      const rest = await t.http().post('/auth/signin').send({ id_token: account.idToken }).expect(200);
      expect(rest.body.login_count).toBe(2);
      const viaGraphql = await gql<{ signIn: { loginCount: number } }>(
        'mutation($t: String!) { signIn(idToken: $t) { loginCount } }',
        { t: account.idToken },
      );
      expect(viaGraphql.data?.signIn.loginCount).toBe(3);
    });

    it('sign-in creates the profile of an identity that never had one, given the sign-up consents', async () => {
      const identity = await createIdentity(t);
      const refused = await t.http().post('/auth/signin').send({ id_token: identity.idToken }).expect(400);
      expect(refused.body.code).toBe('TERMS_CONSENT_REQUIRED');
      const res = await t
        .http()
        .post('/auth/signin')
        .send({ id_token: identity.idToken, consent: REST_CONSENT })
        .expect(200);
      expect(res.body).toMatchObject({ uid: identity.uid, login_count: 1 });
    });

    it('refuses a bad or missing token with a code, writing nothing', async () => {
      const before = (await query(t, 'SELECT uid FROM users')).length;
      const bad = await t.http().post('/auth/signup').send({ id_token: 'forged.token.here' }).expect(401);
      expect(bad.body.code).toBe('INVALID_TOKEN');
      const missing = await t.http().post('/auth/signin').send({}).expect(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'An ID token is required.' });
      const viaGraphql = await gql('mutation { signUp(idToken: "forged") { uid } }', {});
      expect(viaGraphql.errors?.[0].extensions).toMatchObject({ code: 'INVALID_TOKEN', statusCode: 401 });
      expect(await query(t, 'SELECT uid FROM users')).toHaveLength(before);
    });

    it('me answers the caller, and PROFILE_NOT_FOUND before a profile exists', async () => {
      const account = await createAccount(t);
      expect((await gql<{ me: { uid: string } }>('{ me { uid } }', {}, account)).data?.me.uid).toBe(account.uid);
      const bare = await createIdentity(t);
      expect((await gql('{ me { uid } }', {}, bare)).errors?.[0].extensions).toMatchObject({
        code: 'PROFILE_NOT_FOUND',
        statusCode: 404,
      });
    });
  });

  describe('validate-new-user', () => {
    it("answers allowed for the caller, and 403 for anyone else's uid (REST and GraphQL)", async () => {
      const me = await createIdentity(t);
      const other = await createAccount(t);
      const own = await t.http().post('/api/validate-new-user').set(bearer(me)).send({ id_token: me.uid }).expect(200);
      expect(own.body).toEqual({ allowed: true });
      const foreign = await t
        .http()
        .post('/api/validate-new-user')
        .set(bearer(me))
        .send({ id_token: other.uid })
        .expect(403);
      expect(foreign.body.code).toBe('FORBIDDEN');
      const viaGraphql = await gql(
        'mutation($u: String!) { validateNewUser(uid: $u) { allowed } }',
        { u: other.uid },
        me,
      );
      expect(viaGraphql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    });

    it('needs a signed-in caller', async () => {
      const res = await t.http().post('/api/validate-new-user').send({ id_token: 'someone' }).expect(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('the signup gate, in phases, run by staff', () => {
    let staff: TestAccount;
    beforeAll(async () => {
      staff = await createStaffAccount(t, 'steward@test.example');
    });
    afterAll(async () => {
      await gql('mutation { setSignupCap(cap: null) { open } }', {}, staff);
    });

    it('only verified staff addresses may read or change it', async () => {
      const stranger = await createAccount(t);
      expect((await gql('{ signupPhase { cap } }', {}, stranger)).errors?.[0].extensions.code).toBe('FORBIDDEN');
      // A staff address nobody has proved they own does not count.
      const claimed = await createAccount(t, 'keeper@test.example');
      expect((await gql('mutation { setSignupCap(cap: 0) { cap } }', {}, claimed)).errors?.[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      const phase = await gql<{ signupPhase: { cap: number | null; open: boolean } }>(
        '{ signupPhase { cap open accounts name } }',
        {},
        staff,
      );
      expect(phase.data?.signupPhase).toMatchObject({ cap: null, open: true });
    });

    it('closes at the cap: newcomers are refused with SIGNUPS_CLOSED, existing people keep signing in', async () => {
      const existing = await createAccount(t);
      const accounts = (await gql<{ signupPhase: { accounts: number } }>('{ signupPhase { accounts } }', {}, staff))
        .data!.signupPhase.accounts;
      const capped = await gql<{ setSignupCap: { cap: number; open: boolean } }>(
        'mutation($c: Int) { setSignupCap(cap: $c) { cap open } }',
        { c: accounts },
        staff,
      );
      expect(capped.data?.setSignupCap).toEqual({ cap: accounts, open: false });

      const newcomer = await createIdentity(t);
      const check = await t
        .http()
        .post('/api/validate-new-user')
        .set(bearer(newcomer))
        .send({ id_token: newcomer.uid })
        .expect(200);
      expect(check.body).toEqual({ allowed: false });
      const refused = await t.http().post('/auth/signup').send({ id_token: newcomer.idToken }).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, code: 'SIGNUPS_CLOSED' });
      expect(
        (await gql('mutation($t: String!) { signIn(idToken: $t) { uid } }', { t: newcomer.idToken })).errors?.[0]
          .extensions.code,
      ).toBe('SIGNUPS_CLOSED');
      expect(await query(t, 'SELECT 1 FROM users WHERE uid = $1', [newcomer.uid])).toEqual([]);

      const stillIn = await t
        .http()
        .post('/api/validate-new-user')
        .set(bearer(existing))
        .send({ id_token: existing.uid })
        .expect(200);
      expect(stillIn.body).toEqual({ allowed: true });
      await t.http().post('/auth/signin').send({ id_token: existing.idToken }).expect(200);

      const audit = await query<{ action: string; actor_email: string }>(
        t,
        "SELECT action, actor_email FROM staff_audit WHERE action = 'signup.set-cap'",
      );
      expect(audit.at(-1)).toEqual({ action: 'signup.set-cap', actor_email: 'steward@test.example' });
    });

    it('a new phase counts from its opening, and admits exactly its cap even under a rush', async () => {
      const phase = await gql<{ startSignupPhase: { name: string; cap: number; accounts: number; open: boolean } }>(
        'mutation { startSignupPhase(name: "Advent", cap: 2) { name cap accounts open } }',
        {},
        staff,
      );
      expect(phase.data?.startSignupPhase).toEqual({ name: 'Advent', cap: 2, accounts: 0, open: true });
      const rush = await Promise.all(Array.from({ length: 6 }, () => createIdentity(t)));
      const answers = await Promise.all(
        rush.map((identity) =>
          t.http().post('/auth/signup').send({ id_token: identity.idToken, consent: REST_CONSENT }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    });

    it('refuses bad staff input with a code', async () => {
      const negative = await gql('mutation { setSignupCap(cap: -1) { cap } }', {}, staff);
      expect(negative.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
      const blank = await gql('mutation { startSignupPhase(name: "", cap: 1) { cap } }', {}, staff);
      expect(blank.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('the waitlist', () => {
    it('takes an address once through either door; staff can read it', async () => {
      const email = uniqueEmail('waiting');
      expect((await t.http().post('/api/queue').send({ email }).expect(200)).body).toEqual({ success: true });
      expect(
        (
          await gql<{ joinWaitlist: { success: boolean } }>(
            'mutation($e: String!) { joinWaitlist(email: $e) { success } }',
            { e: email.toUpperCase() },
          )
        ).data?.joinWaitlist,
      ).toEqual({ success: true });
      expect(await query(t, 'SELECT email FROM waitlist WHERE email = $1', [email])).toHaveLength(1);

      const staff = await signIn(t, 'steward@test.example', 'Kyrie Eleison 7');
      const page = await gql<{ waitlist: { total: number; entries: { email: string }[] } }>(
        '{ waitlist(limit: 200) { total entries { email createdAt } } }',
        {},
        staff,
      );
      expect(page.data?.waitlist.entries.map((entry) => entry.email)).toContain(email);
    });

    it('refuses a malformed address with nothing written', async () => {
      const before = (await query(t, 'SELECT 1 FROM waitlist')).length;
      const res = await t.http().post('/api/queue').send({ email: 'no at sign' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address.',
      });
      expect(await query(t, 'SELECT 1 FROM waitlist')).toHaveLength(before);
    });
  });
});
