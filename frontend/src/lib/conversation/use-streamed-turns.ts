import { useCallback, useEffect, useRef, useState } from 'react';
import { restJson, restStream, RestError } from '../rest';
import { MESSAGE_PATHS, SESSION_PATH, type ConversationTopic, type NewSession, type StoredMessage } from './contract';

export interface Turn {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  followUps: string[];
  // True while the reply is still being written.
  streaming?: boolean;
  // An opening greeting lives only on the screen: it carries no reactions.
  greeting?: boolean;
  // A reply that opened with crisis lines: the screen keeps a way to help in view.
  crisis?: boolean;
}

// 'failed' until asked again: a send in that state asks again itself.
export type SessionState = 'starting' | 'ready' | 'failed';

// What differs between the screens' failure messages; the rest is said the same way.
export interface FailureWording {
  rateLimited: string;
  failed: string;
}

export const toTurn = (message: StoredMessage): Turn => ({
  id: message.id,
  sender: message.sender === 'user' ? 'user' : 'ai',
  text: message.text,
  followUps: message.follow_ups ?? [],
  crisis: message.crisis === true,
});

function describeFailure(error: unknown, wording: FailureWording): string {
  if (error instanceof RestError) {
    if (error.code === 'RATE_LIMITED') return wording.rateLimited;
    if (error.code === 'NETWORK') return 'We could not reach the server. Please check your connection and try again.';
    if (error.status === 400 || error.status === 413) return error.message;
  }
  return wording.failed;
}

function withPiece(turns: Turn[], piece: string): Turn[] {
  const last = turns.at(-1);
  if (last?.streaming) return [...turns.slice(0, -1), { ...last, text: last.text + piece }];
  return [...turns, { id: 'streaming', sender: 'ai', text: piece, followUps: [], streaming: true }];
}

interface StreamedTurnsOptions {
  uid: string;
  topic: ConversationTopic;
  wording: FailureWording;
  // The turns a new conversation opens with: a greeting, or none.
  opening: () => Turn[];
}

// The conversation of the Ask and Knock screens: a session id, the turns, and replies
// streamed into them. The server stores a conversation with its first message, so the id
// is only a name for it; a message sent before the id has arrived waits for it.
export function useStreamedTurns({ uid, topic, wording, opening }: StreamedTurnsOptions) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [session, setSession] = useState<SessionState>('starting');
  const [turns, setTurns] = useState<Turn[]>(opening);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Counts the conversations this screen has shown (a new chat, one reopened): what is
  // said once per conversation, the AI disclosure, starts again with each.
  const [conversation, setConversation] = useState(0);
  // The id on its way (or arrived); null once asking failed, or after the screen has gone.
  const pendingId = useRef<Promise<string> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  // Read at New chat time, so callers need not keep the function stable.
  const openingRef = useRef(opening);
  useEffect(() => {
    openingRef.current = opening;
  });

  // State changes only once the server has answered, never while an effect runs; an answer
  // to an earlier request (before a New chat) is dropped.
  const requestSession = useCallback((): Promise<string> => {
    const request = restJson<NewSession>('POST', SESSION_PATH, { uid, topic }).then((answer) => answer.id);
    pendingId.current = request;
    request.then(
      (id) => {
        if (pendingId.current !== request) return;
        setSessionId(id);
        setSession('ready');
      },
      (error: unknown) => {
        if (pendingId.current !== request) return;
        pendingId.current = null;
        console.error('Session creation failed', error);
        setSession('failed');
        setProblem(describeFailure(error, wording));
      },
    );
    return request;
  }, [uid, topic, wording]);

  useEffect(() => {
    void requestSession();
    return () => {
      pendingId.current = null;
      inFlight.current?.abort();
    };
  }, [requestSession]);

  const askAgain = useCallback(() => {
    setProblem(null);
    setSession('starting');
    return requestSession();
  }, [requestSession]);

  const stop = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setWaiting(false);
    setProblem(null);
  }, []);

  const start = useCallback(() => {
    stop();
    setSessionId(null);
    setConversation((count) => count + 1);
    setTurns(openingRef.current());
    void askAgain();
  }, [stop, askAgain]);

  // A stored conversation, opened again: later messages join it.
  const show = useCallback(
    (id: string, stored: Turn[]) => {
      stop();
      pendingId.current = Promise.resolve(id);
      setSessionId(id);
      setSession('ready');
      setConversation((count) => count + 1);
      setTurns(stored);
    },
    [stop],
  );

  // Resolves true when the reply arrived; false leaves the text with the screen for another try.
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      const mine: Turn = { id: `local-${Date.now()}`, sender: 'user', text, followUps: [] };
      setTurns((current) => [...current, mine]);
      setWaiting(true);
      setProblem(null);
      try {
        const id = await (pendingId.current ?? askAgain());
        if (controller.signal.aborted) return false;
        const stored = await restStream<StoredMessage>(
          MESSAGE_PATHS[topic],
          { chat_session_id: id, sender: 'user', text },
          { signal: controller.signal, onText: (piece) => setTurns((current) => withPiece(current, piece)) },
        );
        setTurns((current) => [...current.filter((turn) => !turn.streaming), toTurn(stored)]);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        console.error('Message sending failed', error);
        setTurns((current) => current.filter((turn) => turn !== mine && !turn.streaming));
        setProblem(describeFailure(error, wording));
        return false;
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setWaiting(false);
        }
      }
    },
    [topic, wording, askAgain],
  );

  const retry = useCallback(() => void askAgain(), [askAgain]);

  return { sessionId, session, conversation, turns, waiting, problem, send, start, show, retry, report: setProblem };
}

export type StreamedTurns = ReturnType<typeof useStreamedTurns>;
