// Puts the zustand stores back to their first state (zustand docs: reset between tests): the
// saved games (the open game's lock released first), the queued game writes, the database
// handle, settings, storage status and history.
import { useGameWrites } from '../../src/store/gameRecords';
import { useHistory } from '../../src/store/history';
import { useDb } from '../../src/store/persistence';
import { useSessions } from '../../src/store/sessions';
import { defaultSettings, useSettings } from '../../src/store/settings';
import { useStorageStatus } from '../../src/store/storageStatus';

const initialSettings = useSettings.getState();

export function resetStores(): void {
  useSessions.getState().close();
  useSessions.setState(useSessions.getInitialState(), true);
  useGameWrites.setState(useGameWrites.getInitialState(), true);
  useDb.setState(useDb.getInitialState(), true);
  useSettings.setState({ ...initialSettings, ...defaultSettings(), loaded: false }, true);
  useStorageStatus.setState(useStorageStatus.getInitialState(), true);
  useHistory.setState(useHistory.getInitialState(), true);
}
