import type { UserProfile } from './auth';

// The client collects no analytics at all today. Any future analytics call lives here and must first check the person's analyticsOptOut (Settings › Privacy & Security) through this gate.
export function mayCollectAnalytics(profile: UserProfile | null): boolean {
  return profile !== null && !profile.analyticsOptOut;
}
