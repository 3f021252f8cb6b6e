import { Download } from 'lucide-react';
import { useId } from 'react';
import { useDownloadMyData } from '../hooks/use-download-my-data';

// "Download my data": the export as a JSON file, with a busy state and an error that says what to do.
export function DownloadMyData() {
  const id = useId();
  const { downloading, error, download } = useDownloadMyData();
  return (
    <div className="settings-action">
      <button
        type="button"
        className="settings-row settings-row--boxed"
        aria-describedby={`${id}-hint`}
        aria-disabled={downloading || undefined}
        onClick={() => void download()}
      >
        <Download className="settings-row__icon" size={20} aria-hidden="true" />
        <span className="settings-row__label">{downloading ? 'Preparing your data…' : 'Download my data'}</span>
      </button>
      <p className="settings-action__hint" id={`${id}-hint`}>
        A file (JSON) with everything kept about you: profile, conversations and prayers, pastoral memory, studies,
        reactions, donations and consents.
      </p>
      {error && (
        <p className="settings-action__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
