import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readJson } from '../../db/read-json';

/**
 * Everything Rumo keeps about one person, in one statement: the account (no password hash),
 * the sign-ins, teams, objectives and key results they own, their check-ins, what they changed
 * the e-mails sent to them and their WhatsApp number and messages (no code, no link). Keys in pt-BR: the file is for the person.
 */
export async function readPersonalData(
  db: Database,
  userId: string,
): Promise<Record<string, unknown> | undefined> {
  const data = await readJson<Record<string, unknown>>(
    db,
    sql`
    select json_build_object(
      'conta', to_jsonb(u) - 'password_hash' - 'company_id',
      'empresa', (select name from companies where id = u.company_id),
      'acessos', (select coalesce(json_agg(to_jsonb(s) - 'user_id' order by s.created_at), '[]')
        from sessions s where s.user_id = u.id),
      'times', (select coalesce(json_agg(json_build_object('nome', t.name, 'lider', t.leader_id = u.id) order by t.name), '[]')
        from team_members m join teams t on t.id = m.team_id where m.user_id = u.id),
      'objetivos', (select coalesce(json_agg(to_jsonb(o) - 'company_id' order by o.created_at), '[]')
        from objectives o where o.owner_id = u.id),
      'resultados_chave', (select coalesce(json_agg(to_jsonb(k) - 'company_id' order by k.created_at), '[]')
        from key_results k where k.owner_id = u.id),
      'check_ins', (select coalesce(json_agg(to_jsonb(c) - 'company_id' order by c.created_at), '[]')
        from check_ins c where c.author_id = u.id),
      'atividades', (select coalesce(json_agg(to_jsonb(a) - 'company_id' order by a.created_at), '[]')
        from activity_log a where a.actor_id = u.id),
      'emails', (select coalesce(json_agg(json_build_object('assunto', e.subject, 'enviado_em', e.created_at, 'texto', e.text) order by e.created_at), '[]')
        from email_outbox e where e.to_address = u.email),
      'whatsapp', json_build_object(
        'numero', (select l.phone from whatsapp_links l where l.user_id = u.id),
        'vinculado_em', (select l.verified_at from whatsapp_links l where l.user_id = u.id),
        'mensagens_recebidas', (select coalesce(json_agg(json_build_object('recebida_em', i.received_at, 'texto', i.payload->'text'->>'body', 'escolha', coalesce(i.payload->'interactive'->'list_reply'->>'title', i.payload->'interactive'->'button_reply'->>'title', i.payload->'button'->>'text')) order by i.received_at), '[]')
          from whatsapp_inbound i where i.user_id = u.id),
        'mensagens_enviadas', (select coalesce(json_agg(json_build_object('enviada_em', o.created_at, 'tipo', o.kind, 'texto', o.summary, 'situacao', o.status, 'erro', o.error_code) order by o.created_at), '[]')
          from whatsapp_outbound o where o.user_id = u.id)
      )
    ) as data
    from users u where u.id = ${userId}`,
  );
  return data ?? undefined;
}
