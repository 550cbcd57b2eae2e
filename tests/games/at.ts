/**
 * `xs[i]`, or a clear failure when the list has no such element: for tests under
 * `noUncheckedIndexedAccess` that read an element the code under test should have produced.
 */
export function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`expected an element at index ${i}, the list has ${xs.length}`);
  return x;
}
