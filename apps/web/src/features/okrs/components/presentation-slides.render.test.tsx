import type { Presentation, PresentationObjective } from '@rumo/shared/presentation/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ObjectiveSlide, OverviewSlide } from './presentation-slides';
import { deckPalettes } from './presentation-theme';

const objective = (n: number, isPrivate = false): PresentationObjective => ({
  id: `obj-${n}`,
  title: `Objetivo ${n}`,
  level: 'company',
  status: 'active',
  owner: { id: 'u1', name: 'Ana', avatar: null },
  team: null,
  progress: 40,
  confidence: null,
  private: isPrivate,
  keyResults: [],
  comments: [],
});

const deck = (shown: number, counted: number): Presentation => ({
  cycle: { id: 'c1', name: 'T1', startDate: '2026-01-01', endDate: '2026-03-31', status: 'active' },
  team: null,
  overview: {
    objectives: counted,
    keyResults: 0,
    averageProgress: 40,
    byConfidence: { on_track: 0, at_risk: 0, off_track: 0, no_check_in: counted },
  },
  objectives: Array.from({ length: shown }, (_, n) => objective(n)),
});

describe('presentation slides', () => {
  it('mark a private objective "Privado", and only a private one', () => {
    const { unmount } = renderWithProviders(
      <ObjectiveSlide objective={objective(1, true)} palette={deckPalettes.dark} />,
    );
    expect(screen.getByText('Privado')).toBeVisible();
    unmount();
    renderWithProviders(<ObjectiveSlide objective={objective(2)} palette={deckPalettes.dark} />);
    expect(screen.queryByText('Privado')).toBeNull();
  });

  it('count every objective of the deck on the overview, the slides past the first page included', () => {
    renderWithProviders(<OverviewSlide deck={deck(10, 250)} palette={deckPalettes.dark} />);
    expect(screen.getByRole('heading', { name: 'T1' })).toBeVisible();
    expect(screen.getByText('250')).toBeVisible();
    expect(screen.queryByText(/Os slides mostram/)).toBeNull();
  });
});
