import type { ConsentRecord } from '../profile/consent.service.js';
import type { Profile } from '../profile/profile.model.js';

/** One message of a conversation, as the person's export shows it. */
export interface ExportedMessage {
  id: string;
  /** 'user' for the person, 'ai' for the companion. */
  sender: 'user' | 'ai';
  text: string;
  followUps: string[];
  createdAt: Date;
}

export interface ExportedConversation {
  id: string;
  /** 'chat' for Ask, 'prayer' for Knock. */
  topic: 'chat' | 'prayer';
  createdAt: Date;
  messages: ExportedMessage[];
}

/**
 * Everything the app holds about a person (GET /api/me/export, GraphQL exportMyData): the
 * same document through both doors, with what is encrypted at rest in clear.
 */
export interface AccountExport {
  format: 'ask-seek-knock-export';
  version: 1;
  exportedAt: Date;
  account: { uid: string; email: string; emailVerified: boolean; identityProvider: 'local' | 'firebase' };
  /** Null for an identity that never finished sign-up. */
  profile: Omit<Profile, 'memory'> | null;
  pastoralMemory: string | null;
  conversations: ExportedConversation[];
  reactions: { messageId: string; reaction: string; createdAt: Date }[];
  donations: {
    id: string;
    amountCents: number;
    currency: string;
    recurring: boolean;
    status: string;
    provider: string;
    createdAt: Date;
    completedAt: Date | null;
    canceledAt: Date | null;
  }[];
  studies: {
    date: string;
    title: string;
    reference: string;
    persona: string;
    style: string;
    text: string;
    createdAt: Date;
  }[];
  /** What the person agreed to at sign-up, and when. */
  consents: ConsentRecord[];
  waitlist: { email: string; createdAt: Date; notifiedAt: Date | null } | null;
}
