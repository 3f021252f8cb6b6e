import { useEffect, useRef } from 'react';
import { AiWrittenLabel } from '../../../components/conversation/AiWrittenLabel';
import { AiMessage } from '../../../components/conversation/Messages';
import { ProblemNote } from '../../../components/conversation/ProblemNote';
import { TypingBubble } from '../../../components/conversation/TypingBubble';
import type { Companion } from '../../../lib/catalogue';
import { LOADING_TEXT, type ShownReply, type WordRequest } from '../hooks/use-todays-word';

interface WordReplyViewProps {
  reply: ShownReply;
  companion: Companion;
  onAsk: (request: WordRequest) => void;
  onClose: () => void;
}

// A reflection on a reading, the saint or a study, with the footer the spec gives it.
export function WordReplyView({ reply, companion, onAsk, onClose }: WordReplyViewProps) {
  const replyRef = useRef<HTMLDivElement>(null);
  const { request } = reply;

  useEffect(() => {
    if (reply.text) replyRef.current?.focus({ preventScroll: false });
  }, [reply.text]);

  return (
    <>
      <p className="bible__subject">
        {request.kind === 'saint'
          ? request.name
          : `${request.kind === 'study' ? 'Study: ' : ''}${request.reading.title}, ${request.reading.reference}`}
      </p>
      {reply.text ? (
        <div ref={replyRef} tabIndex={-1} className="bible__reply" aria-live="polite">
          <AiMessage
            companion={companion}
            text={reply.text}
            caption={<AiWrittenLabel what={request.kind === 'study' ? 'Study' : 'Reflection'} />}
          />
        </div>
      ) : reply.problem ? (
        <ProblemNote problem={reply.problem} onRetry={() => onAsk(request)} />
      ) : (
        <TypingBubble label={LOADING_TEXT[request.kind]} />
      )}
      <div className="bible__actions">
        {request.kind === 'reading' && reply.text && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onAsk({ kind: 'study', reading: request.reading })}
          >
            Study This Reading
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}
