import { useId } from 'react';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import classes from './presentation.module.css';
import type { DeckPalette } from './presentation-theme';

/**
 * "Time" in the deck's toolbar: the slides and overview of one team, or "Todos os times". A
 * native select (arrows, Home/End and type-ahead from the keyboard) in the deck's colours.
 */
export function PresentationTeamSelect({
  team,
  onChange,
  palette,
}: {
  /** The team shown (as the deck answered it), null for every team. */
  team: { id: string; name: string } | null;
  onChange: (teamId: string | null) => void;
  palette: DeckPalette;
}) {
  const id = useId();
  const teams = useTeamOptions();
  const options = teams.data ?? [];
  const teamId = team?.id ?? null;
  // While the teams load, the team shown is an option already.
  const known = !team || options.some((option) => option.value === team.id);
  return (
    <span className={classes.teamSelect}>
      <label htmlFor={id}>Time</label>
      <select
        id={id}
        value={teamId ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        style={{ background: palette.background, color: palette.text, borderColor: palette.border }}
      >
        <option value="">Todos os times</option>
        {!known && team && <option value={team.id}>{team.name}</option>}
        {options.map((team) => (
          <option key={team.value} value={team.value}>
            {team.label}
          </option>
        ))}
      </select>
    </span>
  );
}
