import { type SQL, sql } from 'drizzle-orm';

/*
 * Accent folding in SQL without the unaccent extension (PGlite lacks it): translate the
 * Portuguese accented letters, both cases, then lower(). The letters are mapped before lower()
 * because lower() under the C locale leaves non-ASCII letters as they are. The same form as
 * `foldForSearch` of packages/shared gives the searched text.
 */
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/** The folded form of `column` in a query (translate() is slow: a stored copy is faster). */
export const foldSql = (column: SQL) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/**
 * A generated column's expression: `column` of the same row, folded. Search reads these stored
 * copies, since translate() over a 20,000-row table cost 320 ms per search.
 */
export const storedFold = (column: string): SQL =>
  sql.raw(`lower(translate("${column}", '${ACCENTED}', '${PLAIN}'))`);
