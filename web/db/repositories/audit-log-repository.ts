import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { auditLog } from '../schema/index.js';

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;

export function createAuditLogRepository(db: Database) {
  const { auditLog } = db.tables;
  return {
    async insert(row: NewAuditLogRow): Promise<void> {
      await db.orm().insert(auditLog).values(row);
    },
    async listForSubject(shopId: string, subjectId: string): Promise<AuditLogRow[]> {
      return db
        .orm()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shopId), eq(auditLog.subjectId, subjectId)))
        .orderBy(asc(auditLog.at), asc(auditLog.id));
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
