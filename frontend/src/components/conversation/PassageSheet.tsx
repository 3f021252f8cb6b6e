import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { ScripturePassageDocument } from '../../generated/graphql';
import { Modal } from '../ui/Modal';

// A passage a reply cites, opened over the conversation: the words of the Catholic Public
// Domain Version, read from the server's own copy (no outside site), with its numbering
// explained where the CPDV counts the psalms differently.
export function PassageSheet({ reference, onClose }: { reference: string; onClose: () => void }) {
  const id = useId();
  const { data, error, loading, refetch } = useQuery(ScripturePassageDocument, { variables: { reference } });
  const passage = data?.scripturePassage;
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-line`} onClose={onClose} className="passage-sheet">
      <h2 className="modal__title" id={`${id}-title`}>
        {passage?.reference ?? reference}
      </h2>
      <p className="modal__line" id={`${id}-line`}>
        {passage
          ? `${passage.translation}${passage.cpdvNumbering ? ` (numbered ${passage.cpdvNumbering} in this translation)` : ''}`
          : 'Catholic Public Domain Version'}
      </p>
      {loading && (
        <p className="passage-sheet__state" role="status">
          Opening the passage…
        </p>
      )}
      {error && !loading && (
        <div className="passage-sheet__state" role="alert">
          <p>{error.message || 'The passage could not be opened.'}</p>
          <button type="button" className="button button--quiet" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </button>
        </div>
      )}
      {passage && (
        <p className="passage-sheet__text">
          {passage.verses.map(({ verse, text }) => (
            <span key={verse}>
              <sup className="passage-sheet__verse">{verse}</sup> {text}{' '}
            </span>
          ))}
        </p>
      )}
    </Modal>
  );
}
