// What a guest phone's game screen is given, from what the host sent: the table view and this
// phone's own seats' views; other phones' seats look played elsewhere, and an action goes to the
// host (none for a seat that is not this phone's, none without a link).
import { useMemo } from 'react';
import type { AnyScreenProps } from '../../kit/game';
import { isBot } from '../../kit/botSeat';
import type { HostMessage } from '../../kit/net/protocol';
import { RuleError } from '../../kit/rules';
import { onOtherPhone } from '../../kit/seatPlace';
import { navigate } from '../router';
import { sendAction } from './netGuest';

export function useGuestScreenProps(
  info: Extract<HostMessage, { t: 'game' }> | null,
  state: Extract<HostMessage, { t: 'state' }> | null,
) {
  return useMemo<AnyScreenProps | null>(() => {
    if (!info || !state) return null;
    const yours = info.yours;
    return {
      table: state.table,
      viewFor: (seat) => state.seats.find((s) => s.seat === seat)?.view ?? state.table,
      seats: info.seats.map((s, i) => (yours.includes(i) || isBot(s) ? s : onOtherPhone(s))),
      config: info.config,
      sessionId: info.sessionId,
      dispatch: (action) => {
        if (!yours.includes(action.seat)) return new RuleError('not-your-seat');
        return sendAction(action) ? null : new RuleError('no-link');
      },
      exit: () => navigate({ name: 'home' }),
      // the host starts the next game (the bar says so): no Rematch button that does nothing here
      rematch: null,
    };
  }, [info, state]);
}
