import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CrisisLineList } from '../../../components/ui/CrisisLineList';
import { CRISIS_LINES_REVIEWED, likelyCountry, linesFor } from '../../../lib/crisis-lines';
import { CRISIS_LINES_ID } from '../../../lib/safety';

// The lines come first on /safety. Arriving at /safety#crisis-lines (from the crisis sheet),
// the page opens at them with the focus on their heading; the router does not do it alone,
// and the text only renders once the page's contacts are known.
export function CrisisLinesSection() {
  const { hash } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { own, all } = linesFor(likelyCountry());

  useEffect(() => {
    if (hash !== `#${CRISIS_LINES_ID}`) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <section id={CRISIS_LINES_ID} aria-labelledby={`${CRISIS_LINES_ID}-title`}>
      <h2 id={`${CRISIS_LINES_ID}-title`} ref={headingRef} tabIndex={-1}>
        Crisis lines
      </h2>
      <p>
        <strong>
          If you are in danger, or might act on thoughts of harming yourself or someone else, call your local emergency
          number now.
        </strong>{' '}
        These lines are free and confidential, and a real person answers.
        {own && ` Your browser’s language settings suggest you may be in ${own.country}, so its lines come first.`}
      </p>
      <CrisisLineList entries={all} />
      <p className="legal__updated">Checked against each service’s own site on {CRISIS_LINES_REVIEWED}.</p>
    </section>
  );
}
