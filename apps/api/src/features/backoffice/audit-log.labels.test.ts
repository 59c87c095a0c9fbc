import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '@rumo/shared/backoffice/audit-log';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

/** The source of every non-test file that writes an audit entry. */
function auditWriters(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return auditWriters(path);
    if (!item.name.endsWith('.ts') || item.name.includes('.test.')) return [];
    const source = readFileSync(path, 'utf8');
    return source.includes('recordStaffAudit(') ? [source] : [];
  });
}

const recorded = (key: 'action' | 'targetType') =>
  new Set(
    auditWriters().flatMap((source) =>
      [...source.matchAll(new RegExp(`${key}: '([a-z_.]+)'`, 'g'))].map((match) => match[1] ?? ''),
    ),
  );

describe('audit log labels', () => {
  it('names every action the API records in pt-BR, so the log and its filter show them all', () => {
    const actions = [...recorded('action')];
    expect(actions).toEqual(
      expect.arrayContaining(['staff_user.created', 'subscription.canceled', 'lead.updated']),
    );
    expect(actions.filter((action) => !AUDIT_ACTION_LABELS[action])).toEqual([]);
  });

  it('names every kind of target in pt-BR', () => {
    const targets = [...recorded('targetType'), 'staff_user'];
    expect(targets.filter((target) => !AUDIT_TARGET_LABELS[target])).toEqual([]);
  });
});
