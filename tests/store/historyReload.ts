// The app started again on the same storage, with the player history read back too: what the
// history tests (a result written at the end, one corrected after it) do between their steps.
import { GAME_IDS } from '../../src/games/registry';
import { historyWritten, useHistory } from '../../src/store/history';
import { historyNoted, useSessions } from '../../src/store/sessions';
import { flushWrites } from './helpers';
import { resetStores } from './resetStores';

export async function reload(): Promise<void> {
  await historyNoted();
  await flushWrites();
  await historyWritten();
  resetStores();
  await useSessions.getState().load(GAME_IDS);
  await useHistory.getState().load(GAME_IDS);
}
