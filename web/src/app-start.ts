// The first script of a page the server rendered (decision 0013). The page is already drawn, so
// the app (React, the router and the page's code) is fetched only once the browser has shown it:
// that download never holds back the first paint. Then it takes over the markup (src/main.tsx).
// `data-app` names the app's entry module; the browser finds the rest of the app's shell from its
// imports. `data-preload` names the modules of the page's own routes, which the entry only asks for
// later: preloaded now, they download beside it, and the app finds them already asked for (Vite's
// loader then adds no preload of its own for them).
//
// It also keeps the taps a visitor makes on the page's buttons before the app has taken it over
// (on a slow phone that is seconds), and makes them again, in order, once the app has marked the
// page ready (<html data-app="ready">, src/app.tsx), or, for a below-the-fold part whose code comes
// later, the part (data-ready, src/ui/deferred.tsx): nobody has to notice and tap twice. Links and
// the contact form's Send work without the app and are left alone.
//
// Built as its own entry (vite.config.ts) and loaded as a classic script, so it imports nothing.
{
  const early: HTMLButtonElement[] = [];
  // A button the app does not own yet: the app has not taken the page over, or the button is in a
  // below-the-fold part whose code comes as the visitor scrolls near (src/ui/deferred.tsx).
  const waiting = (button: Element) =>
    document.documentElement.dataset.app !== 'ready' || button.closest('[data-deferred]:not([data-ready])') !== null;
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled || !waiting(button)) return;
    // Held for the app: the half-started app must not see it too, or it would run twice.
    event.stopPropagation();
    event.preventDefault();
    early.push(button);
  };
  document.addEventListener('click', keep, true);
  // In the order they were made: a tap waits behind an earlier one whose button is not owned yet.
  const replay = () => {
    const button = early[0];
    if (!button || (button.isConnected && waiting(button))) return;
    early.shift();
    if (button.isConnected) button.click();
    setTimeout(replay, 0);
  };
  new MutationObserver(replay).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-app', 'data-ready'] });
}

// The header's text size buttons (decision 0047): a tap sets the size at once, before the app has
// come and after it (the app never fetches the buttons' code on a page the server drew), with no
// page load. It sets the `text_size` cookie (the buttons' name), which the server reads to draw the
// next page at that size, and <html data-text-size>, which the styles scale by and the buttons'
// state is drawn from (features/layout/text-size.ts). A page the browser shows again from its
// cache (back and forward) takes the size chosen since. The cookie says nothing private: the
// browsers' default (SameSite=Lax) is enough, and it needs no Secure flag.
{
  const show = (size: string) => {
    document.documentElement.dataset.textSize = size;
    for (const button of document.querySelectorAll<HTMLButtonElement>('[name=text_size]')) button.setAttribute('aria-pressed', `${button.value == size}`);
  };
  // Heard first (the window, capturing): React stops a tap on markup it has not taken over (the
  // buttons' part, which it never fetches) before it bubbles, and the form would then be posted.
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.<HTMLButtonElement>('[name=text_size]');
      if (!button) return;
      event.preventDefault();
      document.cookie = `text_size=${button.value};path=/;max-age=${button.value == 'standard' ? 0 : 4e7}`;
      show(button.value);
    },
    true,
  );
  addEventListener('pageshow', () => show(/text_size=(\w+)/.exec(document.cookie)?.[1] ?? 'standard'));
}

{
  const script = document.currentScript as HTMLScriptElement;
  const entry = script.getAttribute('data-app') ?? '';
  const routeModules = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  const add = (element: HTMLScriptElement | HTMLLinkElement) => {
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  // One module per task: adding a preload costs the browser a millisecond or two, and a page's
  // routes can have a dozen modules; a tap is never kept waiting behind them.
  const preloadNext = () => {
    const href = routeModules.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
    setTimeout(preloadNext, 0);
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      const app = document.createElement('script');
      app.type = 'module';
      app.src = entry;
      add(app);
      setTimeout(preloadNext, 0);
    }, 0),
  );
}
