import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';
import { users } from './users';

/**
 * Personal data of a user that the account row does not carry (spec 1 §5: phone, NIK, birth dates with the minimum
 * ages of students and their parents). One row per user, written by modules/pengguna; a user without a row has none.
 */
export const profilPengguna = pgTable('profil_pengguna', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  collegeId: collegeRef(),
  telepon: text('telepon').notNull().default(''),
  nik: text('nik').notNull().default(''),
  tanggalLahir: date('tanggal_lahir', { mode: 'string' }),
  namaOrangTua: text('nama_orang_tua').notNull().default(''),
  tanggalLahirOrangTua: date('tanggal_lahir_orang_tua', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
