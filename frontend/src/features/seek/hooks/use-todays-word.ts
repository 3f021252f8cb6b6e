import { useCallback, useEffect, useState } from 'react';
import { restJson, RestError } from '../../../lib/rest';
import { readCache, wordCacheKey, writeCache } from '../../../lib/storage-keys';

export interface Reading {
  reference: string;
  title: string;
}

export interface ReadingSet {
  first: Reading;
  second?: Reading | null;
  psalm: Reading;
  gospel: Reading;
}

export interface MassReadings {
  date: string;
  readings: ReadingSet;
  saint: string;
  // Beyond the spec's three fields; a cached answer from before they existed may lack them.
  optional_memorials?: { id: string; name: string }[];
  masses?: { name: string; title: string; readings: ReadingSet }[];
  texts_url?: string;
}

export interface WordReply {
  id: string;
  text: string;
}

export type WordRequest =
  { kind: 'reading'; reading: Reading } | { kind: 'saint'; name: string } | { kind: 'study'; reading: Reading };

// The reflection on screen: asked for, then either its text or why it could not be had.
export interface ShownReply {
  request: WordRequest;
  text: string | null;
  problem: string | null;
}

export const LOADING_TEXT: Record<WordRequest['kind'], string> = {
  reading: 'Opening the Word',
  saint: 'Honouring today',
  study: 'Preparing study',
};

// The person's own calendar day, not the server's (spec: date_str is the local date).
export function localDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function replyKey(date: string, request: WordRequest) {
  if (request.kind === 'saint') return wordCacheKey(date, 'saint');
  return wordCacheKey(date, request.kind, request.reading.title);
}

export function useTodaysWord(date: string, avatar: string) {
  const [readings, setReadings] = useState<MassReadings | null>(() =>
    readCache<MassReadings>(wordCacheKey(date, 'readings')),
  );
  const [failed, setFailed] = useState(false);
  const [reply, setReply] = useState<ShownReply | null>(null);

  const load = useCallback(
    () =>
      restJson<MassReadings>('GET', `/api/mass-readings?date_str=${date}`).then(
        (answer) => {
          writeCache(wordCacheKey(date, 'readings'), answer);
          setReadings(answer);
          setFailed(false);
        },
        (error: unknown) => {
          console.error('Readings failed', error);
          setFailed(true);
        },
      ),
    [date],
  );

  useEffect(() => {
    if (!readCache(wordCacheKey(date, 'readings'))) void load();
  }, [date, load]);

  const retry = () => {
    setFailed(false);
    void load();
  };

  const ask = useCallback(
    async (request: WordRequest) => {
      const key = replyKey(date, request);
      const cached = readCache<WordReply>(key);
      if (cached) {
        setReply({ request, text: cached.text, problem: null });
        return;
      }
      setReply({ request, text: null, problem: null });
      const [path, body] =
        request.kind === 'saint'
          ? [
              '/api/bible/saint',
              { saint_name: request.name, avatar_name: avatar, date_str: date, sender: 'user', text: request.name },
            ]
          : [
              request.kind === 'reading' ? '/api/bible/scripture' : '/api/bible/reading',
              {
                reading_title: request.reading.title,
                scripture_reference: request.reading.reference,
                date,
                sender: 'user',
                text: request.reading.reference,
              },
            ];
      try {
        const answer = await restJson<WordReply>('POST', path, body);
        writeCache(key, { id: answer.id, text: answer.text });
        setReply((current) => (current?.request === request ? { request, text: answer.text, problem: null } : current));
      } catch (error) {
        console.error('Reflection failed', error);
        const problem =
          error instanceof RestError && error.code === 'NETWORK'
            ? 'We could not reach the server. Please check your connection and try again.'
            : 'This reflection could not be prepared just now. Please try again in a moment.';
        setReply((current) => (current?.request === request ? { request, text: null, problem } : current));
      }
    },
    [date, avatar],
  );

  return { readings, failed, retry, reply, ask, close: () => setReply(null) };
}
