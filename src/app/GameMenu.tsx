// The way out of every game screen, handoffs and private screens included: a small menu button
// in the top corner opens Home (the game is already saved action by action; reopening it goes
// through a handoff again, because who unlocked a private screen is never kept) and Rules (the
// game's rules page over the game, closed back to the very same screen: the game screen stays
// mounted underneath, so a half-made plan stays). Both sheets are opaque modal dialogs: nothing
// of a private screen shows through or can be reached behind them, and bots wait meanwhile.
// Its parts: the menu (GameMenuSheet) and the rules (RulesOverlay).
import { useState, type ComponentType } from 'react';
import { useT } from '../i18n/useT';
import { useHoldBots } from '../kit/botHold';
import { GameMenuSheet } from './GameMenuSheet';
import { RulesOverlay } from './RulesOverlay';

interface GameMenuProps {
  /** the game's title, heading the menu and the rules */
  title: string;
  RulesPage: ComponentType;
  onHome(): void;
  /** the way out, when it is not "Home" (a guest phone leaves the host's table) */
  homeLabel?: string;
  /** the line under the title, when it is not "the game is saved" */
  note?: string;
  /** opens the rules at this section (a first game's lesson, issue 34); a new `n` opens again */
  rulesAt?: { section: string; n: number } | null;
}

type Open = 'closed' | 'menu' | 'rules';

export function GameMenu({ title, RulesPage, onHome, homeLabel, note, rulesAt = null }: GameMenuProps) {
  const t = useT();
  const [open, setOpen] = useState<Open>('closed');
  // a lesson's cite ("Rules" and its section) opens the rules there (issue 34)
  const [asked, setAsked] = useState(0);
  if (rulesAt && rulesAt.n !== asked) {
    setAsked(rulesAt.n);
    setOpen('rules');
  }
  useHoldBots(open !== 'closed');
  const close = () => setOpen('closed');
  return (
    <>
      <button
        type="button"
        className="btn game-menu-button"
        aria-haspopup="dialog"
        aria-label={t('menu')}
        onClick={() => setOpen('menu')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {open === 'menu' && (
        <GameMenuSheet
          title={title}
          note={note}
          homeLabel={homeLabel}
          onRules={() => setOpen('rules')}
          onHome={onHome}
          close={close}
        />
      )}
      {open === 'rules' && (
        <RulesOverlay
          title={title}
          RulesPage={RulesPage}
          at={rulesAt?.section ?? null}
          asked={asked}
          close={close}
        />
      )}
    </>
  );
}
