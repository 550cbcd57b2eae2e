// Tiny typed i18n: a dictionary per language, `{name}` placeholders, plural forms chosen by
// Intl.PluralRules (Russian has one/few/many/other, English one/other).
export type Lang = 'ru' | 'en';
export const LANGS: readonly Lang[] = ['ru', 'en'];

type PluralForms = { one: string; few?: string; many?: string; other: string };
export type Entry = string | PluralForms;
export type Dict = Record<string, Entry>;
type Params = Record<string, string | number>;

/** Bilingual strings: English is the key set, Russian must provide every key. */
export interface Bilingual<D extends Dict> {
  en: D;
  ru: { [K in keyof D]: Entry };
}

/** made on first use: the boot script reads this module too, and never needs them */
const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
/** one per language, made on first use: `toLocaleString(lang)` made a new one at every call */
const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};

function pluralForm(lang: Lang, n: number, forms: PluralForms): string {
  const cat = (pluralRules[lang] ??= new Intl.PluralRules(lang)).select(n) as keyof PluralForms;
  return forms[cat] ?? forms.other;
}

export function format(lang: Lang, entry: Entry | undefined, params?: Params): string {
  if (entry === undefined) return '';
  const text = typeof entry === 'string' ? entry : pluralForm(lang, Number(params?.count ?? 0), entry);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) =>
    params[k] === undefined ? m : formatValue(lang, params[k]),
  );
}

function formatValue(lang: Lang, v: string | number): string {
  return typeof v === 'number' ? (numberFormats[lang] ??= new Intl.NumberFormat(lang)).format(v) : v;
}

export type Translator<D extends Dict> = (key: keyof D & string, params?: Params) => string;

export function translator<D extends Dict>(strings: Bilingual<D>, lang: Lang): Translator<D> {
  const dict = strings[lang] as Record<string, Entry>;
  return (key, params) => format(lang, dict[key] ?? strings.en[key], params);
}

/** This browser's language (`detectLang` of its list; none outside a browser). */
export function browserLang(): Lang {
  return detectLang(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The language the browser prefers, Russian first when it is anywhere in the list. */
function detectLang(languages: readonly string[] | undefined): Lang {
  for (const l of languages ?? []) {
    const base = l.toLowerCase().slice(0, 2);
    if (base === 'ru' || base === 'uk' || base === 'be' || base === 'kk') return 'ru';
    if (base === 'en') return 'en';
  }
  return 'ru';
}
