// Starts the app's module (data-entry) once the server-rendered page has painted, fetching the modules
// it imports (data-preload, space-separated) at the same time: the page shows before the browser spends
// network or processor time on the app's code (web/src/app/main.tsx then hydrates it).
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var preload = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      // One insertion for all of them: each insertion into <head> costs the browser a pass over the page.
      var fragment = document.createDocumentFragment();
      preload.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        fragment.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      fragment.appendChild(script);
      document.head.appendChild(fragment);
    }, 0);
  });
})();
