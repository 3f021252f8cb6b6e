import { useCallback, useState } from 'react';
import type { StreamedTurns } from './use-streamed-turns';

// The text in a conversation's input box. Sending empties the box; a message that could not
// be sent comes back to it, so nothing the person typed is lost.
export function useDraft({ send, session, retry }: Pick<StreamedTurns, 'send' | 'session' | 'retry'>) {
  const [draft, setDraft] = useState('');

  const submit = useCallback(
    async (text: string): Promise<boolean> => {
      setDraft('');
      const answered = await send(text);
      if (!answered) setDraft(text);
      return answered;
    },
    [send],
  );

  // Only a failed session offers Try again: the kept text is sent, or the session asked for again.
  const text = draft.trim();
  const tryAgain = session !== 'failed' ? undefined : text ? () => void submit(text) : retry;

  return { draft, setDraft, submit, tryAgain };
}
