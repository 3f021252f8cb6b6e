import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConsentService } from '../../backend/src/modules/profile/consent.service.js';
import { LEGAL_VERSION } from '../../backend/src/modules/profile/legal-version.js';
import {
  GRAPHQL_CONSENT,
  REST_CONSENT,
  createAccount,
  createIdentity,
  query,
  type TestAccount,
} from '../factories/accounts.js';
import { asAccount } from './support/as-account.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 18, item 3: a profile is made only with both sign-up consents, recorded with the
// version and the time; an age under 16 is refused wherever an age is taken.

const SIGN_UP = 'mutation($t: String!, $c: ConsentInput) { signUp(idToken: $t, consent: $c) { uid } }';
const SIGN_IN = 'mutation($t: String!, $c: ConsentInput) { signIn(idToken: $t, consent: $c) { uid } }';

interface Refusal {
  status: number;
  code: string | undefined;
}

describe('sign-up consents and the minimum age, through REST and GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rest = async (path: string, body: object): Promise<Refusal> => {
    const res = await t.http().post(path).send(body);
    return { status: res.status, code: res.body.code };
  };
  const graphql = async (text: string, variables: Record<string, unknown>): Promise<Refusal> => {
    const res = await t.http().post('/graphql').send({ query: text, variables });
    const extensions = res.body.errors?.[0]?.extensions as { code: string; statusCode: number } | undefined;
    return { status: extensions?.statusCode ?? res.status, code: extensions?.code };
  };
  const traces = async (uid: string) => ({
    users: await query(t, 'SELECT 1 FROM users WHERE uid = $1', [uid]),
    consents: await query(t, 'SELECT 1 FROM consents WHERE uid = $1', [uid]),
  });

  describe('a new person needs both consents, at every door that makes a profile', () => {
    const restCases: [string, object | undefined, string][] = [
      ['no consent at all', undefined, 'TERMS_CONSENT_REQUIRED'],
      ['consent that is not an object', { consent: 'yes' }, 'TERMS_CONSENT_REQUIRED'],
      ['the terms box unticked', { consent: { ...REST_CONSENT, terms_and_privacy: false } }, 'TERMS_CONSENT_REQUIRED'],
      [
        'the terms box as the text "true"',
        { consent: { ...REST_CONSENT, terms_and_privacy: 'true' } },
        'TERMS_CONSENT_REQUIRED',
      ],
      [
        'the religious-data box unticked',
        { consent: { ...REST_CONSENT, religious_data: false } },
        'RELIGIOUS_DATA_CONSENT_REQUIRED',
      ],
      [
        'the religious-data box missing',
        { consent: { terms_and_privacy: true, version: LEGAL_VERSION } },
        'RELIGIOUS_DATA_CONSENT_REQUIRED',
      ],
      ['another version', { consent: { ...REST_CONSENT, version: '2020-01-01' } }, 'CONSENT_VERSION_OUTDATED'],
      ['no version', { consent: { terms_and_privacy: true, religious_data: true } }, 'CONSENT_VERSION_OUTDATED'],
    ];

    for (const path of ['/auth/signup', '/auth/signin']) {
      it.each(restCases)(`POST ${path} with %s is 400 with a code, and nothing is written`, async (_, extra, code) => {
        const identity = await createIdentity(t);
        expect(await rest(path, { id_token: identity.idToken, ...extra })).toEqual({ status: 400, code });
        expect(await traces(identity.uid)).toEqual({ users: [], consents: [] });
      });
    }

    const graphqlCases: [string, Record<string, unknown> | null, string][] = [
      ['no consent at all', null, 'TERMS_CONSENT_REQUIRED'],
      ['the terms box unticked', { ...GRAPHQL_CONSENT, termsAndPrivacy: false }, 'TERMS_CONSENT_REQUIRED'],
      [
        'the religious-data box unticked',
        { ...GRAPHQL_CONSENT, religiousData: false },
        'RELIGIOUS_DATA_CONSENT_REQUIRED',
      ],
      ['the religious-data box null', { ...GRAPHQL_CONSENT, religiousData: null }, 'RELIGIOUS_DATA_CONSENT_REQUIRED'],
      ['another version', { ...GRAPHQL_CONSENT, version: '2020-01-01' }, 'CONSENT_VERSION_OUTDATED'],
    ];

    for (const [name, mutation] of [
      ['signUp', SIGN_UP],
      ['signIn', SIGN_IN],
    ]) {
      it.each(graphqlCases)(
        `GraphQL ${name} with %s is 400 with a code, and nothing is written`,
        async (_, c, code) => {
          const identity = await createIdentity(t);
          expect(await graphql(mutation, { t: identity.idToken, c })).toEqual({ status: 400, code });
          expect(await traces(identity.uid)).toEqual({ users: [], consents: [] });
        },
      );
    }

    it('a refused sign-up leaves the server answering, and the same person can then sign up', async () => {
      const identity = await createIdentity(t);
      expect((await rest('/auth/signup', { id_token: identity.idToken })).code).toBe('TERMS_CONSENT_REQUIRED');
      await t.http().post('/auth/signup').send({ id_token: identity.idToken, consent: REST_CONSENT }).expect(200);
    });
  });

  describe('consents are kept with their version and time', () => {
    const stored = (uid: string) =>
      query<{ kind: string; version: string; given_at: Date }>(
        t,
        'SELECT kind, version, given_at FROM consents WHERE uid = $1 ORDER BY kind',
        [uid],
      );

    it('POST /auth/signup records both, and consentsOf lists them for the export', async () => {
      const identity = await createIdentity(t);
      const before = Date.now();
      await t.http().post('/auth/signup').send({ id_token: identity.idToken, consent: REST_CONSENT }).expect(200);
      const after = Date.now();

      const rows = await stored(identity.uid);
      expect(rows.map(({ kind, version }) => ({ kind, version }))).toEqual([
        { kind: 'religious-data', version: LEGAL_VERSION },
        { kind: 'terms-and-privacy', version: LEGAL_VERSION },
      ]);
      for (const row of rows) {
        expect(row.given_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(row.given_at.getTime()).toBeLessThanOrEqual(after + 1000);
      }

      const listed = await t.app.get(ConsentService).consentsOf(identity.uid);
      expect(listed).toEqual(
        expect.arrayContaining([
          { kind: 'terms-and-privacy', version: LEGAL_VERSION, givenAt: rows[1].given_at },
          { kind: 'religious-data', version: LEGAL_VERSION, givenAt: rows[0].given_at },
        ]),
      );
      expect(listed).toHaveLength(2);
    });

    it('GraphQL signUp records both the same way', async () => {
      const identity = await createIdentity(t);
      const res = await t
        .http()
        .post('/graphql')
        .send({ query: SIGN_UP, variables: { t: identity.idToken, c: GRAPHQL_CONSENT } });
      expect(res.body.data?.signUp).toEqual({ uid: identity.uid });
      expect((await stored(identity.uid)).map((row) => row.kind)).toEqual(['religious-data', 'terms-and-privacy']);
    });

    it('someone who already has a profile signs in without them, and nothing more is recorded', async () => {
      const account = await createAccount(t);
      await t.http().post('/auth/signin').send({ id_token: account.idToken }).expect(200);
      const again = await t
        .http()
        .post('/graphql')
        .send({ query: SIGN_UP, variables: { t: account.idToken } });
      expect(again.body.data?.signUp).toEqual({ uid: account.uid });
      expect(await stored(account.uid)).toHaveLength(2);
    });

    it('consentsOf answers an empty list for someone with no consents on record', async () => {
      const identity = await createIdentity(t);
      expect(await t.app.get(ConsentService).consentsOf(identity.uid)).toEqual([]);
    });
  });

  describe('an age under 16 is refused wherever an age is taken', () => {
    const thisYear = new Date().getFullYear();
    const underAge = ['Under 16', 'under 16', String(thisYear - 15), String(thisYear), '12'];
    let person: TestAccount;
    beforeAll(async () => {
      person = await createAccount(t);
    });

    const row = async () =>
      (
        await query<{ age_range: string | null; name: string | null; onboarded: boolean }>(
          t,
          'SELECT age_range, name, onboarded FROM users WHERE uid = $1',
          [person.uid],
        )
      )[0];

    it('the 3-step ranges start at 16', async () => {
      const res = await t.graphql<{ profileOptions: { ageRanges: string[]; minimumAge: number } }>(
        '{ profileOptions { ageRanges minimumAge lastBirthYear } }',
      );
      expect(res.data?.profileOptions).toEqual({
        ageRanges: ['16–24', '25–34', '35–49', '50+'],
        minimumAge: 16,
        lastBirthYear: thisYear - 16,
      });
    });

    it.each(underAge)(
      'POST /onboarding with ageRange %p is 400 UNDER_MINIMUM_AGE, and no answer is saved',
      async (age) => {
        const res = await asAccount(t, person).post('/onboarding', { name: 'Pat', ageRange: age, sex: 'Female' });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('UNDER_MINIMUM_AGE');
        expect(res.body.message).toMatch(/aged 16 and over/);
        expect(await row()).toEqual({ age_range: null, name: null, onboarded: false });
      },
    );

    it.each(underAge)('GraphQL completeOnboarding with ageRange %p is refused the same way', async (age) => {
      const res = await asAccount(t, person).gql(
        'mutation($i: OnboardingInput!) { completeOnboarding(input: $i) { onboarded } }',
        { i: { name: 'Pat', ageRange: age, spiritualMaturityLevel: 2 } },
      );
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'UNDER_MINIMUM_AGE', statusCode: 400 });
      expect(await row()).toEqual({ age_range: null, name: null, onboarded: false });
    });

    it.each(underAge)(
      "GraphQL updateProfile (Settings' Year of birth) with %p is refused the same way",
      async (age) => {
        const res = await asAccount(t, person).gql(
          'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ageRange } }',
          { i: { name: 'Pat', ageRange: age } },
        );
        expect(res.errors?.[0].extensions).toMatchObject({ code: 'UNDER_MINIMUM_AGE', statusCode: 400 });
        expect(await row()).toEqual({ age_range: null, name: null, onboarded: false });
      },
    );

    it('a year in the future is not a year of birth', async () => {
      const res = await asAccount(t, person).post('/onboarding', { ageRange: String(thisYear + 1) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_AGE_RANGE');
    });

    it('the youngest year the picker offers (this year minus 16) is accepted, as are the ranges', async () => {
      const settings = await asAccount(t, person).gql<{ updateProfile: { ageRange: string } }>(
        'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ageRange } }',
        { i: { ageRange: String(thisYear - 16) } },
      );
      expect(settings.data?.updateProfile.ageRange).toBe(String(thisYear - 16));
      await asAccount(t, person).post('/onboarding', { ageRange: '16–24' }).expect(200);
      expect(await row()).toMatchObject({ age_range: '16–24', onboarded: true });
    });
  });
});
