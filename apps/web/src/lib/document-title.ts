import { APP_TITLE, judulHalaman, type Role } from '@lms/shared';

/** The app's name in the tab: 'LMS Operator' is the operators' app (spec 1 §1); the others get their own. */
export function appTitleFor(role: Role | undefined): string {
  if (role === 'ROLE_DOSEN') return 'LMS Dosen';
  if (role === 'ROLE_MAHASISWA') return 'LMS Mahasiswa';
  if (role === 'ROLE_OPERATOR') return APP_TITLE;
  return 'LMS';
}

/** Tab title: the first path segment in title case, then the role's app name (spec 1 §2.4 prefix rule). */
export const documentTitle = (pathname: string, role: Role | undefined) => judulHalaman(pathname, appTitleFor(role));
