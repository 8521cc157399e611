// The first script of a page the server rendered (decision 0013). The page is already drawn, so
// the app (React, the router and the page's code) is fetched only once the browser has shown it:
// that download never holds back the first paint. Then it takes over the markup (src/main.tsx).
// `data-app` names the app's entry module, `data-preload` the modules it will need at once.
(function () {
  var script = document.currentScript;
  var start = function () {
    // One insertion for all of them: the page's styles are not looked at again for each link.
    var tags = document.createDocumentFragment();
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = script.getAttribute('data-app');
    tags.appendChild(app);
    document.head.appendChild(tags);
  };
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
