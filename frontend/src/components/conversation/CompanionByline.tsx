import { useTheme } from '../../lib/theme';

export interface CompanionFace {
  name: string;
  pictures: { light: string; dark: string };
}

// The avatar and name above each AI message (spec section 2, Chat).
export function CompanionByline({ companion }: { companion: CompanionFace }) {
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
      <span className="conversation__ai-tag">AI companion</span>
    </div>
  );
}
