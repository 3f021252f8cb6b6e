import { Fragment, type ReactNode } from 'react';

// **bold** and *italic* (or _italic_): the only marks a reply may carry. Everything else,
// angle brackets included, stays plain text: React escapes it, and nothing here ever
// builds HTML from what a model or a person wrote. As in Markdown, a mark hugs its words
// and an underscore inside a word (snake_case, __proto__) is only an underscore.
const MARK =
  /(\*\*(?!\s)[^*\n]+?(?<!\s)\*\*|\*(?!\s)[^*\n]+?(?<!\s)\*|(?<![\w_])_(?![\s_])[^_\n]+?(?<![\s_])_(?![\w_]))/g;

function inline(line: string, keyPrefix: string): ReactNode[] {
  return line.split(MARK).map((part, index) => {
    const key = `${keyPrefix}-${index}`;
    if (part.length > 4 && part.startsWith('**') && part.endsWith('**'))
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (
      part.length > 2 &&
      ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_')))
    ) {
      return <em key={key}>{part.slice(1, -1)}</em>;
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/** Paragraphs on blank lines, line breaks kept inside them. */
export function RichText({ text }: { text: string }) {
  const paragraphs = text.trim().split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {inline(line, `${p}-${l}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
