// The REST shapes of the conversation doors (spec section 7), shared by Ask and Knock so
// the two screens cannot drift apart from each other or from the server.

export type ConversationTopic = 'chat' | 'prayer';

// POST /api/chat/session answers a fresh id; the conversation is stored with its first message.
export const SESSION_PATH = '/api/chat/session';

export const MESSAGE_PATHS: Record<ConversationTopic, string> = {
  chat: '/api/chat/message',
  prayer: '/api/prayer/message',
};

export interface NewSession {
  id: string;
}

export interface StoredMessage {
  id: string;
  sender: string;
  text: string;
  timestamp: string;
  // Chat only: the companion's suggested replies.
  follow_ups?: string[];
  // An AI reply that began with the crisis referral the server writes itself.
  crisis?: boolean;
}

export interface StoredSession {
  id: string;
  created_at: string;
  topic?: string;
  messages?: StoredMessage[];
}
