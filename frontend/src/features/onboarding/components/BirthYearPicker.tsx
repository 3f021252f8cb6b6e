import { useEffect, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';

// The spec's row height; the list shows five rows with the chosen one in the middle.
export const ROW_HEIGHT = 48;
const PAGE = 10;
const TYPE_AHEAD_RESET_MS = 1000;
const SETTLE_MS = 120;

interface BirthYearPickerProps {
  first: number;
  last: number;
  value: number;
  onChange: (year: number) => void;
  labelledBy: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

// A wheel-style picker: one listbox (focus stays on it, aria-activedescendant names the
// year), rows that snap under a thumb or a mouse wheel, and the keys a listbox should
// answer to: arrows, Page Up/Down (a decade), Home/End, and typed digits (1-9-8-5).
export function BirthYearPicker({ first, last, value, onChange, labelledBy }: BirthYearPickerProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const typed = useRef({ text: '', at: 0 });
  // Where a scroll we started ourselves is heading. Its scroll events must not choose a
  // year on the way (on a slow device a pause mid-glide looked like a settled swipe).
  const glideTarget = useRef<number | null>(null);
  const years = useMemo(() => Array.from({ length: last - first + 1 }, (_, index) => first + index), [first, last]);
  const index = Math.min(Math.max(value - first, 0), years.length - 1);
  const optionId = (year: number) => `${id}-year-${year}`;

  // Open with the chosen year in the middle, before the first paint.
  useLayoutEffect(() => {
    if (listRef.current) listRef.current.scrollTop = index * ROW_HEIGHT;
    // Only on mount: later changes scroll in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keyboard and clicks change the value first; the list then follows it. A scroll that
  // already rests on the value (a settled swipe) needs no correction.
  useEffect(() => {
    const list = listRef.current;
    if (!list || Math.round(list.scrollTop / ROW_HEIGHT) === index) return;
    glideTarget.current = index * ROW_HEIGHT;
    list.scrollTo({ top: index * ROW_HEIGHT, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const select = (nextIndex: number) => {
    const clamped = Math.min(Math.max(nextIndex, 0), years.length - 1);
    const year = years[clamped];
    if (year !== undefined && year !== value) onChange(year);
  };

  // A thumb or a wheel takes over from any glide we started.
  const onUserScroll = () => {
    glideTarget.current = null;
  };

  // Touch and wheel: once the snapping scroll comes to rest, the middle row is chosen.
  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const list = listRef.current;
      if (!list) return;
      if (glideTarget.current !== null) {
        if (Math.abs(list.scrollTop - glideTarget.current) < 1) glideTarget.current = null;
        return;
      }
      select(Math.round(list.scrollTop / ROW_HEIGHT));
    }, SETTLE_MS);
  };

  const typeAhead = (digit: string) => {
    const now = Date.now();
    const previous = now - typed.current.at < TYPE_AHEAD_RESET_MS ? typed.current.text : '';
    let text = previous + digit;
    let match = years.find((year) => String(year).startsWith(text));
    if (match === undefined) {
      // A new number begins: start again from this digit.
      text = digit;
      match = years.find((year) => String(year).startsWith(text));
    }
    typed.current = { text, at: now };
    if (match !== undefined) select(match - first);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      PageUp: index - PAGE,
      PageDown: index + PAGE,
      Home: 0,
      End: years.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      select(next);
    } else if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      typeAhead(event.key);
    }
  };

  return (
    <div className="year-picker">
      <div className="year-picker__band" aria-hidden="true" />
      <ul
        ref={listRef}
        className="year-picker__list"
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-activedescendant={optionId(value)}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        onWheel={onUserScroll}
        onTouchStart={onUserScroll}
        onPointerDown={onUserScroll}
      >
        {years.map((year, yearIndex) => (
          <li
            key={year}
            id={optionId(year)}
            role="option"
            aria-selected={year === value}
            className="year-picker__option"
            onClick={() => select(yearIndex)}
          >
            {year}
          </li>
        ))}
      </ul>
    </div>
  );
}
