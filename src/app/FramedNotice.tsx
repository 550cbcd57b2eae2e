// Shown instead of the app when another page frames it (issue 15, fault 14): a framing page
// could show the saved games under its own buttons (clickjacking). A meta CSP cannot set
// frame-ancestors, so the app checks for itself and offers to open in its own window. Stored
// data and settings are never read here, so both languages show (main.tsx loads both first).
import { LANGS } from '../i18n/core';
import { shellTranslator } from '../i18n/useT';

export function FramedNotice() {
  const url = location.href;
  return (
    <main id="main" className="app-main page framed-notice">
      {LANGS.map((lang) => (
        <section key={lang} lang={lang}>
          <p>{shellTranslator(lang)('framedBody')}</p>
          <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer">
            {shellTranslator(lang)('framedOpen')}
          </a>
        </section>
      ))}
    </main>
  );
}
