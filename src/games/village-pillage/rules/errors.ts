// The codes of every RuleError this engine throws (spec §14 error codes): the UI words each one
// in both languages from a Record keyed by this type, so a new code is a compile error there.

export const RULE_ERROR_CODES = [
  'bad-action',
  'bad-choice',
  'bad-config',
  'bad-input',
  'card-not-in-hand',
  'not-your-turn',
  'same-card-twice',
  'wrong-phase',
] as const;

export type VpErrorCode = (typeof RULE_ERROR_CODES)[number];

export function isVpErrorCode(code: string): code is VpErrorCode {
  return (RULE_ERROR_CODES as readonly string[]).includes(code);
}
