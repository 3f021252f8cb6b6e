import type { ReactNode } from 'react';
import { CompanionByline, type CompanionFace } from './CompanionByline';
import { RichText } from './RichText';
import './conversation.css';

interface AiMessageProps {
  companion: CompanionFace;
  text: string;
  // False under the AI disclosure, which already says what the chip says.
  tagged?: boolean;
  // A line right under the text, such as the "Written by AI" label.
  caption?: ReactNode;
  children?: ReactNode;
}

export function AiMessage({ companion, text, tagged, caption, children }: AiMessageProps) {
  return (
    <article className="message message--ai">
      <CompanionByline companion={companion} tagged={tagged} />
      <div className="message__text">
        <RichText text={text} cite />
      </div>
      {caption}
      {children}
    </article>
  );
}

export function UserMessage({ text }: { text: string }) {
  return (
    <article className="message message--user" aria-label="You said">
      <div className="message__text">
        <RichText text={text} />
      </div>
    </article>
  );
}
