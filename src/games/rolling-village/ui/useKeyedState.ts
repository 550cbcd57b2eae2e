// State that falls back to its initial value whenever `key` changes (a new roll, a new stage),
// derived during render instead of reset in an effect.
import { useCallback, useState } from 'react';

export function useKeyedState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [stored, setStored] = useState<{ key: string; value: T }>({ key, value: initial });
  const set = useCallback((value: T) => setStored({ key, value }), [key]);
  return [stored.key === key ? stored.value : initial, set];
}
