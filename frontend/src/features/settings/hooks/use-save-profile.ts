import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UpdateProfileDocument, type UpdateProfileInput } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/api-errors';
import { useAuth, type UserProfile } from '../../../lib/auth';
import { notify } from '../../../lib/notify';

interface SaveOptions {
  // Stay on the page (a toggle saved on change) instead of going on to /chat.
  stay?: boolean;
  // Told of the saved profile before the page is left.
  onSaved?: (profile: UserProfile) => void;
}

export const SETTINGS_UPDATED = 'Settings updated.';
export const SETTINGS_FAILED = 'Failed to update settings.';

// Spec section 4, Settings save: a busy flag, the save, a toast, then /chat. On failure
// the page stays as it is, every input kept, and Save can be pressed again.
export function useSaveProfile(): {
  saving: boolean;
  save: (input: UpdateProfileInput, options?: SaveOptions) => Promise<UserProfile | null>;
} {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const { setProfile } = useAuth();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const running = useRef(false);

  const save = useCallback(
    async (input: UpdateProfileInput, options?: SaveOptions) => {
      if (running.current) return null;
      running.current = true;
      setSaving(true);
      try {
        const { data } = await updateProfile({ variables: { input } });
        if (!data) throw new Error('updateProfile answered without data.');
        setProfile(data.updateProfile);
        options?.onSaved?.(data.updateProfile);
        notify.success(SETTINGS_UPDATED);
        if (!options?.stay) await navigate('/chat');
        return data.updateProfile;
      } catch (error) {
        // A year of birth under 16: nothing was saved, and the kind explanation takes over.
        if (describeApiError(error).code === 'UNDER_MINIMUM_AGE') {
          await navigate('/under-16');
          return null;
        }
        console.error(SETTINGS_FAILED, error);
        notify.error(SETTINGS_FAILED);
        return null;
      } finally {
        running.current = false;
        setSaving(false);
      }
    },
    [updateProfile, setProfile, navigate],
  );

  return { saving, save };
}
