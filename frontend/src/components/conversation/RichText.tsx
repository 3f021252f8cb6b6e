import { Fragment, useState, type ReactNode } from 'react';
import { CATECHISM_URL, splitCitations } from '../../lib/citations';
import { PassageSheet } from './PassageSheet';

// **bold** and *italic* (or _italic_): the only marks a reply may carry. Everything else,
// angle brackets included, stays plain text: React escapes it, and nothing here ever
// builds HTML from what a model or a person wrote. As in Markdown, a mark hugs its words
// and an underscore inside a word (snake_case, __proto__) is only an underscore.
const MARK =
  /(\*\*(?!\s)[^*\n]+?(?<!\s)\*\*|\*(?!\s)[^*\n]+?(?<!\s)\*|(?<![\w_])_(?![\s_])[^_\n]+?(?<![\s_])_(?![\w_]))/g;

// A passage the reply cites: a button that opens its words over the conversation.
function ScriptureCitation({ text, reference }: { text: string; reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="citation"
        aria-haspopup="dialog"
        aria-label={`${text}: read the passage`}
        onClick={() => setOpen(true)}
      >
        {text}
      </button>
      {open && <PassageSheet reference={reference} onClose={() => setOpen(false)} />}
    </>
  );
}

function withCitations(text: string, key: string): ReactNode[] {
  return splitCitations(text).map((part, index) => {
    const partKey = `${key}-c${index}`;
    if (part.kind === 'scripture')
      return <ScriptureCitation key={partKey} text={part.text} reference={part.reference} />;
    if (part.kind === 'catechism')
      return (
        <a
          key={partKey}
          className="citation"
          href={CATECHISM_URL}
          target="_blank"
          rel="noreferrer"
          aria-label={`${part.text}: the Catechism of the Catholic Church on the Holy See’s website (opens in a new tab)`}
        >
          {part.text}
        </a>
      );
    return <Fragment key={partKey}>{part.text}</Fragment>;
  });
}

function inline(line: string, keyPrefix: string, cite: boolean): ReactNode[] {
  const plain = (text: string, key: string): ReactNode => (cite ? withCitations(text, key) : text);
  return line.split(MARK).map((part, index) => {
    const key = `${keyPrefix}-${index}`;
    if (part.length > 4 && part.startsWith('**') && part.endsWith('**'))
      return <strong key={key}>{plain(part.slice(2, -2), key)}</strong>;
    if (
      part.length > 2 &&
      ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_')))
    ) {
      return <em key={key}>{plain(part.slice(1, -1), key)}</em>;
    }
    return <Fragment key={key}>{plain(part, key)}</Fragment>;
  });
}

/**
 * Paragraphs on blank lines, line breaks kept inside them; with `cite`, the passages and
 * Catechism paragraphs a reply names can be opened.
 */
export function RichText({ text, cite = false }: { text: string; cite?: boolean }) {
  const paragraphs = text.trim().split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {inline(line, `${p}-${l}`, cite)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
