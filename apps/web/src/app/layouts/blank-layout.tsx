import { Outlet } from 'react-router';
import { LayoutContext } from './layout-context';

/** Blank: nothing around the page (login, oauth). */
export function BlankLayout() {
  return (
    <LayoutContext.Provider value={{ kind: 'blank', headerClock: false }}>
      <Outlet />
    </LayoutContext.Provider>
  );
}
