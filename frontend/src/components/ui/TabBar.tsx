import { BookOpen, DoorOpen, MessageCircle, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import './tab-bar.css';

interface Tab {
  to: string;
  label: string;
  Icon: LucideIcon;
}

// Matthew 7:7 order: ask, seek, knock.
const TABS: readonly Tab[] = [
  { to: '/chat', label: 'Ask', Icon: MessageCircle },
  { to: '/bible', label: 'Seek', Icon: BookOpen },
  { to: '/prayer', label: 'Knock', Icon: DoorOpen },
];

// NavLink sets aria-current="page" on the active tab by itself.
export function TabBar() {
  return (
    <nav className="tab-bar" aria-label="Main">
      <ul className="tab-bar__list">
        {TABS.map(({ to, label, Icon }) => (
          <li key={to} className="tab-bar__item">
            <NavLink to={to} className="tab-bar__link">
              <Icon size={22} aria-hidden="true" />
              <span className="tab-bar__label">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
