import type { ApolloClient } from '@apollo/client';
import { AuthConfigDocument } from '../../generated/graphql';
import type { Identity } from './identity';
import { createLocalIdentity } from './local';

let loading: Promise<Identity> | null = null;
let active: Identity | null = null;

// The identity this deployment uses, chosen by the server's authConfig. Firebase's SDK
// is fetched only when Firebase is configured, so it never weighs on the first page
// of a local deployment. A failed load (offline) is retried on the next call.
export function loadIdentity(client: ApolloClient): Promise<Identity> {
  loading ??= (async () => {
    const { data } = await client.query({ query: AuthConfigDocument, fetchPolicy: 'network-only' });
    if (!data) throw new Error('authConfig came back empty.');
    const config = data.authConfig;
    const identity =
      // A Firebase deployment without its web settings cannot sign anyone in; the
      // Firebase module says so (rather than falling back to endpoints that are not there).
      config.driver === 'firebase'
        ? await import('./firebase').then(({ createFirebaseIdentity }) => createFirebaseIdentity(config))
        : createLocalIdentity(config);
    active = identity;
    return identity;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

// A request was refused with TOKEN_REVOKED: the session was ended from elsewhere.
export function reportRevokedToken(): void {
  void active?.sessionRevoked();
}

// For the Apollo link: the bearer token of whoever is signed in, fresh, or null.
export function currentIdToken(): Promise<string | null> {
  return active ? active.getIdToken() : Promise.resolve(null);
}
