import { useLastActivePing } from '@/features/visitor/api/put-last-active';
import { AppShellFrame } from './app-shell-frame';

/** Default: side menu, header with greeting, clock and profile; last-active ping every 300 s (spec 1 §2.3). */
export function DefaultLayout() {
  useLastActivePing();
  return <AppShellFrame withHeader />;
}
