import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { Modal } from '../../../components/ui/Modal';
import { useDeleteAccount } from '../hooks/use-delete-account';

interface DeleteAccountDialogProps {
  // Local accounts confirm with their password; Firebase accounts by a recent sign-in.
  needsPassword: boolean;
  onClose: () => void;
}

// Says what goes and what stays before anything is deleted, and asks for the password.
export function DeleteAccountDialog({ needsPassword, onClose }: DeleteAccountDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const { deleting, problem, deleteAccount } = useDeleteAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void deleteAccount(needsPassword ? password : null);
  };

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-line`} onClose={onClose} className="delete-account">
      <h2 className="modal__title" id={`${id}-title`}>
        Delete your account?
      </h2>
      <p className="modal__line" id={`${id}-line`}>
        This cannot be undone. You may want to download your data first.
      </p>
      <h3 className="delete-account__heading">What will be deleted</h3>
      <ul className="delete-account__list">
        <li>Your profile, settings and sign-in</li>
        <li>Every conversation in Ask and every prayer in Knock</li>
        <li>Your pastoral memory, Seek studies and reactions</li>
        <li>Your place on the waitlist and the e-mails we keep a record of</li>
      </ul>
      <h3 className="delete-account__heading">What is kept</h3>
      <ul className="delete-account__list">
        <li>Records of any donations, for accounting, without your name or e-mail</li>
        <li>
          A monthly gift: deleting the account does not stop it. To stop one, write to us first (our address is on the
          About page).
        </li>
      </ul>
      <form className="delete-account__form" onSubmit={submit} noValidate>
        {needsPassword ? (
          <FormField
            id={`${id}-password`}
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            revealable
            required
            errors={problem?.field === 'password' ? [problem.message] : []}
          />
        ) : (
          <p className="delete-account__note">For your safety, this works within 5 minutes of logging in.</p>
        )}
        {problem && !problem.field && (
          <p className="delete-account__error" role="alert">
            {problem.message}
          </p>
        )}
        <div className="confirm__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Keep my account
          </button>
          <button type="submit" className="button button--danger" aria-disabled={deleting || undefined}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
