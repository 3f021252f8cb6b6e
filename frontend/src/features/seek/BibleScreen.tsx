import { useState } from 'react';
import { AiMessage } from '../../components/conversation/Messages';
import { AppHeader } from '../../components/ui/AppHeader';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth } from '../../lib/auth';
import { useCurrentCompanion } from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import { ReadingCards } from './components/ReadingCards';
import { WordReplyView } from './components/WordReplyView';
import { localDate, useTodaysWord, type WordRequest } from './hooks/use-todays-word';
import './bible.css';

const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// Seek (/bible), Today's Word: the day's readings and its saint or feast, each opening a
// reflection from the companion, and a deeper study of a reading.
export function BibleScreen() {
  useDocumentTitle("Today's Word");
  const auth = useAuth();
  const companion = useCurrentCompanion(auth.profile?.avatar);
  const date = localDate();
  const word = useTodaysWord(date, companion.data?.key ?? 'pio');
  // Days with several Masses (Christmas, the great vigils) open on the Mass of the day.
  const [massName, setMassName] = useState('day');

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

  const ask = (request: WordRequest) => void word.ask(request);
  return (
    <div className="page">
      <AppHeader start={<h1 className="bible__title">Today&apos;s Word</h1>} />
      <main className="page__main bible" id="main">
        {!word.reply ? (
          <>
            <AiMessage companion={companion.data} text={companion.data.bibleGreeting} />
            <p className="bible__date">{longDate.format(new Date(`${date}T12:00:00`))}</p>
            {!word.readings ? (
              <LoadState failed={word.failed} retry={word.retry} />
            ) : (
              <ReadingCards word={word.readings} date={date} massName={massName} onMass={setMassName} onAsk={ask} />
            )}
          </>
        ) : (
          <WordReplyView reply={word.reply} companion={companion.data} onAsk={ask} onClose={word.close} />
        )}
      </main>
    </div>
  );
}
