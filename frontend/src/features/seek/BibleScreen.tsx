import { BookOpen, ExternalLink, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AiMessage } from '../../components/conversation/Messages';
import { TypingBubble } from '../../components/conversation/TypingBubble';
import { AppHeader } from '../../components/ui/AppHeader';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth } from '../../lib/auth';
import { useCurrentCompanion } from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import { LOADING_TEXT, localDate, useTodaysWord, type Reading, type ReadingSet } from './hooks/use-todays-word';
import './bible.css';

const longDate = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

// The full texts belong to their publisher: each reading links to the US bishops' page for the day.
function usccbUrl(date: string): string {
  const [year, month, day] = date.split('-');
  return `https://bible.usccb.org/bible/readings/${month}${day}${year!.slice(2)}.cfm`;
}

export function saintCardTitle(name: string): string {
  return name.includes('Saint') ? 'Saint of the Day' : 'Liturgical Feast Day';
}

// Seek (/bible), Today's Word: the day's readings and its saint or feast, each opening a
// reflection from the companion, and a deeper study of a reading.
export function BibleScreen() {
  useDocumentTitle("Today's Word");
  const auth = useAuth();
  const companion = useCurrentCompanion(auth.profile?.avatar);
  const date = localDate();
  const word = useTodaysWord(date, companion.data?.key ?? 'pio');
  const replyRef = useRef<HTMLDivElement>(null);
  // Days with several Masses (Christmas, the great vigils) open on the Mass of the day.
  const [massName, setMassName] = useState('day');

  const replyText = word.reply?.text;
  useEffect(() => {
    if (replyText) replyRef.current?.focus({ preventScroll: false });
  }, [replyText]);

  if (!companion.data) {
    return (
      <div className="page">
        <AppHeader />
        <main className="page__main" id="main">
          <LoadState failed={companion.failed} retry={companion.retry} />
        </main>
      </div>
    );
  }

  const masses = word.readings?.masses ?? [];
  const readings: ReadingSet | undefined = masses.find((mass) => mass.name === massName)?.readings ?? word.readings?.readings;
  const textsUrl = word.readings?.texts_url ?? usccbUrl(date);
  const cards: { label: string; reading: Reading }[] = readings
    ? [
        { label: 'First Reading', reading: readings.first },
        ...(readings.second ? [{ label: 'Second Reading', reading: readings.second }] : []),
        { label: 'Responsorial Psalm', reading: readings.psalm },
        { label: 'Gospel Reading', reading: readings.gospel },
      ]
    : [];

  // The saint card names one celebration; any other optional memorials are listed beneath it.
  const otherMemorials = (word.readings?.optional_memorials ?? []).map((memorial) => memorial.name).filter((name) => name !== word.readings?.saint);
  const reply = word.reply;
  return (
    <div className="page">
      <AppHeader start={<h1 className="bible__title">Today&apos;s Word</h1>} />
      <main className="page__main bible" id="main">
        {!reply ? (
          <>
            <AiMessage companion={companion.data} text={companion.data.bibleGreeting} />
            <p className="bible__date">{longDate.format(new Date(`${date}T12:00:00`))}</p>
            {!word.readings ? (
              <LoadState failed={word.failed} retry={word.retry} />
            ) : (
              <>
                {masses.length > 1 && (
                  <fieldset className="bible__masses">
                    <legend className="visually-hidden">Which Mass</legend>
                    {masses.map((mass) => (
                      <label key={mass.name} className="bible__mass">
                        <input type="radio" name="mass" value={mass.name} checked={massName === mass.name} onChange={() => setMassName(mass.name)} />
                        {mass.title}
                      </label>
                    ))}
                  </fieldset>
                )}
                <ul className="bible__cards">
                  {cards.map(({ label, reading }) => (
                    <li key={label} className="bible__card">
                      <button type="button" className="word-card" onClick={() => void word.ask({ kind: 'reading', reading: { ...reading, title: label } })}>
                        <BookOpen className="word-card__icon" size={20} aria-hidden="true" />
                        <span className="word-card__label">{label}</span>
                        <span className="word-card__reference">{reading.reference}</span>
                      </button>
                      <a className="word-card__source" href={textsUrl} target="_blank" rel="noreferrer">
                        Full text
                        <ExternalLink size={14} aria-hidden="true" />
                        <span className="visually-hidden"> of the {label}, on the US bishops&apos; site (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                  <li className="bible__card">
                    <button type="button" className="word-card" onClick={() => void word.ask({ kind: 'saint', name: word.readings!.saint })}>
                      <Sparkles className="word-card__icon" size={20} aria-hidden="true" />
                      <span className="word-card__label">{saintCardTitle(word.readings.saint)}</span>
                      <span className="word-card__reference">{word.readings.saint}</span>
                    </button>
                    {otherMemorials.length > 0 && <p className="word-card__also">Also today: {otherMemorials.join('; ')}</p>}
                  </li>
                </ul>
              </>
            )}
          </>
        ) : (
          <>
            <p className="bible__subject">
              {reply.request.kind === 'saint'
                ? reply.request.name
                : `${reply.request.kind === 'study' ? 'Study: ' : ''}${reply.request.reading.title}, ${reply.request.reading.reference}`}
            </p>
            {reply.text ? (
              <div ref={replyRef} tabIndex={-1} className="bible__reply" aria-live="polite">
                <AiMessage companion={companion.data} text={reply.text} />
              </div>
            ) : reply.problem ? (
              <p className="conversation__problem" role="alert">
                {reply.problem}
                <button type="button" className="text-button" onClick={() => void word.ask(reply.request)}>
                  Try again
                </button>
              </p>
            ) : (
              <TypingBubble label={LOADING_TEXT[reply.request.kind]} />
            )}
            <div className="bible__actions">
              {reply.request.kind === 'reading' && reply.text && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => reply.request.kind === 'reading' && void word.ask({ kind: 'study', reading: reply.request.reading })}
                >
                  Study This Reading
                </button>
              )}
              <button type="button" className="button button--quiet" onClick={word.close}>
                Close
              </button>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
