import type { ReactNode } from 'react';
import { CompanionByline, type CompanionFace } from './CompanionByline';
import { RichText } from './RichText';
import './conversation.css';

export function AiMessage({
  companion,
  text,
  children,
}: {
  companion: CompanionFace;
  text: string;
  children?: ReactNode;
}) {
  return (
    <article className="message message--ai">
      <CompanionByline companion={companion} />
      <div className="message__text">
        <RichText text={text} />
      </div>
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
