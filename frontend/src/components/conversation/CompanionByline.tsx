import { useTheme } from '../../lib/theme';

export interface CompanionFace {
  name: string;
  pictures: { light: string; dark: string };
}

// The avatar and name above each AI message (spec section 2, Chat). A message right under
// the AI disclosure goes without the chip: the note above has just said it in full.
export function CompanionByline({ companion, tagged = true }: { companion: CompanionFace; tagged?: boolean }) {
  const theme = useTheme();
  return (
    <div className="conversation__byline">
      <img
        className="conversation__avatar"
        src={theme === 'dark' ? companion.pictures.dark : companion.pictures.light}
        alt=""
        width={32}
        height={32}
      />
      <span className="conversation__name">{companion.name}</span>
      {tagged && <span className="conversation__ai-tag">AI companion</span>}
    </div>
  );
}
