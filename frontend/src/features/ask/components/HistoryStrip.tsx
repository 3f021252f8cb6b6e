import type { SessionSummary } from '../hooks/use-chat';

// Several conversations can share a day, so the time tells them apart.
const dateLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

interface HistoryStripProps {
  id: string;
  open: boolean;
  sessions: readonly SessionSummary[];
  currentId: string | null;
  onOpen: (id: string) => void;
}

// The three latest conversations, one tap away (spec section 2, Chat).
export function HistoryStrip({ id, open, sessions, currentId, onOpen }: HistoryStripProps) {
  return (
    <nav id={id} className="chat__history" aria-label="Recent conversations" hidden={!open}>
      {sessions.length === 0 ? (
        <p className="chat__history-empty">Your recent conversations will appear here.</p>
      ) : (
        <ul>
          {sessions.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                className="chat__history-button"
                aria-current={session.id === currentId || undefined}
                onClick={() => onOpen(session.id)}
              >
                {dateLabel.format(new Date(session.createdAt))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
