import { Fragment } from 'react';
import { HELPLINE_DIRECTORY, type CrisisLines } from '../../lib/crisis-lines';
import './crisis-lines.css';

function Call({ number }: { number: string }) {
  return (
    <a className="crisis-lines__number" href={`tel:${number.replace(/\s/g, '')}`}>
      {number}
    </a>
  );
}

// "112 or 999": each one callable.
export function EmergencyNumbers({ numbers }: { numbers: string }) {
  return (
    <>
      {numbers.split(' or ').map((number, index) => (
        <Fragment key={number}>
          {index > 0 && ' or '}
          <Call number={number} />
        </Fragment>
      ))}
    </>
  );
}

// "call **116 123** (Samaritans)": the marked numbers become links a phone can call.
function Line({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\*\*(.+?)\*\*/g)
        .map((part, index) =>
          index % 2 === 1 ? <Call key={index} number={part} /> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  );
}

interface CrisisLineListProps {
  entries: readonly CrisisLines[];
  // Off where the emergency number has just been given on its own line.
  emergency?: boolean;
}

// Countries' crisis lines and emergency numbers, then the directory for everywhere else.
export function CrisisLineList({ entries, emergency = true }: CrisisLineListProps) {
  return (
    <ul className="crisis-lines">
      {entries.map((entry) => (
        <li key={entry.code}>
          <span className="crisis-lines__country">In {entry.country}:</span>{' '}
          {entry.lines.map((line, index) => (
            <Fragment key={line}>
              {index > 0 && '; '}
              <Line text={line} />
            </Fragment>
          ))}
          .
          {emergency && (
            <>
              {' '}
              In danger, call <EmergencyNumbers numbers={entry.emergency} />.
            </>
          )}
        </li>
      ))}
      <li>
        <span className="crisis-lines__country">Anywhere else:</span>{' '}
        <a href={HELPLINE_DIRECTORY} target="_blank" rel="noreferrer">
          findahelpline.com
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        lists free, confidential lines in every country.
      </li>
    </ul>
  );
}
