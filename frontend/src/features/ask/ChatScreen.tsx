import { useId, useRef, useState } from 'react';
import { AiDisclosure } from '../../components/conversation/AiDisclosure';
import { Composer } from '../../components/conversation/Composer';
import { CrisisHelp } from '../../components/conversation/CrisisHelp';
import { ProblemNote } from '../../components/conversation/ProblemNote';
import { TurnList } from '../../components/conversation/TurnList';
import { TypingBubble } from '../../components/conversation/TypingBubble';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth } from '../../lib/auth';
import { useCurrentCompanion, type Companion } from '../../lib/catalogue';
import { useDisclosure } from '../../lib/conversation/use-disclosure';
import { useDraft } from '../../lib/conversation/use-draft';
import { useDocumentTitle } from '../../lib/document-title';
import { ChatHeader } from './components/ChatHeader';
import { HistoryStrip } from './components/HistoryStrip';
import { useChat } from './hooks/use-chat';
import './chat.css';

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
  const { draft, setDraft, submit, tryAgain } = useDraft(chat);
  const [historyOpen, setHistoryOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const historyId = useId();
  const placeholders = [companion.placeholder, ...companion.prompts];
  const disclosure = useDisclosure(chat.conversation, chat.turns.length);

  const send = async (text: string) => {
    disclosure.beforeSend();
    await submit(text);
    inputRef.current?.focus({ preventScroll: true });
  };

  const last = chat.turns.at(-1);
  const lastAi = [...chat.turns].reverse().find((turn) => turn.sender === 'ai' && !turn.streaming);
  const announcement = !chat.waiting && last?.sender === 'ai' && !last.greeting ? last.text : '';

  return (
    <div className="page chat">
      <ChatHeader
        historyId={historyId}
        historyOpen={historyOpen}
        onNewChat={chat.newChat}
        onToggleHistory={() => setHistoryOpen((open) => !open)}
      />

      <main className="page__main chat__main" id="main">
        <HistoryStrip
          id={historyId}
          open={historyOpen}
          sessions={chat.history}
          currentId={chat.sessionId}
          onOpen={(id) => void chat.openSession(id)}
        />

        <div className="conversation">
          <AiDisclosure name={companion.name} />
          <TurnList
            turns={chat.turns}
            companion={companion}
            after={(_turn, index) => disclosure.after.includes(index) && <AiDisclosure name={companion.name} />}
            under={(turn) =>
              turn === lastAi &&
              turn.followUps.length > 0 &&
              !chat.waiting && (
                <div className="follow-ups" role="group" aria-label="Suggested replies">
                  {turn.followUps.map((followUp) => (
                    <button
                      key={followUp}
                      type="button"
                      className="follow-ups__button"
                      onClick={() => void send(followUp)}
                    >
                      {followUp}
                    </button>
                  ))}
                </div>
              )
            }
          />
          {chat.waiting && !last?.streaming && <TypingBubble label="Reflecting" />}
        </div>

        <ProblemNote problem={chat.problem} onRetry={tryAgain} />
        <div className="visually-hidden" aria-live="polite">
          {announcement}
        </div>

        <div className="conversation__footer">
          <CrisisHelp active={chat.turns.some((turn) => turn.crisis)} />
          <Composer
            label={`Message ${companion.name}`}
            value={draft}
            onChange={setDraft}
            onSend={(text) => void send(text)}
            waiting={chat.waiting}
            placeholders={placeholders}
            inputRef={inputRef}
          />
        </div>
      </main>
    </div>
  );
}
