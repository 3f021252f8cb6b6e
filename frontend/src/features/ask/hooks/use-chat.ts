import { useCallback, useEffect, useRef, useState } from 'react';
import { restJson, restStream, RestError } from '../../../lib/rest';

export interface ChatTurn {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  followUps: string[];
  streaming?: boolean;
  // The opening greeting lives only on this screen: it carries no reactions.
  greeting?: boolean;
}

export interface SessionSummary {
  id: string;
  createdAt: string;
}

interface StoredMessage {
  id: string;
  sender: string;
  text: string;
  timestamp: string;
  follow_ups?: string[];
}

interface StoredSession {
  id: string;
  created_at: string;
  topic?: string;
  messages?: StoredMessage[];
}

const toTurn = (message: StoredMessage): ChatTurn => ({
  id: message.id,
  sender: message.sender === 'user' ? 'user' : 'ai',
  text: message.text,
  followUps: message.follow_ups ?? [],
});

function describe(error: unknown): string {
  if (error instanceof RestError) {
    if (error.code === 'RATE_LIMITED') return 'You are sending messages faster than we can answer. Please wait a minute and try again.';
    if (error.code === 'NETWORK') return 'We could not reach the server. Please check your connection and try again.';
    if (error.status === 400 || error.status === 413) return error.message;
  }
  return 'Your companion could not answer just now. Please try again in a moment.';
}

// A random one of the companion's greetings (spec section 3).
function greetingFrom(options: readonly string[]): ChatTurn {
  const text = options[Math.floor(Math.random() * options.length)] ?? 'Peace be with you. What is on your heart today?';
  return { id: 'greeting', sender: 'ai', text, followUps: [], greeting: true };
}

// What this visit has seen of each session, so history still opens when the server
// cannot be reached (spec: "falls back to the cached messages"). Kept in memory only:
// what people confide is not written to the device's storage.
const seen = new Map<string, ChatTurn[]>();

export function useChat(uid: string, greetings: readonly string[]) {
  const [history, setHistory] = useState<SessionSummary[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const greetingsRef = useRef(greetings);

  const loadHistory = useCallback(
    () =>
      restJson<StoredSession[] | { sessions: StoredSession[] }>('GET', `/api/chat/sessions?limit=3&uid=${encodeURIComponent(uid)}`).then(
        (body) => {
          const sessions = Array.isArray(body) ? body : body.sessions;
          setHistory(sessions.slice(0, 3).map((session) => ({ id: session.id, createdAt: session.created_at })));
        },
        (error: unknown) => console.error('Session listing failed', error),
      ),
    [uid],
  );

  // A new chat: a new session on the server and a greeting from the companion.
  const startSession = useCallback(
    () =>
      restJson<{ id: string }>('POST', '/api/chat/session', { uid, topic: 'chat' }).then(
        ({ id }) => {
          setSessionId(id);
          setTurns([greetingFrom(greetingsRef.current)]);
        },
        (error: unknown) => {
          console.error('Session creation failed', error);
          setProblem(describe(error));
        },
      ),
    [uid],
  );

  useEffect(() => {
    void loadHistory();
    void startSession();
    return () => abort.current?.abort();
  }, [loadHistory, startSession]);

  const newChat = useCallback(() => {
    abort.current?.abort();
    setWaiting(false);
    setProblem(null);
    setSessionId(null);
    setTurns([]);
    void startSession().then(loadHistory);
  }, [startSession, loadHistory]);

  const openSession = useCallback(
    async (id: string) => {
      abort.current?.abort();
      setWaiting(false);
      setProblem(null);
      try {
        const session = await restJson<StoredSession>('GET', `/api/chat/session/${encodeURIComponent(id)}?uid=${encodeURIComponent(uid)}`);
        const loaded = (session.messages ?? []).map(toTurn);
        seen.set(id, loaded);
        setSessionId(id);
        setTurns(loaded);
      } catch (error) {
        console.error('Session loading failed', error);
        const cached = seen.get(id);
        if (cached) {
          setSessionId(id);
          setTurns(cached);
        } else {
          setProblem('That conversation could not be opened just now. Please try again in a moment.');
        }
      }
    },
    [uid],
  );

  // Resolves true when the reply arrived; false leaves the text for another try.
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!sessionId || waiting) return false;
      const controller = new AbortController();
      abort.current = controller;
      const userTurn: ChatTurn = { id: `local-${Date.now()}`, sender: 'user', text, followUps: [] };
      setTurns((current) => [...current, userTurn]);
      setWaiting(true);
      setProblem(null);
      try {
        const stored = await restStream<StoredMessage>(
          '/api/chat/message',
          { chat_session_id: sessionId, sender: 'user', text },
          {
            signal: controller.signal,
            onText: (piece) =>
              setTurns((current) => {
                const last = current.at(-1);
                if (last?.streaming) return [...current.slice(0, -1), { ...last, text: last.text + piece }];
                return [...current, { id: 'streaming', sender: 'ai', text: piece, followUps: [], streaming: true }];
              }),
          },
        );
        setTurns((current) => {
          const next = [...current.filter((turn) => !turn.streaming), toTurn(stored)];
          seen.set(sessionId, next.filter((turn) => !turn.greeting));
          return next;
        });
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        console.error('Message sending failed', error);
        setTurns((current) => current.filter((turn) => turn !== userTurn && !turn.streaming));
        setProblem(describe(error));
        return false;
      } finally {
        if (abort.current === controller) setWaiting(false);
      }
    },
    [sessionId, waiting],
  );

  return { history, sessionId, turns, waiting, problem, send, newChat, openSession };
}
