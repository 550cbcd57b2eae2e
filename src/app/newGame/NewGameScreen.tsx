// #/new/<gameId>: loads the game, then the seats-and-options form.
import { findGame } from '../../games/registry';
import { useLang, useT } from '../../i18n/useT';
import { TopBar } from '../home/TopBar';
import { useLoadedGame } from '../loadGame';
import { href } from '../router';
import { NewGameForm } from './NewGameForm';
import { LoadFailed } from '../LoadFailed';

export function NewGameScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useLang();
  const module = findGame(gameId);
  const load = useLoadedGame(module?.playable ? gameId : null);
  if (!module)
    return (
      <>
        <TopBar title={t('newGame')} />
        <p className="page">{t('unknownGame')}</p>
      </>
    );
  const title = `${t('newGame')}: ${module.title[lang]}`;
  const game = load.status === 'ready' ? load.game : null;
  let body;
  if (!module.playable || (load.status === 'ready' && !game?.rules))
    body = (
      <div className="page">
        <p className="not-playable">{t('notYetPlayable')}</p>
        <a className="btn" href={href({ name: 'rules', gameId })}>
          {t('rules')}
        </a>
      </div>
    );
  else if (load.status === 'error') body = <LoadFailed retry={load.retry} />;
  else if (!game) body = <p className="page">{t('loading')}</p>;
  else body = <NewGameForm module={module} game={game} />;
  return (
    <div className="screen">
      <TopBar title={title} />
      {body}
    </div>
  );
}
