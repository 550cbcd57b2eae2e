// The other phone's code entered as text (issue 30: short enough to read out or type): the only
// way in on a phone with no camera, where its button is the primary one.
import { useState } from 'react';
import { useMultiT } from './strings';

export function PasteCode({
  primary,
  busy,
  onSubmit,
}: {
  primary: boolean;
  /** a code is being used: one at a time */
  busy: boolean;
  onSubmit(text: string): void;
}) {
  const t = useMultiT();
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text);
      }}
    >
      <label htmlFor="multi-paste">{t('pasteLabel')}</label>
      <textarea
        id="multi-paste"
        rows={3}
        value={text}
        spellCheck={false}
        autoCapitalize="characters"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={primary ? 'btn btn-primary' : 'btn'} disabled={!text.trim() || busy}>
        {t('useCode')}
      </button>
      {busy && <output>{t('connecting')}</output>}
    </form>
  );
}
