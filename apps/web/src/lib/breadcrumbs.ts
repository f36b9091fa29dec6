import { titleCase } from '@lms/shared';
import { paths } from '@/config/paths';

export type Crumb = { label: string; href?: string };

/** Segment names that title case would spell wrong. */
const LABELS: Record<string, string> = {
  'profil-pt': 'Profil PT',
  'login-as': 'Login Akun Lain',
  'bank-soal': 'Bank Soal',
  sso: 'SSO',
};

function label(segment: string): string {
  let s = segment;
  try {
    s = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return LABELS[s] ?? (/^[a-z-]+$/.test(s) ? titleCase(s) : s);
}

/**
 * Breadcrumb from /beranda (spec 1 §2.4): 'Beranda' then one crumb per path segment, each linking to its
 * prefix; the last one (the current page) has no link.
 */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const root: Crumb = { label: 'Beranda', href: paths.beranda.getHref() };
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'beranda')) return [{ label: 'Beranda' }];
  const crumbs: Crumb[] = [root];
  segments.forEach((seg, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    crumbs.push(i === segments.length - 1 ? { label: label(seg) } : { label: label(seg), href });
  });
  return crumbs;
}
