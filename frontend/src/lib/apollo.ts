import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { currentIdToken, reportRevokedToken } from './identity/session';

// Every operation carries the signed-in person's ID token, refreshed first when it is
// close to expiry. Public operations simply go without one when nobody is signed in.
const bearer = new SetContextLink(async ({ headers }) => {
  const token = await currentIdToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

// Signed out everywhere, a password reset or a deleted account, from another device: the
// first refused request ends the session here too, instead of every screen failing.
const revoked = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'TOKEN_REVOKED'))
    reportRevokedToken();
});

// Same-origin path: the Vite dev server proxies it, production serves it from the API process.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([revoked, bearer, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
