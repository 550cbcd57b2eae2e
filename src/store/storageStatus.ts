import { create } from 'zustand';

export type StorageHealth = 'ok' | 'unavailable' | 'full' | 'failing' | 'timeout';

export interface QuarantinedItem {
  key: string;
  of: string;
  reason: string;
  text: string;
}

interface StorageStatus {
  health: StorageHealth;
  detail: string;
  quarantined: QuarantinedItem[];
  report(health: StorageHealth, detail?: string): void;
  addQuarantined(item: QuarantinedItem): void;
  removeQuarantined(key: string): void;
}

export const useStorageStatus = create<StorageStatus>()((set) => ({
  health: 'ok',
  detail: '',
  quarantined: [],
  report: (health, detail = '') =>
    set((s) => (s.health === health && s.detail === detail ? s : { health, detail })),
  addQuarantined: (item) =>
    set((s) =>
      s.quarantined.some((q) => q.key === item.key) ? s : { quarantined: [...s.quarantined, item] },
    ),
  removeQuarantined: (key) => set((s) => ({ quarantined: s.quarantined.filter((q) => q.key !== key) })),
}));
