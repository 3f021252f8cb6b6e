import { useEffect, useState } from 'react';

// Spec: the label followed by 0 to 3 dots, changing every 500 ms. Screen readers hear
// the label once (the dots are for the eyes only).
export function TypingBubble({ label }: { label: string }) {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((count) => (count + 1) % 4), 500);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="conversation__typing" role="status">
      <span>{label}</span>
      <span className="conversation__dots" aria-hidden="true" data-testid="typing-dots">
        {'.'.repeat(dots)}
      </span>
    </div>
  );
}
