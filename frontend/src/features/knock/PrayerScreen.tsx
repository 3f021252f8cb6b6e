import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AiDisclosure } from '../../components/conversation/AiDisclosure';
import { AiWrittenLabel } from '../../components/conversation/AiWrittenLabel';
import { Composer } from '../../components/conversation/Composer';
import { CrisisHelp } from '../../components/conversation/CrisisHelp';
import { AiMessage } from '../../components/conversation/Messages';
import { ProblemNote } from '../../components/conversation/ProblemNote';
import { TurnList } from '../../components/conversation/TurnList';
import { TypingBubble } from '../../components/conversation/TypingBubble';
import { AppHeader } from '../../components/ui/AppHeader';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth } from '../../lib/auth';
import { useCurrentCompanion } from '../../lib/catalogue';
import { useDisclosure } from '../../lib/conversation/use-disclosure';
import { useDraft } from '../../lib/conversation/use-draft';
import { useDocumentTitle } from '../../lib/document-title';
import { usePrayer } from './hooks/use-prayer';
import './prayer.css';

const PLACEHOLDER = ['How may I accompany you today?'];

// Knock (/prayer): the companion's greeting, one intention, and a prayer formed from it.
export function PrayerScreen() {
  useDocumentTitle('Personal Prayer');
  const auth = useAuth();
  const companion = useCurrentCompanion(auth.profile?.avatar);
  const prayer = usePrayer(auth.user?.uid ?? '');
  const { draft, setDraft, submit, tryAgain } = useDraft(prayer);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const newIntentionRef = useRef<HTMLButtonElement>(null);
  const disclosure = useDisclosure(prayer.conversation, prayer.turns.length);

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

  const name = companion.data.name;
  const send = async (text: string) => {
    disclosure.beforeSend();
    if (!(await submit(text))) inputRef.current?.focus();
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
          <AiDisclosure name={name} />
          <AiMessage companion={companion.data} text={companion.data.prayerGreeting} tagged={false} />
          <TurnList
            turns={prayer.turns}
            companion={companion.data}
            caption={(turn) => !turn.streaming && <AiWrittenLabel what="Prayer" />}
            after={(_turn, index) => disclosure.after.includes(index) && <AiDisclosure name={name} />}
          />
          {prayer.phase === 'waiting' && !last?.streaming && <TypingBubble label="Forming your prayer" />}
        </div>

        <ProblemNote problem={prayer.problem} onRetry={tryAgain} />

        <div className="visually-hidden" aria-live="polite">
          {announcement}
        </div>

        <div className="conversation__footer">
          <CrisisHelp active={prayer.turns.some((turn) => turn.crisis)} />
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
              waiting={prayer.phase === 'waiting'}
              placeholders={PLACEHOLDER}
              inputRef={inputRef}
            />
          )}
        </div>
      </main>
    </div>
  );
}
