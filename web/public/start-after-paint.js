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
  // Starting a fetch costs the page's thread about a millisecond on a laptop (measured in Chromium, with links or
  // fetch() alike), and several under Lighthouse, whose Total Blocking Time counts every task's time past 50 ms on
  // a phone four times slower: the links go in while a slice of SLICE_MS lasts, each slice a task of its own.
  var SLICE_MS = 5;
  // Each step is a task of its own. A message, not setTimeout: nested timeouts wait at least 4 ms each.
  var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  var steps = [];
  if (channel) {
    channel.port1.onmessage = function () {
      steps.shift()();
    };
  }
  var next = function (step) {
    if (!channel) return setTimeout(step, 0);
    steps.push(step);
    channel.port2.postMessage(null);
  };
  function fetchFrom(index) {
    if (index >= fetched.length) return next(function () {
      runFrom(0);
    });
    var sliceStart = performance.now();
    do {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = fetched[index];
      document.head.appendChild(link);
      index += 1;
    } while (index < fetched.length && performance.now() - sliceStart < SLICE_MS);
    next(function () {
      fetchFrom(index);
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
