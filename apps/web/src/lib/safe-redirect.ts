import { paths } from '@/config/paths';

/** Only same-origin paths are followed after login (no open redirect through ?redirect=). */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.beranda.getHref()): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
