// The language chosen last on this phone (its copy in localStorage: store/hints.ts) is asked for
// first thing (main.tsx imports this before React), so its first screen's strings are fetched while React
// is still being evaluated. The settings store, which holds the choice itself and pushes every
// later change, is not in the first chunk (issue 32, first screen): it loads once home is up.
import { setCurrentLang } from '../i18n/lang';
import { rememberedLang } from '../store/hints';

void setCurrentLang(rememberedLang(), 'first');
