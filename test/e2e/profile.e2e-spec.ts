import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, query, type TestAccount } from '../factories/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PROFILE =
  'name ageRange sex lifeStage spiritualMaturity spiritualMaturityLevel spiritualGoals avatar theme responseStyle notificationsEnabled analyticsOptOut memory onboarded';

describe('profile, onboarding and the companions', () => {
  let t: TestApp;
  let maria: TestAccount;
  let joseph: TestAccount;
  beforeAll(async () => {
    t = await startTestApp();
    [maria, joseph] = await Promise.all([createAccount(t), createAccount(t)]);
  });
  afterAll(() => t.close());

  const as = async <T>(
    account: TestAccount | undefined,
    queryText: string,
    variables: Record<string, unknown> = {},
  ) => {
    const req = t.http().post('/graphql');
    if (account) req.set('authorization', `Bearer ${account.idToken}`);
    return (await req.send({ query: queryText, variables })).body as {
      data?: T;
      errors?: { message: string; extensions: { code: string; statusCode?: number } }[];
    };
  };
  const row = async (account: TestAccount) => (await query(t, 'SELECT * FROM users WHERE uid = $1', [account.uid]))[0];

  it('me starts with the spec defaults: Pio, default style, nothing else chosen', async () => {
    const { data } = await as<{ me: Record<string, unknown> }>(maria, `{ me { ${PROFILE} } }`);
    expect(data?.me).toEqual({
      name: null,
      ageRange: null,
      sex: null,
      lifeStage: null,
      spiritualMaturity: null,
      spiritualMaturityLevel: null,
      spiritualGoals: [],
      avatar: 'pio',
      theme: null,
      responseStyle: 'default',
      notificationsEnabled: false,
      analyticsOptOut: false,
      memory: null,
      onboarded: false,
    });
  });

  describe('onboarding', () => {
    it('POST /onboarding stores the 8-step answers (maturity as its label) and completes onboarding', async () => {
      const res = await t
        .http()
        .post('/onboarding')
        .set('authorization', `Bearer ${maria.idToken}`)
        .send({
          name: ' Maria ',
          ageRange: '1996',
          sex: 'Female',
          lifeStage: 'Engaged',
          spiritualMaturity: 'Returning & Reconnecting',
          spiritualGoals: ['Learn about my faith', 'Support me through grief'],
          avatar: 'therese',
        })
        .expect(200);
      expect(res.body).toEqual({ onboarded: true });
      expect(await row(maria)).toMatchObject({
        name: 'Maria',
        age_range: '1996',
        sex: 'Female',
        life_stage: 'Engaged',
        spiritual_maturity: 'Returning & Reconnecting',
        spiritual_maturity_level: null,
        spiritual_goals: ['Learn more about my faith', 'Support me through grief'],
        avatar: 'therese',
        onboarded: true,
      });
    });

    it('GraphQL completeOnboarding stores the 3-step answers (maturity as a number from 1 to 3)', async () => {
      const { data, errors } = await as<{ completeOnboarding: Record<string, unknown> }>(
        joseph,
        'mutation($i: OnboardingInput!) { completeOnboarding(input: $i) { onboarded ageRange lifeStage spiritualMaturityLevel spiritualMaturity avatar } }',
        {
          i: {
            name: 'Joseph',
            ageRange: '35–49',
            lifeStage: 'Religious (Priest, Nun, etc)',
            spiritualMaturityLevel: 2.37,
            spiritualGoals: [],
            avatar: 'dan',
          },
        },
      );
      expect(errors).toBeUndefined();
      expect(data?.completeOnboarding).toEqual({
        onboarded: true,
        ageRange: '35–49',
        lifeStage: 'Religious (Priest, Nun, etc)',
        spiritualMaturityLevel: 2.37,
        spiritualMaturity: null,
        avatar: 'dan',
      });
    });

    it.each([
      [{ sex: 'Other' }, 'INVALID_SEX'],
      [{ lifeStage: 'Pilgrim' }, 'INVALID_LIFE_STAGE'],
      [{ spiritualMaturity: 'Holy' }, 'INVALID_SPIRITUAL_MATURITY'],
      [{ spiritualMaturity: 4 }, 'INVALID_SPIRITUAL_MATURITY_LEVEL'],
      [{ spiritualGoals: ['Fame'] }, 'INVALID_SPIRITUAL_GOALS'],
      [{ avatar: 'michael' }, 'INVALID_AVATAR'],
      [{ name: 'n'.repeat(81) }, 'INVALID_NAME'],
      [{ ageRange: '1'.repeat(21) }, 'INVALID_AGE_RANGE'],
      [{ uid: 'someone-else' }, 'UNKNOWN_FIELD'],
      [{ onboarded: true }, 'UNKNOWN_FIELD'],
    ])('refuses %o with 400 %s and writes nothing', async (body, code) => {
      const fresh = await createAccount(t);
      const before = await row(fresh);
      const res = await t
        .http()
        .post('/onboarding')
        .set('authorization', `Bearer ${fresh.idToken}`)
        .send({ name: 'Valid Name', ...body })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code, message: expect.any(String) });
      expect(await row(fresh)).toEqual(before);
    });

    it('needs a signed-in caller', async () => {
      const res = await t.http().post('/onboarding').send({ name: 'Nobody' }).expect(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('updateProfile', () => {
    it('changes only the given fields; null clears one', async () => {
      const { data } = await as<{ updateProfile: Record<string, unknown> }>(
        maria,
        'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { name theme responseStyle avatar lifeStage analyticsOptOut spiritualGoals } }',
        { i: { theme: 'dark', responseStyle: 'precise', avatar: 'kim', lifeStage: null, analyticsOptOut: true } },
      );
      expect(data?.updateProfile).toEqual({
        name: 'Maria',
        theme: 'dark',
        responseStyle: 'precise',
        avatar: 'kim',
        lifeStage: null,
        analyticsOptOut: true,
        spiritualGoals: ['Learn more about my faith', 'Support me through grief'],
      });
    });

    it.each([
      [{ theme: 'sepia' }, 'INVALID_THEME'],
      [{ responseStyle: 'verbose' }, 'INVALID_RESPONSE_STYLE'],
      [{ avatar: 'gabriel' }, 'INVALID_AVATAR'],
      [{ spiritualMaturityLevel: 0 }, 'INVALID_SPIRITUAL_MATURITY_LEVEL'],
      [{ name: 'x'.repeat(200) }, 'INVALID_NAME'],
    ])('refuses %o with %s and leaves the profile as it was', async (input, code) => {
      const before = await row(maria);
      const { errors } = await as(maria, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { name } }', {
        i: { name: 'Changed', ...input },
      });
      expect(errors?.[0].extensions).toMatchObject({ code, statusCode: 400 });
      expect(await row(maria)).toEqual(before);
    });

    it("only ever writes the caller's own profile", async () => {
      const josephBefore = await row(joseph);
      const { errors } = await as(maria, 'mutation { updateProfile(input: { uid: "x", name: "Intruder" }) { name } }');
      expect(errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      await t
        .http()
        .post('/onboarding')
        .set('authorization', `Bearer ${maria.idToken}`)
        .send({ uid: joseph.uid, name: 'Intruder' })
        .expect(400);
      await as(maria, 'mutation { updateProfile(input: { name: "Maria Goretti" }) { name } }');
      expect(await row(joseph)).toEqual(josephBefore);
    });
  });

  describe('clearing what the companion keeps', () => {
    it('clearPastoralMemory empties the memory', async () => {
      await query(t, "UPDATE users SET memory = 'grief; preparing for marriage' WHERE uid = $1", [maria.uid]);
      const { data } = await as<{ clearPastoralMemory: { memory: string | null } }>(
        maria,
        'mutation { clearPastoralMemory { memory } }',
      );
      expect(data?.clearPastoralMemory.memory).toBeNull();
      expect((await row(maria)).memory).toBeNull();
    });

    it("clears the caller's chat history through either door, and nobody else's", async () => {
      const seed = async (account: TestAccount) => {
        const [session] = await query<{ id: string }>(
          t,
          "INSERT INTO chat_sessions (uid, topic) VALUES ($1, 'chat') RETURNING id",
          [account.uid],
        );
        await query(
          t,
          "INSERT INTO chat_messages (session_id, sender, text) VALUES ($1, 'user', 'Lord, teach us to pray')",
          [session.id],
        );
      };
      const sessionsOf = async (account: TestAccount) =>
        (await query(t, 'SELECT id FROM chat_sessions WHERE uid = $1', [account.uid])).length;
      await Promise.all([seed(maria), seed(maria), seed(joseph)]);

      const refused = await t
        .http()
        .delete(`/api/chat-sessions/user/${joseph.uid}`)
        .set('authorization', `Bearer ${maria.idToken}`)
        .expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(await sessionsOf(joseph)).toBe(1);

      const cleared = await t
        .http()
        .delete(`/api/chat-sessions/user/${maria.uid}`)
        .set('authorization', `Bearer ${maria.idToken}`)
        .expect(200);
      expect(cleared.body).toEqual({ deleted: 2 });
      expect(await sessionsOf(maria)).toBe(0);
      expect(
        await query(t, 'SELECT 1 FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id WHERE s.uid = $1', [
          maria.uid,
        ]),
      ).toEqual([]);

      const viaGraphql = await as<{ clearChatHistory: number }>(joseph, 'mutation { clearChatHistory }');
      expect(viaGraphql.data?.clearChatHistory).toBe(1);
      await t.http().delete(`/api/chat-sessions/user/${maria.uid}`).expect(401);
    });
  });

  describe('the catalogues', () => {
    it('serves the four companions with both defaults, to visitors too', async () => {
      const { data } = await as<{
        companionCatalogue: {
          companions: { key: string; name: string; pictures: { light: string; dark: string } }[];
          defaultKey: string;
          onboardingDefaultKey: string;
        };
      }>(
        undefined,
        '{ companionCatalogue { defaultKey onboardingDefaultKey companions { key name greetings prompts pictures { light dark } } } }',
      );
      expect(data?.companionCatalogue.companions.map((companion) => companion.name)).toEqual([
        'Pio',
        'Thérèse',
        'Kim',
        'Dan',
      ]);
      expect(data?.companionCatalogue).toMatchObject({ defaultKey: 'pio', onboardingDefaultKey: 'therese' });
      expect(data?.companionCatalogue.companions[1].pictures).toEqual({
        light: '/companions/therese-light.svg',
        dark: '/companions/therese-dark.svg',
      });
    });

    it('serves the option lists, with the youngest birth year this year minus 16', async () => {
      const { data } = await as<{
        profileOptions: {
          lastBirthYear: number;
          firstBirthYear: number;
          defaultBirthYear: number;
          spiritualGoals: { value: string; onboardingLabel: string }[];
          lifeStages: string[];
        };
      }>(
        undefined,
        '{ profileOptions { firstBirthYear lastBirthYear defaultBirthYear lifeStages spiritualGoals { value onboardingLabel } } }',
      );
      expect(data?.profileOptions).toMatchObject({
        firstBirthYear: 1910,
        lastBirthYear: new Date().getFullYear() - 16,
        defaultBirthYear: 1996,
      });
      expect(data?.profileOptions.lifeStages).toHaveLength(9);
      expect(data?.profileOptions.spiritualGoals).toContainEqual({
        value: 'Learn more about my faith',
        onboardingLabel: 'Learn about my faith',
      });
    });
  });
});
