import type { TestAccount } from '../../factories/accounts.js';
import type { TestApp } from './test-app.js';

export interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** REST and GraphQL calls made as one signed-in account (its bearer token on each). */
export function asAccount(t: TestApp, account: TestAccount) {
  const bearer = `Bearer ${account.idToken}`;
  return {
    post: (path: string, body: unknown) =>
      t
        .http()
        .post(path)
        .set('authorization', bearer)
        .send(body as object),
    get: (path: string) => t.http().get(path).set('authorization', bearer),
    gql: async <T>(text: string, variables: Record<string, unknown> = {}) =>
      (await t.http().post('/graphql').set('authorization', bearer).send({ query: text, variables }))
        .body as GraphqlBody<T>,
  };
}
