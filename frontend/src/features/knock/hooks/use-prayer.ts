import { useCallback, useEffect, useRef, useState } from 'react';
import { restJson, restStream, RestError } from '../../../lib/rest';

export interface PrayerTurn {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  // True while the prayer is still being written.
  streaming?: boolean;
}

interface StoredMessage {
  id: string;
  sender: string;
  text: string;
  timestamp: string;
}

export type PrayerPhase = 'starting' | 'ready' | 'waiting' | 'answered' | 'unavailable';

function describe(error: unknown): string {
  if (error instanceof RestError) {
    if (error.code === 'RATE_LIMITED') return 'You have asked for many prayers in a short time. Please wait a minute and try again.';
    if (error.code === 'NETWORK') return 'We could not reach the server. Please check your connection and try again.';
    if (error.status === 400 || error.status === 413) return error.message;
  }
  return 'Your prayer could not be formed just now. Please try again in a moment.';
}

// One intention and its prayer, in a session of topic 'prayer' (spec section 4, Prayer).
export function usePrayer(uid: string) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [turns, setTurns] = useState<PrayerTurn[]>([]);
  const [phase, setPhase] = useState<PrayerPhase>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // State changes only once the server has answered (in .then), never during the effect itself.
  const openSession = useCallback(
    () =>
      restJson<{ id: string }>('POST', '/api/chat/session', { uid, topic: 'prayer' }).then(
        ({ id }) => {
          setSessionId(id);
          setPhase('ready');
        },
        (error: unknown) => {
          console.error('Prayer session creation failed', error);
          setProblem(describe(error));
          setPhase('unavailable');
        },
      ),
    [uid],
  );

  useEffect(() => {
    void openSession();
    return () => abort.current?.abort();
  }, [openSession]);

  // New Intention: a new session and the greeting again.
  const restart = useCallback(() => {
    abort.current?.abort();
    setTurns([]);
    setProblem(null);
    setPhase('starting');
    void openSession();
  }, [openSession]);

  // Resolves true when the prayer arrived; false leaves the intention for another try.
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!sessionId || phase !== 'ready') return false;
      const controller = new AbortController();
      abort.current = controller;
      const userTurn: PrayerTurn = { id: `local-${Date.now()}`, sender: 'user', text };
      setTurns((current) => [...current, userTurn]);
      setProblem(null);
      setPhase('waiting');
      try {
        const stored = await restStream<StoredMessage>(
          '/api/prayer/message',
          { chat_session_id: sessionId, sender: 'user', text },
          {
            signal: controller.signal,
            onText: (piece) =>
              setTurns((current) => {
                const last = current.at(-1);
                if (last?.streaming) return [...current.slice(0, -1), { ...last, text: last.text + piece }];
                return [...current, { id: 'streaming', sender: 'ai', text: piece, streaming: true }];
              }),
          },
        );
        setTurns((current) => [...current.filter((turn) => !turn.streaming), { id: stored.id, sender: 'ai', text: stored.text }]);
        setPhase('answered');
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        console.error('Prayer failed', error);
        setTurns((current) => current.filter((turn) => turn !== userTurn && !turn.streaming));
        setProblem(describe(error));
        setPhase('ready');
        return false;
      }
    },
    [sessionId, phase],
  );

  return { turns, phase, problem, send, restart };
}
