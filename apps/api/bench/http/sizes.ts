import pg from 'pg';

// The tables a check-in writes (issue 24, part 3): their size and their indexes' before and after
// the write phase, partitions summed into their parent (check_ins and activity_log are monthly).

const WRITTEN_TABLES = [
  'key_results',
  'key_result_risks',
  'objectives',
  'check_ins',
  'key_result_check_in_weeks',
  'activity_log',
  'objective_evolution',
  'cycle_progress_snapshots',
  'company_data_versions',
];

export interface RelationSize {
  name: string;
  tableBytes: number;
  indexBytes: number;
  liveRows: number;
  deadRows: number;
}

export async function relationSizes(databaseUrl: string): Promise<RelationSize[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      name: string;
      table_bytes: string;
      index_bytes: string;
      live_rows: string;
      dead_rows: string;
    }>(
      `SELECT t.name, sum(pg_table_size(p.relid)) table_bytes,
         sum(pg_indexes_size(p.relid)) index_bytes,
         coalesce(sum(s.n_live_tup), 0) live_rows, coalesce(sum(s.n_dead_tup), 0) dead_rows
       FROM unnest($1::text[]) WITH ORDINALITY t(name, position)
       -- A plain table has no partition tree: it stands for itself.
       CROSS JOIN LATERAL (SELECT relid FROM pg_partition_tree(t.name::regclass)
         UNION SELECT t.name::regclass) p
       LEFT JOIN pg_stat_user_tables s ON s.relid = p.relid
       GROUP BY t.name, t.position ORDER BY t.position`,
      [WRITTEN_TABLES],
    );
    return rows.map((row) => ({
      name: row.name,
      tableBytes: Number(row.table_bytes),
      indexBytes: Number(row.index_bytes),
      liveRows: Number(row.live_rows),
      deadRows: Number(row.dead_rows),
    }));
  } finally {
    await client.end();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A markdown table of the sizes before and after the write phase. */
export function printSizes(before: RelationSize[], after: RelationSize[]) {
  console.log('\n### Tabelas antes → depois da fase de escritas\n');
  console.log('| tabela | tabela | índices | linhas vivas | linhas mortas |');
  console.log('|---|---|---|---|---|');
  for (const now of after) {
    const was = before.find((size) => size.name === now.name);
    const pair = (of: (size: RelationSize) => number, show: (n: number) => string) =>
      `${was ? show(of(was)) : '—'} → ${show(of(now))}`;
    const count = (n: number) => n.toLocaleString('en-US');
    console.log(
      `| ${now.name} | ${pair((s) => s.tableBytes, mb)} | ${pair((s) => s.indexBytes, mb)} | ${pair((s) => s.liveRows, count)} | ${pair((s) => s.deadRows, count)} |`,
    );
  }
}
