import { BookOpen, ExternalLink, Sparkles } from 'lucide-react';
import type { MassReadings, Reading, ReadingSet, WordRequest } from '../hooks/use-todays-word';

// The full texts belong to their publisher: each reading links to the US bishops' page for the day.
function usccbUrl(date: string): string {
  const [year, month, day] = date.split('-');
  return `https://bible.usccb.org/bible/readings/${month}${day}${year!.slice(2)}.cfm`;
}

export function saintCardTitle(name: string): string {
  return name.includes('Saint') ? 'Saint of the Day' : 'Liturgical Feast Day';
}

interface ReadingCardsProps {
  word: MassReadings;
  date: string;
  massName: string;
  onMass: (name: string) => void;
  onAsk: (request: WordRequest) => void;
}

// The day's readings and its saint or feast as cards, each opening a reflection.
export function ReadingCards({ word, date, massName, onMass, onAsk }: ReadingCardsProps) {
  const masses = word.masses ?? [];
  const readings: ReadingSet = masses.find((mass) => mass.name === massName)?.readings ?? word.readings;
  const textsUrl = word.texts_url ?? usccbUrl(date);
  const cards: { label: string; reading: Reading }[] = [
    { label: 'First Reading', reading: readings.first },
    ...(readings.second ? [{ label: 'Second Reading', reading: readings.second }] : []),
    { label: 'Responsorial Psalm', reading: readings.psalm },
    { label: 'Gospel Reading', reading: readings.gospel },
  ];
  // The saint card names one celebration; any other optional memorials are listed beneath it.
  const otherMemorials = (word.optional_memorials ?? [])
    .map((memorial) => memorial.name)
    .filter((name) => name !== word.saint);

  return (
    <>
      {masses.length > 1 && (
        <fieldset className="bible__masses">
          <legend className="visually-hidden">Which Mass</legend>
          {masses.map((mass) => (
            <label key={mass.name} className="bible__mass">
              <input
                type="radio"
                name="mass"
                value={mass.name}
                checked={massName === mass.name}
                onChange={() => onMass(mass.name)}
              />
              {mass.title}
            </label>
          ))}
        </fieldset>
      )}
      <ul className="bible__cards">
        {cards.map(({ label, reading }) => (
          <li key={label} className="bible__card">
            <button
              type="button"
              className="word-card"
              onClick={() => onAsk({ kind: 'reading', reading: { ...reading, title: label } })}
            >
              <BookOpen className="word-card__icon" size={20} aria-hidden="true" />
              <span className="word-card__label">{label}</span>
              <span className="word-card__reference">{reading.reference}</span>
            </button>
            <a className="word-card__source" href={textsUrl} target="_blank" rel="noreferrer">
              Full text
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {' '}
                of the {label}, on the US bishops&apos; site (opens in a new tab)
              </span>
            </a>
          </li>
        ))}
        <li className="bible__card">
          <button type="button" className="word-card" onClick={() => onAsk({ kind: 'saint', name: word.saint })}>
            <Sparkles className="word-card__icon" size={20} aria-hidden="true" />
            <span className="word-card__label">{saintCardTitle(word.saint)}</span>
            <span className="word-card__reference">{word.saint}</span>
          </button>
          {otherMemorials.length > 0 && <p className="word-card__also">Also today: {otherMemorials.join('; ')}</p>}
        </li>
      </ul>
    </>
  );
}
