import type { Confidence } from '../okr/enums';

/** A key result the person may check in (one of their due ones). */
export interface ReplyCandidate {
  id: string;
  title: string;
}

export type ParsedReply =
  /** No number: nothing to record; the person gets the help text. */
  | { kind: 'help' }
  /** One key result, surely. */
  | {
      kind: 'match';
      keyResultId: string;
      value: number;
      confidence: Confidence | null;
      comment: string | null;
    }
  /** Several (or none) of the candidates fit the words: ask which one instead of guessing. */
  | {
      kind: 'ambiguous';
      candidateIds: string[];
      value: number;
      confidence: Confidence | null;
      comment: string | null;
    };

/** Plain-Portuguese confidence words, and the app's own labels. */
const CONFIDENCE_PATTERNS: [RegExp, Confidence][] = [
  [/\b(?:confianca|conf\.?)\s*(?:e\s+|:\s*|=\s*|esta\s+|ta\s+)?(?:alta|boa)\b/, 'on_track'],
  [/\b(?:confianca|conf\.?)\s*(?:e\s+|:\s*|=\s*|esta\s+|ta\s+)?(?:media|mediana|ok)\b/, 'at_risk'],
  [/\b(?:confianca|conf\.?)\s*(?:e\s+|:\s*|=\s*|esta\s+|ta\s+)?(?:baixa|ruim)\b/, 'off_track'],
  [/\bfora do caminho\b/, 'off_track'],
  [/\bno caminho\b/, 'on_track'],
  [/\bem risco\b/, 'at_risk'],
];

/** Words that never name a key result. */
const STOP_WORDS = new Set(
  `kr krs o a os as de da do das dos no na nos nas em e um uma para pra pro por com que foi
  ficou fica fiquei esta estamos estou ta atual atualizar atualizacao atualizando valor agora
  hoje semana chegamos chegou batemos bati deu resultado resultados chave meta pontos ponto
  porcento cento mil r rs reais check checkin in ola oi bom dia boa tarde noite pessoal segue
  update vai la ja eh so mais quase total sobre meu minha nosso nossa temos tem tenho subiu
  caiu foram sao numero percentual marcar registrar registra anota anotar`.split(/\s+/),
);

/** Lower case, no accents: how replies and titles are compared. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// A pt-BR number: "1.234,5", "72,5", "72", "1.5"; not a digit glued to letters ("Q3", "3x").
const NUMBER =
  /(?<![\p{L}\d])[-+]?(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)(?![\p{L}\d])(\s*mil\b)?/u;

function toNumber(token: string, thousands: boolean): number {
  let text = token.replace(/^\+/, '');
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(',', '.');
  const value = Number(text);
  return thousands ? value * 1000 : value;
}

/** The words of a text that may name a key result. */
function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** "venda" and "vendas", "contrato" and "contratos": same word. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

function matchCandidates(words: string[], candidates: ReplyCandidate[]): string[] {
  if (words.length === 0) return candidates.map((candidate) => candidate.id);
  let best = 0;
  let ids: string[] = [];
  for (const candidate of candidates) {
    const titleWords = wordsOf(candidate.title);
    const score = words.filter((word) => titleWords.some((title) => sameWord(word, title))).length;
    if (score > best) {
      best = score;
      ids = [candidate.id];
    } else if (score === best && score > 0) {
      ids.push(candidate.id);
    }
  }
  return best === 0 ? candidates.map((candidate) => candidate.id) : ids;
}

/** Separators between the reading and the comment: comma, semicolon, new line, dash, full stop. */
const CLAUSE_BREAK = /\s*(?:[,;\n]|\s[-–—]\s|\.\s)\s*/;

/**
 * Reads a WhatsApp reply like "KR vendas 72, confiança média, fechamos 3 contratos": the first
 * number is the value (pt-BR decimals, "%", "mil"); the words around it name the key result among
 * `candidates` (accent-insensitive); "confiança alta|média|baixa" (or the app's labels) the
 * confidence; the other clauses the comment. One candidate and no naming words: that one.
 */
export function parseCheckInReply(text: string, candidates: ReplyCandidate[]): ParsedReply {
  let folded = foldText(text.trim()).replace(/^coment[a-z]*\s*:\s*/, '');
  let confidence: Confidence | null = null;
  for (const [pattern, level] of CONFIDENCE_PATTERNS) {
    const found = pattern.exec(folded);
    if (found) {
      confidence = level;
      folded = `${folded.slice(0, found.index)}${folded.slice(found.index + found[0].length)}`;
      break;
    }
  }
  // The original text's clauses keep their accents for the comment: cut it at the same places.
  const original = text.trim();
  const number = NUMBER.exec(folded);
  if (!number || candidates.length === 0) return { kind: 'help' };
  const value = toNumber(number[0].replace(/\s*mil$/, '').trim(), number[1] !== undefined);
  if (!Number.isFinite(value)) return { kind: 'help' };
  const before = folded.slice(0, number.index);
  const after = folded.slice(number.index + number[0].length).replace(/^\s*%/, '');
  const [afterClause = '', ...restClauses] = after.split(CLAUSE_BREAK);
  // Words before the number name the key result only within its clause ("..., vendas 72").
  const beforeClauses = before.split(CLAUSE_BREAK);
  const naming = `${beforeClauses.at(-1) ?? ''} ${afterClause}`;
  const commentParts = [...beforeClauses.slice(0, -1), ...restClauses]
    .map((part) => part.trim())
    // A greeting alone ("oi", "bom dia") is no comment.
    .filter((part) => wordsOf(part).length > 0 || /\d/.test(part));
  const ids = matchCandidates(wordsOf(naming), candidates);
  const comment = commentParts.length > 0 ? restoreAccents(original, commentParts) : null;
  if (ids.length === 1 && ids[0]) {
    return { kind: 'match', keyResultId: ids[0], value, confidence, comment };
  }
  return { kind: 'ambiguous', candidateIds: ids, value, confidence, comment };
}

/** The comment as the person wrote it (case and accents), found back in the original text. */
function restoreAccents(original: string, foldedParts: string[]): string {
  const foldedOriginal = foldText(original);
  const pieces = foldedParts.map((part) => {
    // Folding keeps one character per character for pt-BR letters, so positions line up.
    const at = foldedOriginal.indexOf(part);
    return at >= 0 && foldedOriginal.length === original.length
      ? original.slice(at, at + part.length)
      : part;
  });
  return pieces.join(', ').replace(/^./, (first) => first.toUpperCase());
}
