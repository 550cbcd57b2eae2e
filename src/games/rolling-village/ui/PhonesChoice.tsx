// The choice of phones on the new-game screen (§13.3): this phone only, a new shared game whose
// code is shown to read aloud, or joining a game by typing its code (read by the rules).
import type { CodeReading } from '../rules/setup-helper';
import { CodeDisplay } from './Parts';
import { codeErrorMessage, type RvT } from './present';

export type Phones = 'one' | 'host' | 'join';

export function PhonesChoice({
  phones,
  hostCode,
  joinInput,
  joinReading,
  touched,
  onPhones,
  onDrawNew,
  onCode,
  onTouched,
  t,
}: {
  phones: Phones;
  /** the code of a new shared game, once its seed is drawn; else null */
  hostCode: string | null;
  joinInput: string;
  /** the typed code as the rules read it, when joining */
  joinReading: CodeReading | null;
  /** the code field was left once (a code still too short is then named) */
  touched: boolean;
  onPhones(p: Phones): void;
  onDrawNew(): void;
  onCode(input: string): void;
  onTouched(): void;
  t: RvT;
}) {
  return (
    <fieldset>
      <legend>{t('phonesTitle')}</legend>
      <div className="rv-radio-list">
        {(['one', 'host', 'join'] as const).map((p) => (
          <label key={p} className="rv-radio">
            <input type="radio" name="rv-phones" checked={phones === p} onChange={() => onPhones(p)} />
            <span>{p === 'one' ? t('phonesOne') : p === 'host' ? t('phonesNew') : t('phonesJoin')}</span>
          </label>
        ))}
      </div>
      {phones === 'host' && hostCode !== null && (
        <div className="rv-host-code">
          <CodeDisplay code={hostCode} />
          <p className="rv-small">{t('phonesNewHint')}</p>
          <button type="button" className="btn" onClick={onDrawNew}>
            {t('drawNew')}
          </button>
        </div>
      )}
      {phones === 'join' && (
        <JoinCode
          input={joinInput}
          reading={joinReading}
          touched={touched}
          onCode={onCode}
          onTouched={onTouched}
          t={t}
        />
      )}
    </fieldset>
  );
}

/** What the code field says: fine, waiting for a code, or what is wrong with it. */
function joinMessage(
  t: RvT,
  reading: CodeReading | null,
  touched: boolean,
): { text: string; error: boolean } | null {
  if (!reading) return null;
  if (reading.ok) return { text: t('joinOk'), error: false };
  if (reading.code === '') return { text: t('joinEmpty'), error: false };
  if (reading.incomplete && !touched) return { text: t('joinEmpty'), error: false };
  return { text: codeErrorMessage(t, reading), error: true };
}

/** The field where a joining phone types the code it was given, and what the rules make of it. */
function JoinCode({
  input,
  reading,
  touched,
  onCode,
  onTouched,
  t,
}: {
  input: string;
  reading: CodeReading | null;
  touched: boolean;
  onCode(input: string): void;
  onTouched(): void;
  t: RvT;
}) {
  const message = joinMessage(t, reading, touched);
  return (
    <div className="rv-join">
      <label htmlFor="rv-join-code">{t('joinLabel')}</label>
      <input
        id="rv-join-code"
        type="text"
        className="rv-join-input"
        value={input}
        placeholder={t('joinPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        aria-invalid={message?.error ?? false}
        aria-describedby="rv-join-msg"
        onChange={(e) => onCode(e.target.value)}
        onBlur={onTouched}
      />
      {message && (
        <p
          id="rv-join-msg"
          className={message.error ? 'error-text' : reading?.ok ? 'rv-ok' : 'muted'}
          role={message.error ? 'alert' : 'status'}
          data-testid="rv-join-msg"
        >
          {message.text}
        </p>
      )}
      {!reading?.ok && <p className="muted rv-small">{t('joinNeeded')}</p>}
    </div>
  );
}
