import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

interface BackLinkProps {
  to: string;
  label?: string;
}

// The start of the header on screens with one obvious place to return to.
export function BackLink({ to, label = 'Back' }: BackLinkProps) {
  return (
    <Link className="text-button" to={to}>
      <ArrowLeft size={22} aria-hidden="true" />
      {label}
    </Link>
  );
}
