import { Clock, Plus, Settings } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Composer } from '../../components/conversation/Composer';
import { AiMessage, UserMessage } from '../../components/conversation/Messages';
import { ReactionBar } from '../../components/conversation/ReactionBar';
import { TypingBubble } from '../../components/conversation/TypingBubble';
import { LoadState } from '../../components/ui/LoadState';
import { AppHeader } from '../../components/ui/AppHeader';
import { useAuth } from '../../lib/auth';
import { useCurrentCompanion, type Companion } from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import { sendReaction } from '../../lib/feedback';
import { useChat } from './hooks/use-chat';
import './chat.css';

// Several conversations can share a day, so the time tells them apart.
const dateLabel = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

// Ask (/chat): a conversation with the AI companion, with follow-ups, reactions and the
// three latest conversations one tap away.
export function ChatScreen() {
  useDocumentTitle('Spiritual Guidance');
  const auth = useAuth();
  const companion = useCurrentCompanion(auth.profile?.avatar);
  if (!companion.data || !auth.user) {
    return (
      <div className="page">
        <main className="page__main" id="main">
          <LoadState failed={companion.failed} retry={companion.retry} />
        </main>
      </div>
    );
  }
  return <Conversation uid={auth.user.uid} companion={companion.data} />;
}

function Conversation({ uid, companion }: { uid: string; companion: Companion }) {
  const chat = useChat(uid, companion.greetings);
  const [draft, setDraft] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const historyId = useId();
  const placeholders = [companion.placeholder, ...companion.prompts];

  const send = async (text: string) => {
    setDraft('');
    const answered = await chat.send(text);
    if (!answered) setDraft(text);
    inputRef.current?.focus({ preventScroll: true });
  };

  const last = chat.turns.at(-1);
  const lastAi = [...chat.turns].reverse().find((turn) => turn.sender === 'ai' && !turn.streaming);
  const announcement = !chat.waiting && last?.sender === 'ai' && !last.greeting ? last.text : '';

  return (
    <div className="page chat">
      <AppHeader
        start={<h1 className="chat__title">Spiritual Guidance</h1>}
        end={
          <>
            <button type="button" className="icon-button" aria-label="New chat" onClick={chat.newChat}>
              <Plus size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Recent conversations"
              aria-expanded={historyOpen}
              aria-controls={historyId}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              <Clock size={22} aria-hidden="true" />
            </button>
            <Link className="icon-button" to="/settings" aria-label="Settings">
              <Settings size={22} aria-hidden="true" />
            </Link>
          </>
        }
      />

      <main className="page__main chat__main" id="main">
        <nav id={historyId} className="chat__history" aria-label="Recent conversations" hidden={!historyOpen}>
          {chat.history.length === 0 ? (
            <p className="chat__history-empty">Your recent conversations will appear here.</p>
          ) : (
            <ul>
              {chat.history.map((session) => (
                <li key={session.id}>
                  <button
                    type="button"
                    className="chat__history-button"
                    aria-current={session.id === chat.sessionId || undefined}
                    onClick={() => void chat.openSession(session.id)}
                  >
                    {dateLabel.format(new Date(session.createdAt))}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>

        <div className="conversation">
          {chat.turns.map((turn) =>
            turn.sender === 'user' ? (
              <UserMessage key={turn.id} text={turn.text} />
            ) : (
              <AiMessage key={turn.id} companion={companion} text={turn.text}>
                {!turn.greeting && !turn.streaming && (
                  <ReactionBar text={turn.text} onChange={(reaction, previous) => sendReaction(turn.id, reaction, previous)} />
                )}
                {turn === lastAi && turn.followUps.length > 0 && !chat.waiting && (
                  <div className="follow-ups" role="group" aria-label="Suggested replies">
                    {turn.followUps.map((followUp) => (
                      <button key={followUp} type="button" className="follow-ups__button" onClick={() => void send(followUp)}>
                        {followUp}
                      </button>
                    ))}
                  </div>
                )}
              </AiMessage>
            ),
          )}
          {chat.waiting && !last?.streaming && <TypingBubble label="Reflecting" />}
        </div>

        {chat.problem && (
          <p className="conversation__problem" role="alert">
            {chat.problem}
          </p>
        )}
        <div className="visually-hidden" aria-live="polite">
          {announcement}
        </div>

        <div className="conversation__footer">
          <Composer
            label={`Message ${companion.name}`}
            value={draft}
            onChange={setDraft}
            onSend={(text) => void send(text)}
            waiting={chat.waiting || !chat.sessionId}
            placeholders={placeholders}
            inputRef={inputRef}
          />
        </div>
      </main>
    </div>
  );
}
