import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Composer } from '../../components/conversation/Composer';
import { AiMessage, UserMessage } from '../../components/conversation/Messages';
import { ReactionBar } from '../../components/conversation/ReactionBar';
import { TypingBubble } from '../../components/conversation/TypingBubble';
import { AppHeader } from '../../components/ui/AppHeader';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth } from '../../lib/auth';
import { useCurrentCompanion } from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import { sendReaction } from '../../lib/feedback';
import { usePrayer } from './hooks/use-prayer';
import './prayer.css';

const PLACEHOLDER = ['How may I accompany you today?'];

// Knock (/prayer): the companion's greeting, one intention, and a prayer formed from it.
export function PrayerScreen() {
  useDocumentTitle('Personal Prayer');
  const auth = useAuth();
  const companion = useCurrentCompanion(auth.profile?.avatar);
  const prayer = usePrayer(auth.user?.uid ?? '');
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const newIntentionRef = useRef<HTMLButtonElement>(null);

  const last = prayer.turns.at(-1);
  // The finished prayer is read out once, not word by word as it streams.
  const announcement = prayer.phase === 'answered' && last?.sender === 'ai' ? last.text : '';
  useEffect(() => {
    if (prayer.phase === 'answered') newIntentionRef.current?.focus({ preventScroll: true });
  }, [prayer.phase]);

  if (!companion.data) {
    return (
      <div className="page">
        <AppHeader />
        <main className="page__main" id="main">
          <LoadState failed={companion.failed} retry={companion.retry} />
        </main>
      </div>
    );
  }

  const send = async (text: string) => {
    setDraft('');
    const answered = await prayer.send(text);
    if (!answered) {
      setDraft(text);
      inputRef.current?.focus();
    }
  };

  const newIntention = () => {
    prayer.restart();
    inputRef.current?.focus();
  };

  return (
    <div className="page">
      <AppHeader start={<h1 className="prayer__title">Personal Prayer</h1>} />
      <main className="page__main prayer" id="main">
        <div className="conversation">
          <AiMessage companion={companion.data} text={companion.data.prayerGreeting} />
          {prayer.turns.map((turn) =>
            turn.sender === 'user' ? (
              <UserMessage key={turn.id} text={turn.text} />
            ) : (
              <AiMessage key={turn.id} companion={companion.data!} text={turn.text}>
                {!turn.streaming && (
                  <ReactionBar text={turn.text} onChange={(reaction, previous) => sendReaction(turn.id, reaction, previous)} />
                )}
              </AiMessage>
            ),
          )}
          {prayer.phase === 'waiting' && !last?.streaming && <TypingBubble label="Forming your prayer" />}
        </div>

        {prayer.problem && (
          <p className="conversation__problem" role="alert">
            {prayer.problem}
            {prayer.phase === 'unavailable' && (
              <button type="button" className="text-button" onClick={prayer.restart}>
                Try again
              </button>
            )}
          </p>
        )}

        <div className="visually-hidden" aria-live="polite">
          {announcement}
        </div>

        <div className="conversation__footer">
          {prayer.phase === 'answered' ? (
            <div className="prayer__actions">
              <button ref={newIntentionRef} type="button" className="button button--primary" onClick={newIntention}>
                New Intention
              </button>
              <Link className="button button--quiet" to="/chat">
                Close
              </Link>
            </div>
          ) : (
            <Composer
              label="Your intention"
              value={draft}
              onChange={setDraft}
              onSend={(text) => void send(text)}
              waiting={prayer.phase !== 'ready'}
              placeholders={PLACEHOLDER}
              inputRef={inputRef}
            />
          )}
        </div>
      </main>
    </div>
  );
}
