import { Copy, Flag, Heart, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export type Reaction = 'heart' | 'copy' | 'share' | 'flag';

interface ReactionBarProps {
  text: string;
  // The reaction this message already carries, if any.
  initial?: Reaction | null;
  // Called with the reaction when it is newly set, and with null when it is cleared.
  onChange: (reaction: Reaction | null, previous: Reaction | null) => void;
}

const COPIED_MS = 1500;

// Heart, copy, share and flag under an AI message. One reaction at a time; tapping the
// one already chosen clears it (spec section 4, Reactions).
export function ReactionBar({ text, initial = null, onChange }: ReactionBarProps) {
  const [chosen, setChosen] = useState<Reaction | null>(initial);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const choose = (reaction: Reaction) => {
    const next = chosen === reaction ? null : reaction;
    onChange(next, chosen);
    setChosen(next);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // The clipboard was refused (permissions): the reaction still stands.
    }
    choose('copy');
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      window.alert('Sharing not supported on this device.');
      return;
    }
    try {
      await navigator.share({ text });
      choose('share');
    } catch {
      // Closing the share sheet is not a failure worth a word.
    }
  };

  return (
    <div className="reactions" role="group" aria-label="Respond to this message">
      <button
        type="button"
        className="icon-button reactions__button"
        aria-label="Heart"
        aria-pressed={chosen === 'heart'}
        onClick={() => choose('heart')}
      >
        <Heart size={18} aria-hidden="true" fill={chosen === 'heart' ? 'currentColor' : 'none'} />
      </button>
      <button
        type="button"
        className="icon-button reactions__button"
        aria-label="Copy"
        aria-pressed={chosen === 'copy'}
        onClick={() => void copy()}
      >
        <Copy size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button reactions__button"
        aria-label="Share"
        aria-pressed={chosen === 'share'}
        onClick={() => void share()}
      >
        <Share2 size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button reactions__button"
        aria-label="Flag"
        aria-pressed={chosen === 'flag'}
        onClick={() => choose('flag')}
      >
        <Flag size={18} aria-hidden="true" fill={chosen === 'flag' ? 'currentColor' : 'none'} />
      </button>
      <span className="reactions__copied" role="status">
        {copied ? 'Copied!' : ''}
      </span>
    </div>
  );
}
