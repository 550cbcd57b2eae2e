// The game's rules page over the game (GameMenu's Rules), an opaque modal dialog closed back to
// the very same screen; opened at a section (a first game's lesson cite, issue 34), that part is
// scrolled to and lit.
import { useEffect, useRef, type ComponentType } from 'react';
import { useT } from '../i18n/useT';
import { useModalDialog } from '../kit/ui/useModalDialog';

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

export function RulesOverlay({
  title,
  RulesPage,
  at,
  asked,
  close,
}: {
  title: string;
  RulesPage: ComponentType;
  /** the section to open at; null: the page's top */
  at: string | null;
  /** how many times a section was asked for: each asking lights it again */
  asked: number;
  close(): void;
}) {
  const t = useT();
  const rules = useModalDialog(true);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const part = at && page.current ? rulesPart(page.current, at) : null;
    if (!part) return;
    part.scrollIntoView?.({ block: 'start' });
    part.setAttribute('data-lesson-on', '');
    return () => part.removeAttribute('data-lesson-on');
  }, [at, asked]);
  return (
    <dialog
      ref={rules}
      className="rules-overlay"
      aria-labelledby="rules-overlay-title"
      onCancel={(e) => (e.preventDefault(), close())}
    >
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
    </dialog>
  );
}
