import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkIns } from '../check-ins/check-ins.table';
import { companies } from '../companies/companies.table';
import { keyResults, objectives } from '../objectives/objectives.table';
import { users } from '../users/users.table';

/** Comments on an objective, or on one of its key results (`key_result_id` set). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    keyResultId: uuid('key_result_id').references(() => keyResults.id, { onDelete: 'cascade' }),
    // A person's words leave with them when their account is purged.
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('comments_objective_created_idx').on(table.objectiveId, table.createdAt),
    index('comments_key_result_created_idx').on(table.keyResultId, table.createdAt),
  ],
);

/** Who a comment mentions, by id: the body keeps `<@id>` tokens, this answers "who to notify". */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/** One row per person and emoji on a check-in; reacting again removes it (a toggle). */
export const checkInReactions = pgTable(
  'check_in_reactions',
  {
    checkInId: uuid('check_in_id').notNull(),
    // The check-in's partition key: the foreign key to a partitioned table names it (decision 0041).
    checkInCreatedAt: timestamp('check_in_created_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.checkInId, table.userId, table.emoji] }),
    foreignKey({
      columns: [table.checkInId, table.checkInCreatedAt],
      foreignColumns: [checkIns.id, checkIns.createdAt],
      name: 'check_in_reactions_check_in_fk',
    }).onDelete('cascade'),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
