import { Outlet } from 'react-router';

/** Default layout: the page takes the full width between header and footer. */
export default function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <Outlet />
    </div>
  );
}
