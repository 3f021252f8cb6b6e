import { Link } from 'react-router';

// What a visitor sees where a signed-in person's choices would be.
export function SignedOutNote() {
  return (
    <div className="settings__note">
      <p>Your details and choices are kept with your account.</p>
      <p>
        <Link to="/login">Log in</Link> or <Link to="/signup">create an account</Link> to see them here.
      </p>
    </div>
  );
}
