import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { hasInAppHistory } from '../../../lib/history';

// Back within the app when the person came from one of its screens; from a deep link
// (or a fresh tab) "back" would leave the app, so go to its start instead.
export function GoBackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <button type="button" className="text-button" onClick={goBack}>
      <ArrowLeft size={22} aria-hidden="true" />
      Go Back
    </button>
  );
}
