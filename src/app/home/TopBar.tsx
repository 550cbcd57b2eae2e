// The header of every shell screen but Home: a way back and the screen's title.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { href } from '../router';

export function TopBar({ title }: { title: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // a new screen announces itself: focus moves to its title
  useEffect(() => heading.current?.focus(), []);
  return (
    <header className="topbar">
      <a className="btn topbar-back" href={href({ name: 'home' })}>
        <span aria-hidden="true">←</span>
        <span>{t('back')}</span>
      </a>
      <h1 tabIndex={-1} ref={heading}>
        {title}
      </h1>
    </header>
  );
}
