export function StorageBanner() {
  return null;
}
