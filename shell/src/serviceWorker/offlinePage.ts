// The page a navigation gets from the service worker when the network fails: the society's name (from the cached
// mf-config.json), "You are offline" and Retry, never the browser's error page. Self-contained (inline style and
// script, the colours of shared/src/styles/tokens.css): nothing else can be fetched while offline. Retry reloads once
// the site answers (else it says the page will), and on the `online` event the page tries by itself, a few times,
// further apart; a reload of its own that meets the offline page again (a connection that came back and dropped)
// goes on with the tries it had left, so a flaky connection is not left on this page.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const DEFAULT_SOCIETY_NAME = 'Co-operative Society';

export function offlinePageHtml(societyName: string = DEFAULT_SOCIETY_NAME): string {
  const name = escapeHtml(societyName.trim() || DEFAULT_SOCIETY_NAME);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#0b6e4f" />
<title>You are offline · ${name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7f6;color:#1d2939;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{max-width:22rem;margin:1rem;padding:2rem 1.5rem;background:#fff;border:1px solid #d0d5dd;border-radius:16px;text-align:center}
.society{margin:0 0 1.5rem;color:#0b6e4f;font-weight:600}
h1{margin:0 0 .75rem;font-size:1.5rem}
p{margin:0 0 1.5rem;color:#5b6472}
button{min-height:44px;min-width:8rem;padding:0 1.5rem;border:0;border-radius:10px;background:#0b6e4f;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#08563d}
button:focus-visible{outline:2px solid #2e90fa;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="society">${name}</p>
<h1>You are offline</h1>
<p>Check your mobile data or Wi-Fi. The app opens again as soon as you are connected.</p>
<button type="button" id="retry">Retry</button>
<p id="status" role="status" aria-live="polite"></p>
</main>
<script>
(function () {
  var status = document.getElementById('status');
  var STILL_OFFLINE = 'Still offline. This page reloads by itself when the connection is back.';
  var TRIES_KEY = 'coop.offline.tries';
  var LAST_TRY = 5;
  // a HEAD of this page goes past the worker (it answers GETs only): whether the site answers, not the cache
  function reachable() {
    return fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(function (r) { return r.status < 500; }, function () { return false; });
  }
  function rememberTries(tries) {
    try {
      sessionStorage.setItem(TRIES_KEY, JSON.stringify({ tries: tries, at: Date.now() }));
    } catch (e) {}
  }
  // the tries a reload this page made by itself had left, when that reload landed here again (the connection
  // dropped again on the way): read once, and only just after that reload
  function carriedTries() {
    try {
      var carried = JSON.parse(sessionStorage.getItem(TRIES_KEY) || 'null');
      sessionStorage.removeItem(TRIES_KEY);
      return carried && Date.now() - carried.at < 60000 ? carried.tries : 0;
    } catch (e) {
      return 0;
    }
  }
  // the connection may come back a moment after the browser says so: a few more tries, further apart
  function later(attempt) {
    if (attempt <= LAST_TRY) setTimeout(function () { tryAgain(attempt, false); }, 1000 * Math.pow(2, attempt - 1));
  }
  function tryAgain(attempt, fromRetry) {
    reachable().then(function (ok) {
      if (ok) {
        if (!fromRetry) rememberTries(attempt + 1);
        return location.reload();
      }
      if (fromRetry) status.textContent = STILL_OFFLINE;
      else later(attempt + 1);
    });
  }
  document.getElementById('retry').addEventListener('click', function () { tryAgain(0, true); });
  window.addEventListener('online', function () { tryAgain(0, false); });
  var carried = carriedTries();
  if (carried > 0 && navigator.onLine) later(carried);
})();
</script>
</body>
</html>`;
}

/** the offline page as the worker answers a navigation with it */
export function offlineResponse(societyName?: string): Response {
  return new Response(offlinePageHtml(societyName), {
    // 200, not 503: Chromium counts an app whose start page answers offline as installable
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
