import { useStreamedTurns } from '../../../lib/conversation/use-streamed-turns';

export type PrayerPhase = 'ready' | 'waiting' | 'answered' | 'unavailable';

const WORDING = {
  rateLimited: 'You have asked for many prayers in a short time. Please wait a minute and try again.',
  failed: 'Your prayer could not be formed just now. Please try again in a moment.',
};

const noOpening = () => [];

// One intention and its prayer, in a session of topic 'prayer' (spec section 4, Prayer).
// 'ready' includes the moment before the session id arrives: an intention sent then waits for it.
export function usePrayer(uid: string) {
  const conversation = useStreamedTurns({ uid, topic: 'prayer', wording: WORDING, opening: noOpening });
  const { waiting, turns, session } = conversation;
  const phase: PrayerPhase = waiting
    ? 'waiting'
    : turns.some((turn) => turn.sender === 'ai' && !turn.streaming)
      ? 'answered'
      : session === 'failed'
        ? 'unavailable'
        : 'ready';
  return { ...conversation, phase, restart: conversation.start };
}
