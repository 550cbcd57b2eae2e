// The way out of every game screen, handoffs and private screens included: a small menu button
// in the top corner opens Home (the game is already saved action by action; reopening it goes
// through a handoff again, because who unlocked a private screen is never kept) and Rules (the
// game's rules page over the game, closed back to the very same screen: the game screen stays
// mounted underneath, so a half-made plan stays). Both sheets are opaque modal dialogs: nothing
// of a private screen shows through or can be reached behind them, and bots wait meanwhile.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '../i18n/useT';
import { useHoldBots } from '../kit/botHold';
import { useModalDialog } from '../kit/ui/useModalDialog';

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

/**
 * The part of a rules page about `section` (e.g. Village Pillage §7.2): the part whose
 * data-rules-section lists it (a game's page marks its parts), else the part about its parent
 * section, else none (the page opens at its top).
 */
function rulesPart(root: HTMLElement, section: string): HTMLElement | null {
  const parts = [...root.querySelectorAll<HTMLElement>('[data-rules-section]')];
  for (let s = section; s; s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : '') {
    const hit = parts.find((p) => (p.dataset.rulesSection ?? '').split(' ').includes(s));
    if (hit) return hit;
  }
  return null;
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
  const page = useRef<HTMLDivElement>(null);
  const at = open === 'rules' ? (rulesAt?.section ?? null) : null;
  useEffect(() => {
    const part = at && page.current ? rulesPart(page.current, at) : null;
    if (!part) return;
    part.scrollIntoView?.({ block: 'start' });
    part.setAttribute('data-lesson-on', '');
    return () => part.removeAttribute('data-lesson-on');
  }, [at, asked]);
  useHoldBots(open !== 'closed');
  const menu = useModalDialog(open === 'menu');
  const rules = useModalDialog(open === 'rules');
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
        <dialog
          ref={menu}
          className="dialog game-menu"
          aria-labelledby="game-menu-title"
          onCancel={(e) => (e.preventDefault(), close())}
        >
          {open === 'menu' && (
            <div className="game-menu-sheet">
              <h2 id="game-menu-title">{title}</h2>
              <p className="muted">{note ?? t('menuSaved')}</p>
              <button type="button" className="btn btn-big" onClick={() => setOpen('rules')}>
                {t('rules')}
              </button>
              <button type="button" className="btn btn-big" onClick={onHome}>
                {homeLabel ?? t('home')}
              </button>
              <button type="button" className="btn btn-primary btn-big" onClick={close} autoFocus>
                {t('backToGame')}
              </button>
            </div>
          )}
        </dialog>
      )}
      {open === 'rules' && (
        <dialog
          ref={rules}
          className="rules-overlay"
          aria-labelledby="rules-overlay-title"
          onCancel={(e) => (e.preventDefault(), close())}
        >
          {open === 'rules' && (
            <>
              <header className="topbar rules-overlay-bar">
                <h2 id="rules-overlay-title" tabIndex={-1} autoFocus>
                  {t('rules')}: {title}
                </h2>
              </header>
              <div className="rules-page" ref={page}>
                <RulesPage />
              </div>
              <div className="bottom-bar">
                <button type="button" className="btn btn-primary btn-big" onClick={close}>
                  {t('backToGame')}
                </button>
              </div>
            </>
          )}
        </dialog>
      )}
    </>
  );
}
