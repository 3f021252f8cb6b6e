import type { Reaction } from '../components/conversation/ReactionBar';
import { restJson } from './rest';

// A reaction is sent when it is newly set (spec section 4, Reactions); a failure is
// logged only, as the spec asks, and the choice stays on the screen.
export function sendReaction(messageId: string, reaction: Reaction | null, previous: Reaction | null): void {
  if (!reaction) return;
  void restJson('POST', '/api/feedback', { message_id: messageId, reaction }).catch((error: unknown) => {
    console.error('Feedback failed', { reaction, previous }, error);
  });
}
