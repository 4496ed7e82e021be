// Starts the app once the server-rendered page has painted (src/api/web/site-head.ts writes this script's
// attributes): the page shows before the browser spends network or processor time on the app's code, and
// web/src/app/main.tsx then hydrates it.
// - data-modules: the chunks the entry (data-entry) imports, each listed after its own imports;
// - data-preload: the chunks of the page's route, which the entry loads itself.
// Everything is fetched at once; the entry's imports then run one chunk per task, and the entry last.
// Lighthouse's Total Blocking Time counts every task past 50 ms on a phone four times slower than a
// laptop: run as one module graph, the app's code was a single task of about 90 ms on the laptop.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var list = function (name) {
    return (self.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var modules = list('data-modules');
  var fetched = modules.concat(list('data-preload'));
  // Starting a fetch costs the page's thread about a millisecond (measured in Chromium, with links or
  // fetch() alike): the links go in eight at a time, one batch per task.
  var BATCH = 8;
  var next = function (step) {
    setTimeout(step, 0);
  };
  function fetchFrom(index) {
    if (index >= fetched.length) return next(function () {
      runFrom(0);
    });
    var fragment = document.createDocumentFragment();
    fetched.slice(index, index + BATCH).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      fragment.appendChild(link);
    });
    document.head.appendChild(fragment);
    next(function () {
      fetchFrom(index + BATCH);
    });
  }
  // A module script runs its module (and any import not yet run) in a task of its own and fires `load`
  // once it has run; the next one waits for that.
  function runFrom(index) {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = index < modules.length ? modules[index] : entry;
    if (index < modules.length) {
      script.onload = script.onerror = function () {
        next(function () {
          runFrom(index + 1);
        });
      };
    }
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    next(function () {
      fetchFrom(0);
    });
  });
})();
