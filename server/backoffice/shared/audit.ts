// The audit log: who changed what, when, with the record before and after. Written in the same
// transaction as the change itself, so a change is never without its entry nor an entry without it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { auditLog, staffUsers } from '../../../database/schema';
import type { Queryable } from '../../orders/transaction';

/** The signed-in staff member a change is made by (null: the command line or the shop itself). */
export interface Actor {
  staffUserNo: number | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

// Dates become text and undefined disappears, as the jsonb column would store them anyway.
const snapshot = (value: unknown) => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

export async function recordChange(q: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await q.insert(auditLog).values({
    staffUserNo: actor.staffUserNo,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  page: number;
  pageSize: number;
}

export async function auditEntries(db: Database, q: AuditQuery) {
  const where = and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entryNo: auditLog.entryNo,
        at: auditLog.createdAt,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        staffUserNo: auditLog.staffUserNo,
        staffName: staffUsers.name,
        staffEmail: staffUsers.email,
      })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.staffUserNo, auditLog.staffUserNo))
      .where(where)
      .orderBy(desc(auditLog.entryNo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: total?.n ?? 0 };
}

export async function auditEntities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}
