import { Outlet } from 'react-router';
import { TabBar } from '../../components/ui/TabBar';
import './tab-layout.css';

export function TabLayout() {
  return (
    <div className="tab-layout">
      <div className="tab-layout__content">
        <Outlet />
      </div>
      <TabBar />
    </div>
  );
}
