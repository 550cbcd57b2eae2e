// The shell: loads stored data, applies the theme and language, and shows the route.
import { useEffect } from 'react';
import { useSessions } from '../store/sessions';
import { useSettings } from '../store/settings';
import { listQuarantined } from '../store/persistence';
import { GameHost } from './GameHost';
import { HomeScreen } from './home/HomeScreen';
import { NewGameScreen } from './newGame/NewGameScreen';
import { SavedGamesScreen } from './saved/SavedGamesScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { RulesScreen } from './rules/RulesScreen';
import { StorageBanner } from './StorageBanner';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { useRoute } from './router';
import { useThemeAndLang } from './useThemeAndLang';

export function App() {
  const route = useRoute();
  useThemeAndLang();
  useEffect(() => {
    void useSettings.getState().load();
    void useSessions.getState().load();
    void listQuarantined();
  }, []);
  return (
    <>
      <StorageBanner />
      <UpdatePrompt />
      <main id="main" className="app-main">
        {route.name === 'home' && <HomeScreen />}
        {route.name === 'new' && <NewGameScreen gameId={route.gameId} />}
        {route.name === 'play' && <GameHost key={route.sessionId} sessionId={route.sessionId} />}
        {route.name === 'saved' && <SavedGamesScreen />}
        {route.name === 'settings' && <SettingsScreen />}
        {route.name === 'rules' && <RulesScreen gameId={route.gameId} />}
      </main>
    </>
  );
}
