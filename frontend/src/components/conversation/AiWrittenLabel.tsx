import { Sparkles } from 'lucide-react';
import './conversation.css';

// What an AI wrote (a prayer, a reflection, a study) says so where it is read.
export function AiWrittenLabel({ what }: { what: string }) {
  return (
    <p className="ai-written" role="note" aria-label={`${what} written by AI`}>
      <Sparkles size={14} aria-hidden="true" />
      Written by AI
    </p>
  );
}
