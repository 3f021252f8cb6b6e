import { useCallback, useEffect, useState } from 'react';
import type { StoredSession } from '../../../lib/conversation/contract';
import { toTurn, useStreamedTurns, type Turn } from '../../../lib/conversation/use-streamed-turns';
import { restJson } from '../../../lib/rest';

export interface SessionSummary {
  id: string;
  createdAt: string;
}

const WORDING = {
  rateLimited: 'You are sending messages faster than we can answer. Please wait a minute and try again.',
  failed: 'Your companion could not answer just now. Please try again in a moment.',
};

// A random one of the companion's greetings (spec section 3).
function greetingFrom(options: readonly string[]): Turn {
  const text = options[Math.floor(Math.random() * options.length)] ?? 'Peace be with you. What is on your heart today?';
  return { id: 'greeting', sender: 'ai', text, followUps: [], greeting: true };
}

// What this visit has seen of each session, so history still opens when the server
// cannot be reached (spec: "falls back to the cached messages"). Kept in memory only:
// what people confide is not written to the device's storage.
const seen = new Map<string, Turn[]>();

export function useChat(uid: string, greetings: readonly string[]) {
  const [history, setHistory] = useState<SessionSummary[]>([]);
  const conversation = useStreamedTurns({
    uid,
    topic: 'chat',
    wording: WORDING,
    opening: () => [greetingFrom(greetings)],
  });
  const { sessionId, turns, waiting, send: sendTurn, show, report } = conversation;

  const loadHistory = useCallback(
    () =>
      restJson<StoredSession[] | { sessions: StoredSession[] }>(
        'GET',
        `/api/chat/sessions?limit=3&uid=${encodeURIComponent(uid)}`,
      ).then(
        (body) => {
          const sessions = Array.isArray(body) ? body : body.sessions;
          setHistory(sessions.slice(0, 3).map((session) => ({ id: session.id, createdAt: session.created_at })));
        },
        (error: unknown) => console.error('Session listing failed', error),
      ),
    [uid],
  );

  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);

  useEffect(() => {
    const said = turns.filter((turn) => !turn.greeting && !turn.streaming);
    if (sessionId && !waiting && said.length) seen.set(sessionId, said);
  }, [sessionId, turns, waiting]);

  // The strip lists stored conversations only, and a new one is stored with its first
  // message: once its first reply is in, the strip can show it.
  const send = useCallback(
    async (text: string) => {
      const fresh = !turns.some((turn) => turn.sender === 'ai' && !turn.greeting);
      const answered = await sendTurn(text);
      if (answered && fresh) void loadHistory();
      return answered;
    },
    [turns, sendTurn, loadHistory],
  );

  const openSession = useCallback(
    async (id: string) => {
      try {
        const session = await restJson<StoredSession>(
          'GET',
          `/api/chat/session/${encodeURIComponent(id)}?uid=${encodeURIComponent(uid)}`,
        );
        const loaded = (session.messages ?? []).map(toTurn);
        seen.set(id, loaded);
        show(id, loaded);
      } catch (error) {
        console.error('Session loading failed', error);
        const cached = seen.get(id);
        if (cached) show(id, cached);
        else report('That conversation could not be opened just now. Please try again in a moment.');
      }
    },
    [uid, show, report],
  );

  return { ...conversation, history, send, newChat: conversation.start, openSession };
}
