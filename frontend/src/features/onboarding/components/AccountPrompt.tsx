interface AccountPromptProps {
  id: string;
  onChoose: (path: '/signup' | '/login') => void;
}

// A visitor at the end of /onboard: their answers are saved with an account.
export function AccountPrompt({ id, onChoose }: AccountPromptProps) {
  return (
    <section className="onboard__account" aria-labelledby={`${id}-account`}>
      <h2 id={`${id}-account`}>Create an account to save your answers</h2>
      <p>Your answers are kept on this device while you sign up, so you will not need to give them again.</p>
      <div className="onboard__account-actions">
        {/* The choice replaces Continue, so focus moves to it rather than being lost. */}
        <button type="button" className="button button--primary" autoFocus onClick={() => onChoose('/signup')}>
          Create Account
        </button>
        <button type="button" className="button button--quiet" onClick={() => onChoose('/login')}>
          I already have an account
        </button>
      </div>
    </section>
  );
}
