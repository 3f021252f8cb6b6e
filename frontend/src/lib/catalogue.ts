import { useQuery } from '@apollo/client/react';
import {
  CompanionCatalogueDocument,
  ProfileOptionsDocument,
  type CompanionCatalogueQuery,
  type ProfileOptionsQuery,
} from '../generated/graphql';

export type ProfileOptions = ProfileOptionsQuery['profileOptions'];
export type CompanionCatalogue = CompanionCatalogueQuery['companionCatalogue'];
export type Companion = CompanionCatalogue['companions'][number];

export interface Loaded<T> {
  data: T | null;
  failed: boolean;
  retry: () => void;
}

// The option lists and the companions come from the server, the one source of truth
// shared with its validation; Apollo's cache fetches each once per visit.
export function useProfileOptions(): Loaded<ProfileOptions> {
  const { data, error, refetch } = useQuery(ProfileOptionsDocument);
  return {
    data: data?.profileOptions ?? null,
    failed: !data && !!error,
    retry: () => void refetch().catch(() => undefined),
  };
}

export function useCompanionCatalogue(): Loaded<CompanionCatalogue> {
  const { data, error, refetch } = useQuery(CompanionCatalogueDocument);
  return {
    data: data?.companionCatalogue ?? null,
    failed: !data && !!error,
    retry: () => void refetch().catch(() => undefined),
  };
}

// The signed-in person's companion: the one chosen, else the catalogue's default.
export function useCurrentCompanion(avatar: string | null | undefined): Loaded<Companion> {
  const catalogue = useCompanionCatalogue();
  const companions = catalogue.data?.companions ?? [];
  const companion =
    companions.find((item) => item.key === avatar) ??
    companions.find((item) => item.key === catalogue.data?.defaultKey) ??
    null;
  return { data: companion, failed: catalogue.failed, retry: catalogue.retry };
}
