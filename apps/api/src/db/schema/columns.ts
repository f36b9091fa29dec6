import { integer } from 'drizzle-orm/pg-core';
import { colleges } from './tenant';

/** The tenant column every college-owned table carries (rows go with their college). */
export const collegeRef = () =>
  integer('college_id')
    .notNull()
    .references(() => colleges.id, { onDelete: 'cascade' });
