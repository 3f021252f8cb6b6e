import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Same-origin path: the Vite dev server proxies it, production serves it from the API process.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
}
