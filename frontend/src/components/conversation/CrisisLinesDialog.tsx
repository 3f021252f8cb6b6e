import { useId } from 'react';
import { Link } from 'react-router';
import { CrisisLineList, EmergencyNumbers } from '../ui/CrisisLineList';
import { Modal } from '../ui/Modal';
import { likelyCountry, linesFor } from '../../lib/crisis-lines';
import { CRISIS_LINES_PATH } from '../../lib/safety';

// The lines, opened over the conversation rather than in place of it: closing the sheet
// finds the conversation as it was. The person's own country first when the browser's
// language says where that is, else every country.
export function CrisisLinesDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { own, all } = linesFor(likelyCountry());
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-line`} onClose={onClose} className="crisis-sheet">
      <h2 className="modal__title" id={`${id}-title`}>
        Crisis lines
      </h2>
      <p className="modal__line" id={`${id}-line`}>
        You deserve to talk with a real person. These lines are free and confidential.
      </p>
      <p className="crisis-sheet__danger">
        If you are in danger, call {own ? <EmergencyNumbers numbers={own.emergency} /> : 'your local emergency number'}{' '}
        now.
      </p>
      <CrisisLineList entries={own ? [own] : all} emergency={!own} />
      <p className="crisis-sheet__more">
        <Link to={CRISIS_LINES_PATH}>Every country’s lines, and what this app does when someone may be at risk</Link>
      </p>
    </Modal>
  );
}
