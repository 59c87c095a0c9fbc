import { confidenceLabels, objectiveLevelLabels } from '@rumo/shared/okr/enums';
import { formatKeyResultValue, formatProgress } from '@rumo/shared/okr/format';
import type {
  Presentation,
  PresentationComment,
  PresentationKeyResult,
  PresentationObjective,
} from '@rumo/shared/presentation/contracts';
import { IconLock } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { formatDate } from '../../../lib/dates';
import { describeSparkline, sparklineGeometry } from './key-result-sparkline-model';
import type { DeckPalette } from './presentation-theme';

type Confidence = PresentationObjective['confidence'];

function ProgressBar({
  value,
  label,
  palette,
}: {
  value: number;
  label: string;
  palette: DeckPalette;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(clamped)}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ height: 12, borderRadius: 6, background: palette.track, overflow: 'hidden' }}
    >
      <div style={{ width: `${clamped}%`, height: '100%', background: palette.bar }} />
    </div>
  );
}

function ConfidenceTag({ confidence, palette }: { confidence: Confidence; palette: DeckPalette }) {
  const color = palette.confidence[confidence ?? 'none'];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: palette.text }}>
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 7, background: color }} />
      {confidence ? confidenceLabels[confidence] : 'Sem check-in'}
    </span>
  );
}

function Trend({ keyResult, palette }: { keyResult: PresentationKeyResult; palette: DeckPalette }) {
  const width = 160;
  const height = 48;
  const description = describeSparkline(keyResult);
  const geometry = sparklineGeometry(keyResult, width, height);
  if (!geometry) return <span style={{ color: palette.muted }}>{description}</span>;
  return (
    <svg
      role="img"
      aria-label={description}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      {geometry.targetY !== null && (
        <line
          x1={0}
          x2={width}
          y1={geometry.targetY}
          y2={geometry.targetY}
          stroke={palette.border}
          strokeDasharray="4 4"
        />
      )}
      <polyline
        points={geometry.points}
        fill="none"
        stroke={palette.bar}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <circle cx={geometry.last.x} cy={geometry.last.y} r={4} fill={palette.bar} />
    </svg>
  );
}

const MENTION = /<@([0-9a-f-]{36})>/gi;

/** The comment's text with each `<@id>` shown as "@Nome". */
export function commentText(comment: PresentationComment): string {
  return comment.body.replace(MENTION, (_token, id: string) => {
    const person = comment.mentions.find((mention) => mention.id === id);
    return `@${person?.name ?? 'usuário'}`;
  });
}

const stat = (palette: DeckPalette): CSSProperties => ({
  background: palette.surface,
  borderRadius: 12,
  padding: '20px 24px',
  minWidth: 0,
});

export function OverviewSlide({ deck, palette }: { deck: Presentation; palette: DeckPalette }) {
  const { overview, cycle, team } = deck;
  const figures = [
    ['Objetivos', String(overview.objectives)],
    ['Resultados-chave', String(overview.keyResults)],
    ['Progresso médio', formatProgress(overview.averageProgress)],
  ] as const;
  const confidences = ['on_track', 'at_risk', 'off_track'] as const;
  return (
    <>
      <p style={{ color: palette.muted, margin: 0, fontSize: '1.25em' }}>
        Visão geral do ciclo{team ? ` · ${team.name}` : ''}
      </p>
      <h2 data-slide-title tabIndex={-1} style={{ fontSize: '2.5em', margin: '8px 0 4px' }}>
        {cycle.name}
      </h2>
      <p style={{ color: palette.muted, margin: '0 0 32px' }}>
        {formatDate(`${cycle.startDate}T12:00:00Z`)} a {formatDate(`${cycle.endDate}T12:00:00Z`)}
      </p>
      <div className="deck-grid">
        {figures.map(([label, value]) => (
          <div key={label} style={stat(palette)}>
            <div style={{ color: palette.muted }}>{label}</div>
            <div style={{ fontSize: '2.5em', fontWeight: 700 }}>{value}</div>
          </div>
        ))}
      </div>
      <h3 style={{ fontSize: '1.25em', margin: '32px 0 12px' }}>Confiança dos objetivos</h3>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
        }}
      >
        {confidences.map((confidence) => (
          <li key={confidence}>
            <ConfidenceTag confidence={confidence} palette={palette} />:{' '}
            {overview.byConfidence[confidence]}
          </li>
        ))}
        <li>
          <ConfidenceTag confidence={null} palette={palette} />: {overview.byConfidence.no_check_in}
        </li>
      </ul>
    </>
  );
}

/** "Privado" on a private objective's slide (only those allowed see the slide at all). */
function PrivateTag({ palette }: { palette: DeckPalette }) {
  return (
    <span
      title="Só administradores, o responsável e as pessoas ou times escolhidos veem este objetivo"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        marginLeft: 12,
        padding: '0 10px',
        border: `1px solid ${palette.border}`,
        borderRadius: 999,
        color: palette.text,
        fontSize: '0.85em',
      }}
    >
      <IconLock size={14} aria-hidden />
      Privado
    </span>
  );
}

export function ObjectiveSlide({
  objective,
  palette,
}: {
  objective: PresentationObjective;
  palette: DeckPalette;
}) {
  const where = [objectiveLevelLabels[objective.level], objective.team?.name].filter(Boolean);
  return (
    <>
      <p style={{ color: palette.muted, margin: 0, fontSize: '1.1em' }}>
        {where.join(' · ')} · Responsável: {objective.owner.name}
        {objective.private && <PrivateTag palette={palette} />}
      </p>
      <h2 data-slide-title tabIndex={-1} style={{ fontSize: '2.25em', margin: '8px 0 16px' }}>
        {objective.title}
      </h2>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 24,
          marginBottom: 24,
        }}
      >
        <span style={{ fontSize: '2em', fontWeight: 700 }}>
          {formatProgress(objective.progress)}
        </span>
        <div style={{ flex: '1 1 200px' }}>
          <ProgressBar
            value={objective.progress}
            label={`Progresso do objetivo: ${formatProgress(objective.progress)}`}
            palette={palette}
          />
        </div>
        <ConfidenceTag confidence={objective.confidence} palette={palette} />
      </div>
      <h3 style={{ fontSize: '1.25em', margin: '0 0 12px' }}>Resultados-chave</h3>
      {objective.keyResults.length === 0 ? (
        <p style={{ color: palette.muted }}>Nenhum resultado-chave.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {objective.keyResults.map((kr) => (
            <li
              key={kr.id}
              className="deck-kr"
              style={{ background: palette.surface, borderRadius: 12, padding: '14px 18px' }}
            >
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 600 }}>{kr.title}</div>
                <div style={{ color: palette.muted, fontSize: '0.9em' }}>
                  {formatKeyResultValue(kr.current, kr)} de {formatKeyResultValue(kr.target, kr)} ·{' '}
                  {kr.owner.name}
                </div>
                <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 8 }}>
                  <span style={{ minWidth: 64 }}>{formatProgress(kr.progress)}</span>
                  <div style={{ flex: 1 }}>
                    <ProgressBar
                      value={kr.progress}
                      label={`Progresso de ${kr.title}: ${formatProgress(kr.progress)}`}
                      palette={palette}
                    />
                  </div>
                </div>
              </div>
              <div style={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
                <ConfidenceTag confidence={kr.confidence} palette={palette} />
                <Trend keyResult={kr} palette={palette} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {objective.comments.length > 0 && (
        <>
          <h3 style={{ fontSize: '1.25em', margin: '24px 0 12px' }}>Últimos comentários</h3>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
            {objective.comments.map((comment) => (
              <li
                key={comment.id}
                style={{ borderLeft: `4px solid ${palette.border}`, paddingLeft: 12 }}
              >
                <div style={{ color: palette.muted, fontSize: '0.9em' }}>
                  {comment.author.name} · {formatDate(comment.createdAt)}
                  {comment.keyResultTitle ? ` · ${comment.keyResultTitle}` : ''}
                </div>
                <div style={{ whiteSpace: 'pre-line' }}>{commentText(comment)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
