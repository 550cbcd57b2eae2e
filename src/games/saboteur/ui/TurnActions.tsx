// The buttons that act, under the maze: turn and place a path card, play an action card (on a
// seat, a card or a goal), pass, heal, switch to discarding or healing (deluxe), cancel. Each
// keeps its place while it shows, so focus stays on it as the choice changes.
import { useT } from '../../../i18n/useT';
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules/types';
import { placementSpots } from './choices';
import { useSabT } from './strings';
import { chosenCard, chosenUse, passReady, type TurnChoice, type TurnEvent } from './turnChoice';
import { cardName } from './words';

/** A path card's buttons: turn it round, and lay it on the chosen spot. */
function PathButtons({
  canTurn,
  ready,
  send,
  confirm,
}: {
  canTurn: boolean;
  ready: boolean;
  send(e: TurnEvent): void;
  confirm(): void;
}) {
  const t = useSabT();
  return (
    <>
      <button
        type="button"
        className="btn sab-rotate"
        onClick={() => send({ type: 'rotate' })}
        disabled={!canTurn}
        title={t('rotate')}
      >
        <span aria-hidden="true">↻</span>
        <span className="visually-hidden">{t('rotate')}</span>
      </button>
      <button type="button" className="btn btn-primary sab-place" disabled={!ready} onClick={confirm}>
        {t('placeHere')}
      </button>
    </>
  );
}

/** Deluxe: instead of playing, discard cards or heal (when a heal is open to this seat). */
function ModeButtons({ heal, send }: { heal: boolean; send(e: TurnEvent): void }) {
  const t = useSabT();
  return (
    <>
      <button type="button" className="btn" onClick={() => send({ type: 'mode', mode: 'pass' })}>
        {t('discardMode')}
      </button>
      {heal && (
        <button type="button" className="btn" onClick={() => send({ type: 'mode', mode: 'heal' })}>
          {t('healMode')}
        </button>
      )}
    </>
  );
}

export function TurnActions({
  view,
  seats,
  choice,
  send,
  ready,
  confirm,
  onPass,
}: {
  view: View;
  seats: SeatInfo[];
  choice: TurnChoice;
  send(e: TurnEvent): void;
  /** whether the choice makes an action */
  ready: boolean;
  confirm(): void;
  onPass(): void;
}) {
  const t = useSabT();
  const shell = useT();
  const card = chosenCard(view, choice);
  const use = chosenUse(view, choice);
  const play = choice.mode === 'play';
  const deluxe = view.config.mode === 'deluxe';
  const heal = view.turn?.heal ?? null;
  const spots = card && use === 'path' ? placementSpots(view, card) : [];
  const confirmButton = (label: string) => (
    <button type="button" className="btn btn-primary" disabled={!ready} onClick={confirm}>
      {label}
    </button>
  );
  return (
    <div className="sab-actions">
      {play && card && use === 'path' && (
        <PathButtons canTurn={spots.length > 0} ready={ready} send={send} confirm={confirm} />
      )}
      {play &&
        card &&
        (use === 'seat' || use === 'self') &&
        confirmButton(
          choice.target ? t('playOn', { name: seats[choice.target.seat]?.name ?? '' }) : t('play'),
        )}
      {play &&
        card &&
        (use === 'rockfall' || use === 'map') &&
        confirmButton(use === 'rockfall' ? t('removeThis') : t('peekHere'))}
      {play && card && !deluxe && (
        <button type="button" className="btn sab-pass-one" onClick={onPass}>
          {t('passOne')}
        </button>
      )}
      {choice.mode === 'pass' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!passReady(view, choice)}
          onClick={onPass}
        >
          {t('passMany', { count: choice.multi.length })}
        </button>
      )}
      {choice.mode === 'heal' &&
        confirmButton(t('healDo', { card: choice.remove ? cardName(t, choice.remove) : '…' }))}
      {deluxe && play && <ModeButtons heal={!!heal} send={send} />}
      {!play && (
        <button type="button" className="btn" onClick={() => send({ type: 'cancel' })}>
          {shell('cancel')}
        </button>
      )}
    </div>
  );
}
