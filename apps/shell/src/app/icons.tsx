/** Small line icons for the header (inline SVG: no icon font, no emoji font needed). */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true, focusable: false };

export const GlobeIcon = () => (
  <svg {...common}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" /></svg>
);
export const UserIcon = () => (
  <svg {...common}><circle cx="12" cy="8" r="4" /><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" /></svg>
);
export const CartIcon = () => (
  <svg {...common}><path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" /><circle cx="9" cy="20" r="1.3" /><circle cx="17" cy="20" r="1.3" /></svg>
);
export const MenuIcon = () => (
  <svg {...common}><path d="M4 7h16M4 12h16M4 17h16" /></svg>
);
/** A gauge: the admin area's dashboard. */
export const AdminIcon = () => (
  <svg {...common}><path d="M4 17a8 8 0 1 1 16 0" /><path d="M12 17l4-5" /></svg>
);
export const SearchIcon = () => (
  <svg {...common}><circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" /></svg>
);
