// Runs before the first paint so the page never flashes the wrong theme.
// Mirrors readInitialTheme/applyTheme in src/lib/theme.ts; keep the two in step.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('theme');
  } catch (e) {
    // Storage can be blocked (private modes, policies); fall back to the system preference.
  }
  var dark =
    saved === 'dark' ||
    (saved !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0E1524' : '#FBF7EE');
})();
