import { Fragment, type ReactNode } from 'react';
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
  // A line right under a reply's text (Knock's "Written by AI").
  caption?: (turn: Turn) => ReactNode;
  // What comes between a turn and the next one (the repeated AI disclosure).
  after?: (turn: Turn, index: number) => ReactNode;
}

// A conversation's turns. Reactions belong to stored replies only: a greeting was never
// sent by the server, and a reply still being written has no id yet.
export function TurnList({ turns, companion, under, caption, after }: TurnListProps) {
  return (
    <>
      {turns.map((turn, index) => (
        <Fragment key={turn.id}>
          {turn.sender === 'user' ? (
            <UserMessage text={turn.text} />
          ) : (
            <AiMessage companion={companion} text={turn.text} tagged={!turn.greeting} caption={caption?.(turn)}>
              {!turn.greeting && !turn.streaming && (
                <ReactionBar
                  text={turn.text}
                  onChange={(reaction, previous) => sendReaction(turn.id, reaction, previous)}
                />
              )}
              {under?.(turn)}
            </AiMessage>
          )}
          {after?.(turn, index)}
        </Fragment>
      ))}
    </>
  );
}
