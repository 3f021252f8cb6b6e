import { LoaderCircle, Mic, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';

const ROTATE_MS = 4000;

interface ComposerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  // A message is on its way (or waiting for the conversation to open): Send is disabled
  // and shows that it is working.
  waiting: boolean;
  // One placeholder, or several that take turns while the field is empty.
  placeholders: readonly string[];
  inputRef?: Ref<HTMLTextAreaElement>;
}

// The input bar of the chat and prayer screens: the text, the microphone and Send. Enter
// sends, Shift+Enter starts a new line; blank text is never sent (spec section 5).
export function Composer({ label, value, onChange, onSend, waiting, placeholders, inputRef }: ComposerProps) {
  const id = useId();
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    if (placeholders.length < 2 || value) return;
    const timer = window.setInterval(() => setTurn((count) => count + 1), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [placeholders.length, value]);

  const send = () => {
    const text = value.trim();
    if (!text || waiting) return;
    onSend(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="composer__input"
        rows={1}
        value={value}
        placeholder={placeholders[turn % Math.max(placeholders.length, 1)] ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
        maxLength={4000}
      />
      {/* Voice input arrives with the speech issue; until then the button says so. */}
      <button
        type="button"
        className="icon-button composer__mic"
        aria-label="Voice input (not available yet)"
        aria-disabled="true"
        title="Voice input is not available yet"
      >
        <Mic size={20} aria-hidden="true" />
      </button>
      <button
        type="submit"
        className="composer__send"
        aria-label="Send"
        aria-busy={waiting || undefined}
        disabled={waiting}
      >
        {waiting ? (
          <LoaderCircle className="composer__working" size={20} aria-hidden="true" />
        ) : (
          <SendHorizontal size={20} aria-hidden="true" />
        )}
      </button>
    </form>
  );
}
