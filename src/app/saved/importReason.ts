// Why a file or one of its games could not come in, in the person's language.
import { type ShellKey, useT } from '../../i18n/useT';

/** The reason's words: a `part` parameter is itself a string key (the damaged part of a game). */
export function useImportReason(): (code: ShellKey, params: Record<string, string | number>) => string {
  const t = useT();
  return (code, params) =>
    t(code, typeof params.part === 'string' ? { ...params, part: t(params.part as ShellKey) } : params);
}
