import { Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CYCLE_PARAM } from '../../../components/okr/cycle-select';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../lib/paths';
import { usePresentation, usePresentationSlide } from '../api/use-presentation';
import classes from '../components/presentation.module.css';
import { ObjectiveSlide, OverviewSlide } from '../components/presentation-slides';
import { PresentationTeamSelect } from '../components/presentation-team-select';
import { deckPalettes } from '../components/presentation-theme';

export const TEAM_PARAM = 'time';

const NEXT_KEYS = new Set(['ArrowRight', 'PageDown', ' ']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'PageUp']);

/**
 * /apresentacao?ciclo&time: the weekly meeting. The cycle's overview, then one objective per
 * slide, of every team or the one picked in "Time" (kept in the address); arrows, Page Up/Down (presenter clickers), Space, Home and End move; F toggles full
 * screen (Esc leaves it). Dark by default whatever the app's theme.
 */
export default function PresentationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cycleId = searchParams.get(CYCLE_PARAM);
  const teamId = searchParams.get(TEAM_PARAM);
  const { data: deck, error, refetch, isLoading } = usePresentation(cycleId, teamId);
  const [index, setIndex] = useState(0);
  const [dark, setDark] = useState(true);
  const [fullScreen, setFullScreen] = useState(false);
  const deckRef = useRef<HTMLElement>(null);
  const slideRef = useRef<HTMLElement>(null);
  const movedByKeyboard = useRef(false);
  // The overview, then one slide per objective; past the first page they load as the deck goes.
  const total = deck ? deck.overview.objectives + 1 : 0;
  const { objective: current, slides } = usePresentationSlide(deck, index - 1);

  const go = useCallback(
    (next: number) => setIndex(Math.max(0, Math.min(total - 1, next))),
    [total],
  );

  const pickTeam = (next: string | null) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set(TEAM_PARAM, next);
        else params.delete(TEAM_PARAM);
        return params;
      },
      { replace: true },
    );
    setIndex(0);
  };

  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void deckRef.current?.requestFullscreen?.();
  }, []);

  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement === deckRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Space and Enter on a focused button press it.
      if (event.key === ' ' && target?.closest('button, a')) return;
      let next: number | null = null;
      if (NEXT_KEYS.has(event.key)) next = index + 1;
      else if (PREVIOUS_KEYS.has(event.key)) next = index - 1;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = total - 1;
      else if (event.key === 'f' || event.key === 'F') {
        event.preventDefault();
        toggleFullScreen();
        return;
      }
      if (next === null) return;
      event.preventDefault();
      movedByKeyboard.current = true;
      go(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, total, toggleFullScreen]);

  // Moving by keyboard brings focus to the new slide's title (read out by screen readers);
  // the buttons keep focus when clicked, so a second click goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each slide change.
  useEffect(() => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    slideRef.current?.querySelector<HTMLElement>('[data-slide-title]')?.focus();
  }, [index]);

  if (isLoading) return <PageLoader />;
  if (error || !deck) {
    return (
      <Stack>
        <QueryError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  const palette = deckPalettes[dark ? 'dark' : 'light'];
  const backTo = `${paths.okrs}?${new URLSearchParams({ [CYCLE_PARAM]: deck.cycle.id })}`;

  return (
    <section
      ref={deckRef}
      aria-label={`Apresentação do ciclo ${deck.cycle.name}`}
      aria-roledescription="apresentação"
      className={classes.deck}
      style={{ background: palette.background, color: palette.text }}
      data-testid="presentation-deck"
      data-theme={dark ? 'dark' : 'light'}
    >
      <div className={classes.toolbar} style={{ borderBottom: `1px solid ${palette.border}` }}>
        <h1 className={classes.title}>Apresentação · {deck.cycle.name}</h1>
        <PresentationTeamSelect team={deck.team} onChange={pickTeam} palette={palette} />
        <button
          type="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          style={{ borderColor: palette.border }}
        >
          <IconArrowLeft size={18} aria-hidden /> Anterior
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index >= total - 1}
          style={{ borderColor: palette.border }}
        >
          Próximo <IconArrowRight size={18} aria-hidden />
        </button>
        <button
          type="button"
          onClick={toggleFullScreen}
          aria-pressed={fullScreen}
          style={{ borderColor: palette.border }}
        >
          {fullScreen ? (
            <IconMinimize size={18} aria-hidden />
          ) : (
            <IconMaximize size={18} aria-hidden />
          )}
          Tela cheia
        </button>
        <button
          type="button"
          onClick={() => setDark(!dark)}
          aria-pressed={!dark}
          style={{ borderColor: palette.border }}
        >
          Tema claro
        </button>
        <Link to={backTo} style={{ borderColor: palette.border }}>
          Sair
        </Link>
        <span
          className={classes.counter}
          aria-live="polite"
          aria-atomic="true"
          data-testid="slide-counter"
        >
          {index + 1} de {total}
        </span>
      </div>
      <article
        ref={slideRef}
        className={classes.slide}
        aria-roledescription="slide"
        aria-label={`${index + 1} de ${total}`}
      >
        {index === 0 ? (
          <OverviewSlide deck={deck} palette={palette} />
        ) : current ? (
          <ObjectiveSlide key={current.id} objective={current} palette={palette} />
        ) : slides.error ? (
          <QueryError error={slides.error} onRetry={() => void slides.refetch()} />
        ) : (
          <p role="status" style={{ color: palette.muted }}>
            Carregando slide…
          </p>
        )}
        {deck.objectives.length === 0 && (
          <p style={{ color: palette.muted, marginTop: 24 }}>Nenhum objetivo ativo neste ciclo.</p>
        )}
      </article>
      <p style={{ color: palette.muted, fontSize: 14, padding: '0 32px 16px', margin: 0 }}>
        Use as setas, Page Up/Page Down ou Espaço para navegar; F para tela cheia.
      </p>
    </section>
  );
}
