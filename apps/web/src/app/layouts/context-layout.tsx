import { AppShellFrame } from './app-shell-frame';

/** Context: side menu only; the page shows its own header (class and exam pages). */
export function ContextLayout() {
  return <AppShellFrame withHeader={false} />;
}
