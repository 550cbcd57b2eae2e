// Which sections of a game's docs/rules document its lessons teach (issue 34), for the coverage test.
import type { AnyLesson } from '../../src/kit/lessons';
import { readDoc, type Doc } from '../architecture/rulesCites';

/** Every numbered section of the document, in order, as a game's folder writes them (no file name). */
export function sectionsOf(doc: Doc): string[] {
  return [...readDoc(doc).sections.keys()].filter((k) => /^\d/.test(k)).map((k) => `§${k}`);
}

/**
 * The sections no lesson names, as its own or among those it teaches on the way. A lesson of a
 * game's folder cites its game's document by `§n`; another document by its name first
 * (`companion §3.1`, docs/rules/README.md).
 */
export function uncovered(doc: Doc, lessons: readonly AnyLesson<never>[], prefix = ''): string[] {
  const taught = new Set(lessons.flatMap((l) => [l.section, ...(l.also ?? [])]));
  return sectionsOf(doc).filter((s) => !taught.has(`${prefix}${s}`));
}
