import { Link } from 'react-router';
import { APP_NAME } from '../../../lib/app-name';
import type { ConsentBoxes } from '../hooks/use-consent-boxes';

interface ConsentFieldsProps {
  id: string;
  boxes: ConsentBoxes;
  // Why the boxes are asked for, when it is not plain from the screen (on /login).
  lead?: string;
}

// Two native checkboxes, each with its own label (a screen reader reads the whole
// sentence, links included), one error tied to both. The pages open in a new tab so
// what was typed here stays.
export function ConsentFields({ id, boxes, lead }: ConsentFieldsProps) {
  const errorId = `${id}-consent-error`;
  const hintId = `${id}-consent-hint`;
  const newTabId = `${id}-new-tab`;
  const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;
  const errorIdIfAny = boxes.error ? errorId : null;

  return (
    <fieldset className="consent">
      <legend className="consent__legend">Your consent</legend>
      {lead && <p className="consent__lead">{lead}</p>}
      <div className="consent__box">
        <input
          type="checkbox"
          id={`${id}-terms`}
          ref={boxes.termsRef}
          checked={boxes.terms}
          onChange={(event) => boxes.setTerms(event.target.checked)}
          aria-invalid={(boxes.error !== null && !boxes.terms) || undefined}
          aria-describedby={describedBy(errorIdIfAny)}
        />
        <label htmlFor={`${id}-terms`}>
          I am 16 or older, and I accept the{' '}
          <Link to="/terms" target="_blank" rel="noopener" aria-describedby={newTabId}>
            Terms of Use
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" target="_blank" rel="noopener" aria-describedby={newTabId}>
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      <div className="consent__box">
        <input
          type="checkbox"
          id={`${id}-religious-data`}
          ref={boxes.religiousDataRef}
          checked={boxes.religiousData}
          onChange={(event) => boxes.setReligiousData(event.target.checked)}
          aria-invalid={(boxes.error !== null && !boxes.religiousData) || undefined}
          aria-describedby={describedBy(hintId, errorIdIfAny)}
        />
        <label htmlFor={`${id}-religious-data`}>
          I explicitly consent to {APP_NAME} processing what I share about my faith (my questions, prayers and profile
          answers) in order to answer me.
        </label>
      </div>
      <p className="consent__hint" id={hintId}>
        What you share about your faith is sensitive, so the law asks for this consent on its own. You can withdraw both
        at any time by deleting your account.
      </p>
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
      {boxes.error && (
        <p className="field__error consent__error" id={errorId} role="alert">
          {boxes.error}
        </p>
      )}
    </fieldset>
  );
}
