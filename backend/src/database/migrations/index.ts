import { Initial1763769600000 } from './1763769600000-initial.js';
import { IdentityAndAccounts1763773200000 } from './1763773200000-identity-and-accounts.js';
import { ProfileAndChat1763776800000 } from './1763776800000-profile-and-chat.js';
import { Donations1763780400000 } from './1763780400000-donations.js';
import { RefreshReuseInterval1763784000000 } from './1763784000000-refresh-reuse-interval.js';
import { MessageReactions1763787600000 } from './1763787600000-message-reactions.js';
import { WordReflections1763791200000 } from './1763791200000-word-reflections.js';
import { SessionReplies1763794800000 } from './1763794800000-session-replies.js';
import { SessionsWithMessages1763798400000 } from './1763798400000-sessions-with-messages.js';
import { SafetyEvents1763802000000 } from './1763802000000-safety-events.js';
import { Consents1763805600000 } from './1763805600000-consents.js';
import { Revocation1763809200000 } from './1763809200000-revocation.js';
import { EncryptionAtRest1763812800000 } from './1763812800000-encryption-at-rest.js';

/** Every migration, in order. Listed by hand so builds and tests never depend on file globs. */
export const MIGRATIONS = [
  Initial1763769600000,
  IdentityAndAccounts1763773200000,
  ProfileAndChat1763776800000,
  Donations1763780400000,
  RefreshReuseInterval1763784000000,
  MessageReactions1763787600000,
  WordReflections1763791200000,
  SessionReplies1763794800000,
  SessionsWithMessages1763798400000,
  SafetyEvents1763802000000,
  Consents1763805600000,
  Revocation1763809200000,
  EncryptionAtRest1763812800000,
];
