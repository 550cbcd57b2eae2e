// #/settings: language, theme, sound, vibration, keeping the screen awake, then each game's own
// settings as its definition declares them (GameModule.settings: Village Pillage's playback
// pace, Saboteur's bot pace), under the game's title: nothing here names a game.
import type { Lang } from '../../i18n/core';
import { useLang, useT } from '../../i18n/useT';
import { GAMES } from '../../games/registry';
import type { GameModule } from '../../kit/game';
import { settingValue } from '../../kit/gameSettings';
import { useSettings, type Theme } from '../../store/settings';
import { TopBar } from '../home/TopBar';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { StorageUsage } from './StorageUsage';

export function SettingsScreen() {
  const t = useT();
  const s = useSettings();
  const update = s.update;
  const onOff = (): Choice<'on' | 'off'>[] => [
    { value: 'on', label: t('on') },
    { value: 'off', label: t('off') },
  ];
  const toggle = (key: 'sound' | 'vibration' | 'keepAwake', legend: string) => (
    <ChoiceGroup
      name={key}
      legend={legend}
      choices={onOff()}
      value={s[key] ? 'on' : 'off'}
      onChange={(v) => update({ [key]: v === 'on' })}
    />
  );
  return (
    <div className="screen">
      <TopBar title={t('settings')} />
      <div className="page settings">
        <ChoiceGroup<Lang>
          name="lang"
          legend={t('language')}
          choices={[
            { value: 'ru', label: t('langRu'), lang: 'ru' },
            { value: 'en', label: t('langEn'), lang: 'en' },
          ]}
          value={s.lang}
          onChange={(lang) => update({ lang })}
        />
        <ChoiceGroup<Theme>
          name="theme"
          legend={t('theme')}
          choices={[
            { value: 'system', label: t('themeSystem') },
            { value: 'light', label: t('themeLight') },
            { value: 'dark', label: t('themeDark') },
          ]}
          value={s.theme}
          onChange={(theme) => update({ theme })}
        />
        {toggle('sound', t('sound'))}
        {toggle('vibration', t('vibration'))}
        {toggle('keepAwake', t('keepAwake'))}
        {GAMES.filter((g) => g.settings.length > 0).map((g) => (
          <GameSettings key={g.id} game={g} />
        ))}
        <StorageUsage />
      </div>
    </div>
  );
}

/** One game's own settings, from its definition, under its title. */
function GameSettings({ game }: { game: GameModule }) {
  const lang = useLang();
  const own = useSettings((s) => s.games[game.id]);
  const setGameSetting = useSettings((s) => s.setGameSetting);
  const headingId = `settings-${game.id}`;
  return (
    <section className="settings-game" aria-labelledby={headingId}>
      <h2 id={headingId}>{game.title[lang]}</h2>
      {game.settings.map((setting) => (
        <ChoiceGroup
          key={setting.key}
          name={`${game.id}-${setting.key}`}
          legend={setting.label[lang]}
          choices={setting.choices.map((c) => ({ value: c.value, label: c.label[lang] }))}
          value={settingValue(setting, own?.[setting.key])}
          onChange={(value) => setGameSetting(game.id, setting.key, value)}
        />
      ))}
    </section>
  );
}
