// React Router keeps the position in its own history stack in history.state.idx:
// 0 means this page opened the app (a deep link or a reload of the first entry),
// so going back would leave the app.
export function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}
