import { Info } from 'lucide-react';
import './conversation.css';

// The companion-chatbot duty: a plain statement, in the conversation itself, that the
// companion is an AI. A quiet system note, not a bubble: nobody is saying it.
export function AiDisclosure({ name }: { name: string }) {
  return (
    <p className="conversation__disclosure" role="note">
      <Info className="conversation__disclosure-icon" size={16} aria-hidden="true" />
      <span>You are talking with {name}, an AI companion, not a person or a priest.</span>
    </p>
  );
}
