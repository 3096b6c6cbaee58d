import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { auditLog } from '../schema/index.js';

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;

export function createAuditLogRepository({ orm }: DatabaseHandle) {
  return {
    insert(row: NewAuditLogRow): void {
      orm.insert(auditLog).values(row).run();
    },
    listForSubject(shopId: string, subjectId: string): AuditLogRow[] {
      return orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shopId), eq(auditLog.subjectId, subjectId)))
        .orderBy(asc(auditLog.at), asc(auditLog.id))
        .all();
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
