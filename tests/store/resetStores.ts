// Puts the zustand stores back to their first state (zustand docs: reset between tests).
import { resetGameRecordsForTests } from '../../src/store/gameRecords';
import { useHistory } from '../../src/store/history';
import { resetSessionsForTests, useSessions } from '../../src/store/sessions';
import { defaultSettings, useSettings } from '../../src/store/settings';
import { useStorageStatus } from '../../src/store/storageStatus';

const initialSessions = useSessions.getState();
const initialSettings = useSettings.getState();
const initialStatus = useStorageStatus.getState();

export function resetStores(): void {
  useSessions.setState(initialSessions, true);
  useSettings.setState({ ...initialSettings, ...defaultSettings(), loaded: false }, true);
  useStorageStatus.setState(initialStatus, true);
  useSessions.getState().close();
  resetSessionsForTests();
  resetGameRecordsForTests();
  useHistory.setState(useHistory.getInitialState(), true);
}
