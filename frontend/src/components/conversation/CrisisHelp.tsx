import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { CrisisLinesDialog } from './CrisisLinesDialog';
import './conversation.css';

const ANNOUNCEMENT = 'Crisis lines stay one tap away, at the bottom of the screen, for the rest of this conversation.';

// Crisis mode: once a reply in this conversation has given crisis lines, a way back to them
// stays in the sticky footer for the rest of it. The live region is always rendered, so
// its one sentence is read out once, when crisis mode begins, not on every render.
export function CrisisHelp({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {active ? ANNOUNCEMENT : ''}
      </div>
      {active && (
        <button type="button" className="crisis-help" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <LifeBuoy className="crisis-help__icon" size={20} aria-hidden="true" />
          <span>
            Need to talk to someone now? <span className="crisis-help__action">Crisis lines</span>
          </span>
        </button>
      )}
      {open && <CrisisLinesDialog onClose={() => setOpen(false)} />}
    </>
  );
}
