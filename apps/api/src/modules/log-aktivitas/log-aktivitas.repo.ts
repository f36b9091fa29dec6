import type { Role } from '@lms/shared';
import type { Db } from '../../db/client';
import { logAktivitas } from '../../db/schema';

export type LogAktivitasEntry = {
  collegeId: number;
  userId: number;
  jenisAktivitas: string;
  detail: string;
  role: Role;
  ipAddress: string;
  operator: string | null;
};

export async function insertLogAktivitas(db: Db, entries: LogAktivitasEntry | LogAktivitasEntry[]) {
  const rows = Array.isArray(entries) ? entries : [entries];
  if (rows.length) await db.insert(logAktivitas).values(rows);
}
