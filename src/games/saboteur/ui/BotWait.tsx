// While a bot is to move: who is thinking, a tap to let it move now (issue 23 item 6), and the
// pace of the bots, changed in place as Village Pillage's playback speed is.
import { useLang } from '../../../i18n/useT';
import { hurryBots } from '../../../kit/botPace';
import { useGameSetting } from '../../../kit/gameSettings';
import { BOT_PACE_SETTING } from '../settings';
import { useSabT } from './strings';

const CHOICES = BOT_PACE_SETTING.choices;

export function BotWait({ name }: { name: string }) {
  const t = useSabT();
  const lang = useLang();
  const [pace, setPace] = useGameSetting(BOT_PACE_SETTING);
  const at = Math.max(
    0,
    CHOICES.findIndex((c) => c.value === pace),
  );
  // at is an index of CHOICES (0 when the setting is none of them)
  const next = CHOICES[(at + 1) % CHOICES.length]!;
  const label = CHOICES[at]!.label[lang];
  return (
    <div className="sab-bot-wait">
      <p className="sab-wait" role="status">
        {t('botThinking', { name })}
      </p>
      <div className="sab-bot-wait-row">
        <button
          type="button"
          className="btn sab-bot-pace"
          onClick={() => setPace(next.value)}
          aria-label={`${BOT_PACE_SETTING.label[lang]}: ${label}`}
        >
          {BOT_PACE_SETTING.label[lang]}: {label}
        </button>
        <button type="button" className="btn btn-primary sab-bot-now" onClick={hurryBots}>
          {t('botNow')}
        </button>
      </div>
    </div>
  );
}
