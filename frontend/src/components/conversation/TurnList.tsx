import type { ReactNode } from 'react';
import type { Turn } from '../../lib/conversation/use-streamed-turns';
import { sendReaction } from '../../lib/feedback';
import type { CompanionFace } from './CompanionByline';
import { AiMessage, UserMessage } from './Messages';
import { ReactionBar } from './ReactionBar';

interface TurnListProps {
  turns: readonly Turn[];
  companion: CompanionFace;
  // What a screen adds under a reply (the chat's suggested replies).
  under?: (turn: Turn) => ReactNode;
}

// A conversation's turns. Reactions belong to stored replies only: a greeting was never
// sent by the server, and a reply still being written has no id yet.
export function TurnList({ turns, companion, under }: TurnListProps) {
  return (
    <>
      {turns.map((turn) =>
        turn.sender === 'user' ? (
          <UserMessage key={turn.id} text={turn.text} />
        ) : (
          <AiMessage key={turn.id} companion={companion} text={turn.text}>
            {!turn.greeting && !turn.streaming && (
              <ReactionBar
                text={turn.text}
                onChange={(reaction, previous) => sendReaction(turn.id, reaction, previous)}
              />
            )}
            {under?.(turn)}
          </AiMessage>
        ),
      )}
    </>
  );
}
