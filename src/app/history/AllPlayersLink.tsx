// The way back from a player's page or a game's result to the list of players.
import { href } from '../router';
import { useHistoryT } from './strings';

export function AllPlayersLink() {
  const t = useHistoryT();
  return (
    <p>
      <a className="btn" href={href({ name: 'players' })}>
        {t('allPlayers')}
      </a>
    </p>
  );
}
