import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { currentIdToken } from './identity/session';

// Every operation carries the signed-in person's ID token, refreshed first when it is
// close to expiry. Public operations simply go without one when nobody is signed in.
const bearer = new SetContextLink(async ({ headers }) => {
  const token = await currentIdToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

// Same-origin path: the Vite dev server proxies it, production serves it from the API process.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([bearer, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
