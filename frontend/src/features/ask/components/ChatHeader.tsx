import { Clock, Plus, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { AppHeader } from '../../../components/ui/AppHeader';

interface ChatHeaderProps {
  historyId: string;
  historyOpen: boolean;
  onNewChat: () => void;
  onToggleHistory: () => void;
}

// New chat, history and settings (spec section 2, Chat).
export function ChatHeader({ historyId, historyOpen, onNewChat, onToggleHistory }: ChatHeaderProps) {
  return (
    <AppHeader
      start={<h1 className="chat__title">Spiritual Guidance</h1>}
      end={
        <>
          <button type="button" className="icon-button" aria-label="New chat" onClick={onNewChat}>
            <Plus size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Recent conversations"
            aria-expanded={historyOpen}
            aria-controls={historyId}
            onClick={onToggleHistory}
          >
            <Clock size={22} aria-hidden="true" />
          </button>
          <Link className="icon-button" to="/settings" aria-label="Settings">
            <Settings size={22} aria-hidden="true" />
          </Link>
        </>
      }
    />
  );
}
