// #/settings: language, theme, sound, vibration, keeping the screen awake, playback pace, the
// pace of Saboteur's bots.
import type { Lang } from '../../i18n/core';
import { useLang, useT } from '../../i18n/useT';
import { BOT_PACE_SETTING } from '../../games/saboteur/settings';
import { useSettings, type Theme } from '../../store/settings';
import { TopBar } from '../home/TopBar';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { StorageUsage } from './StorageUsage';

/** settings.pace in ms per step; 0 waits for a tap */
export const PACES = { tap: 0, slow: 1500, normal: 900, fast: 450 } as const;

export function SettingsScreen() {
  const t = useT();
  const lang = useLang();
  const s = useSettings();
  const botChoices = BOT_PACE_SETTING.choices.map((c) => ({ value: c.value, label: c.label[lang] }));
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
  const paceChoices: Choice<number>[] = [
    { value: PACES.tap, label: t('paceTap') },
    { value: PACES.slow, label: t('paceSlow') },
    { value: PACES.normal, label: t('paceNormal') },
    { value: PACES.fast, label: t('paceFast') },
  ];
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
        <ChoiceGroup
          name="pace"
          legend={t('pace')}
          choices={paceChoices}
          value={paceChoices.some((c) => c.value === s.pace) ? s.pace : PACES.normal}
          onChange={(pace) => update({ pace })}
        />
        <ChoiceGroup
          name="botPace"
          legend={BOT_PACE_SETTING.label[lang]}
          choices={botChoices}
          value={botChoices.some((c) => c.value === s.botPace) ? s.botPace : BOT_PACE_SETTING.default}
          onChange={(botPace) => update({ botPace })}
        />
        <StorageUsage />
      </div>
    </div>
  );
}
