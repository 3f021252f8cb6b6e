import { useCallback, useEffect, useRef, useState } from 'react';

// The companion-chatbot laws (California SB 243, New York GBL article 47) ask for the AI
// disclosure at the start of a conversation and again after every 3 hours of use.
export const DISCLOSURE_EVERY_MS = 3 * 60 * 60 * 1000;

const NONE: readonly number[] = [];

interface Notes {
  conversation: number;
  // Indexes of the turns (the person's messages) the disclosure is repeated after.
  after: readonly number[];
}

// When a conversation repeats that the companion is an AI. Every conversation opens with it
// (the screen shows that one); a message sent 3 hours or more after the last showing gets
// it again, between the message and its reply. Date.now() is the clock, so a test can move it.
export function useDisclosure(conversation: number, turnCount: number) {
  const [notes, setNotes] = useState<Notes>({ conversation, after: NONE });
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = Date.now();
  }, [conversation]);

  // Called just before a message is sent: it will be the turn at index turnCount.
  const beforeSend = useCallback(() => {
    const now = Date.now();
    if (now - shownAt.current < DISCLOSURE_EVERY_MS) return;
    shownAt.current = now;
    setNotes((current) => ({
      conversation,
      after: [...(current.conversation === conversation ? current.after : NONE), turnCount],
    }));
  }, [conversation, turnCount]);

  // Notes left from an earlier conversation are not this one's.
  const after = notes.conversation === conversation ? notes.after : NONE;
  return { after, beforeSend };
}
