// Keeps the site on this device for offline use (/sw.js, made by scripts/service-worker.mjs).
// Shows "available offline" on pages with an island once the worker holds the site. A new
// deploy's worker takes over only when this is the site's one tab, right after it loaded, and
// then the page reloads once, so no page mixes two versions. Nothing waits on the worker: one
// that fails to load leaves the page as it is.
// Also: the language switch keeps the reader in place. Its links name the same page; just before
// one is followed, it takes the address as it is now, query and fragment too.
(function () {
  function keepPlace(event) {
    var link = event.target.closest && event.target.closest('a[data-lang-link]');
    var here = /^\/(?:en|de|nl)(\/.*)$/.exec(location.pathname);
    if (link && here) link.href = '/' + link.getAttribute('data-lang-link') + here[1] + location.search + location.hash;
  }
  ['pointerdown', 'focusin', 'click'].forEach(function (type) {
    document.addEventListener(type, keepPlace, true);
  });

  var sw = navigator.serviceWorker;
  if (!sw) return;
  var asked = false;
  function mark() {
    var badge = document.getElementById('offline-ready');
    if (badge && sw.controller && document.querySelector('astro-island')) badge.hidden = false;
  }
  sw.addEventListener('controllerchange', function () {
    if (asked) location.reload();
    else mark();
  });
  sw.register('/sw.js', { updateViaCache: 'none' }).then(function (reg) {
    if (reg && reg.waiting && sw.controller) {
      asked = true;
      reg.waiting.postMessage('take-over-if-alone');
    }
  }, function () {});
  mark();
})();
