// #/rules/<gameId>: the game's own rules reference, loaded with the game.
import { findGame } from '../../games/registry';
import { useLang, useT } from '../../i18n/useT';
import { TopBar } from '../home/TopBar';
import { useLoadedGame } from '../loadGame';
import { LoadFailed } from '../LoadFailed';

export function RulesScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useLang();
  const module = findGame(gameId);
  const load = useLoadedGame(module ? gameId : null);
  if (!module)
    return (
      <div className="screen">
        <TopBar title={t('rules')} />
        <p className="page">{t('unknownGame')}</p>
      </div>
    );
  let body;
  if (load.status === 'loading') body = <p className="page">{t('loading')}</p>;
  else if (load.status === 'error') body = <LoadFailed retry={load.retry} stale={load.stale} />;
  else if (!load.game?.RulesPage) body = <p className="page">{t('rulesNotReady')}</p>;
  else {
    const Page = load.game.RulesPage;
    body = (
      <div className="rules-page">
        <Page />
      </div>
    );
  }
  return (
    <div className="screen">
      <TopBar title={`${t('rules')}: ${module.title[lang]}`} />
      {body}
    </div>
  );
}
