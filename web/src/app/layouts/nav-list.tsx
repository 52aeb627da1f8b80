import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

/** A list of menu links, the current page's marked active (the header's bar and the drawer's groups). */
export function NavList({ items, className, onNavigate }: { items: NavItem[]; className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onNavigate} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
