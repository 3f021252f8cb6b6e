// Why something did not happen, read out at once; with Try again where trying again can help.
export function ProblemNote({ problem, onRetry }: { problem: string | null; onRetry?: () => void }) {
  if (!problem) return null;
  return (
    <p className="conversation__problem" role="alert">
      {problem}
      {onRetry && (
        <button type="button" className="text-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </p>
  );
}
