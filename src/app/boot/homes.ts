// Build time only (scripts/shell-plugin.ts loads this through Vite's module runner): the home
// screen's markup in every language, rendered one language after the other.
import { LANGS, type Lang } from '../../i18n/core';
import { renderHome } from './renderHome';

export const homes = {} as Record<Lang, string>;
for (const lang of LANGS) homes[lang] = await renderHome(lang);
