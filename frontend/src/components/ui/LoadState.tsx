interface LoadStateProps {
  failed: boolean;
  retry: () => void;
}

// What a screen shows while the lists it needs arrive, or when they could not.
export function LoadState({ failed, retry }: LoadStateProps) {
  if (!failed) {
    return (
      <p className="load-state" role="status">
        Just a moment…
      </p>
    );
  }
  return (
    <div className="load-state" role="alert">
      <p>We could not reach the server. Please check your connection.</p>
      <button type="button" className="button button--quiet" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
