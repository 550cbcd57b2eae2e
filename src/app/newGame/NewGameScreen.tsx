// #/new/<gameId>[/<mode>]: for a game with more than one way to play, first the one question
// (ModeChoice: one tap, remembered per game), then it loads that mode's parts and shows the
// seats-and-options form, whose seat choices (who, where) and player counts are that mode's.
import { useState } from 'react';
import { findGame } from '../../games/registry';
import { useLang, useT } from '../../i18n/useT';
import { APP_MODE, findMode, type GameModule } from '../../kit/game';
import { ownValue } from '../../kit/validate';
import { useSettings } from '../../store/settings';
import { TopBar } from '../home/TopBar';
import { useLoadedGame } from '../loadGame';
import { href } from '../router';
import { NewGameForm } from './NewGameForm';
import { useLastConfig } from './useLastConfig';
import { ModeChoice, ModeNow } from './ModeChoice';
import { LoadFailed } from '../LoadFailed';

/** The mode id if the game lists it, else null (a stale remembered one, a mistyped route). */
const listed = (module: GameModule | undefined, mode: string | undefined): string | null =>
  module && mode && findMode(module, mode) ? mode : null;

export function NewGameScreen({ gameId, mode: routeMode }: { gameId: string; mode?: string }) {
  const t = useT();
  const lang = useLang();
  const module = findGame(gameId);
  const remembered = useSettings((s) => ownValue(s.modes, gameId));
  const many = (module?.modes.length ?? 0) > 1;
  const [picked, setPicked] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const mode = many ? (picked ?? listed(module, routeMode) ?? listed(module, remembered)) : APP_MODE;
  const ask = many && (asking || mode === null);
  const load = useLoadedGame(module?.playable && !ask ? gameId : null, mode ?? undefined);
  const last = useLastConfig(module?.playable && !ask ? gameId : null, mode);
  if (!module)
    return (
      <>
        <TopBar title={t('newGame')} />
        <p className="page">{t('unknownGame')}</p>
      </>
    );
  const choose = (id: string) => {
    const { modes, update } = useSettings.getState();
    update({ modes: { ...modes, [module.id]: id } });
    setPicked(id);
    setAsking(false);
  };
  const info = mode ? findMode(module, mode) : undefined;
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
  else if (ask) body = <ModeChoice module={module} current={mode} onChoose={choose} />;
  else if (load.status === 'error') body = <LoadFailed retry={load.retry} />;
  else if (!game || !info || !last.ready) body = <p className="page">{t('loading')}</p>;
  else
    body = (
      <NewGameForm
        key={info.id}
        module={module}
        mode={info}
        game={game}
        lastConfig={last.config}
        modeNow={many ? <ModeNow mode={info} onChange={() => setAsking(true)} /> : null}
      />
    );
  return (
    <div className="screen">
      <TopBar title={title} />
      {body}
    </div>
  );
}
