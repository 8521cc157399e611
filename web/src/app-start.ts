// The first script of a page the server rendered (decision 0013). The page is already drawn, so
// the app (React, the router and the page's code) is fetched only once the browser has shown it:
// that download never holds back the first paint. Then it takes over the markup (src/main.tsx).
// `data-app` names the app's entry module; the browser finds the rest from its imports.
//
// Built as its own entry (vite.config.ts) and loaded as a classic script, so it imports nothing.
{
  const entry = (document.currentScript as HTMLScriptElement).getAttribute('data-app') ?? '';
  requestAnimationFrame(() =>
    setTimeout(() => {
      const app = document.createElement('script');
      app.type = 'module';
      app.crossOrigin = '';
      app.src = entry;
      document.head.appendChild(app);
    }, 0),
  );
}
