// The page's scripts (React Router's <link rel="modulepreload"> tags and the module script that
// imports the route modules and starts hydration) wait until the page's main picture (the one image
// marked fetchpriority="high") is on screen: on a phone's narrow connection they would otherwise take
// the bandwidth and the processor that picture needs, while the server-drawn page is already readable
// (docs/decisions/0046). The preload tags leave the head; the module script first waits, then adds them
// back and imports what it imported before. A page without such a picture (cart, checkout, account,
// back office) keeps its tags, preloaded at low priority as before. React Router has no option for
// this, so the tags are rewritten in the finished document (storefront/entry.server.tsx).

const PRELOAD = '<link rel="modulepreload"';
const MODULE = '<script type="module"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
// React's preload of an <img fetchPriority="high">: only a page with a main picture waits for it.
const MAIN_PICTURE = 'fetchPriority="high"';

/**
 * Until the picture is painted (a largest-contentful-paint entry for it: Chromium, Firefox), or the
 * window's load event and one more frame (other browsers, or when something larger was painted first),
 * or the shopper presses a key or the screen, or 3 s have passed (a stalled picture, a tab opened in
 * the background). Every page with a main picture carries it: kept small.
 */
export const WAIT_FOR_THE_PICTURE =
  'await new Promise(g=>{const i=document.querySelector("img[fetchpriority=high]");if(!i)return g();' +
  'new PerformanceObserver(l=>l.getEntries().some(e=>e.element==i)&&g()).observe({type:"largest-contentful-paint",buffered:!0});' +
  'addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(g)));' +
  'for(const e of["pointerdown","keydown"])addEventListener(e,g,!0);setTimeout(g,3e3)});';

const STATIC_IMPORT = /import \* as (route\d+) from ("[^"]*");/g;
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});(\s*window\.__reactRouterRouteModules)/;

/** React Router's module script, made to wait: its static imports (fetched as soon as the script is
 * parsed) become imports after the wait, and the preloads are added to the head when it is over, at
 * low priority so that they stay out of the critical chain and behind the page's other pictures. */
function waitingModuleScript(tag: string, preloads: string[]): string {
  const open = tag.indexOf('>') + 1;
  const close = tag.lastIndexOf('</script>');
  const body = tag
    .slice(open, close)
    .replace(STATIC_IMPORT, 'const $1=await import($2);')
    // Written indented; every byte counts while the document fits the first round trip.
    .replace(MANIFEST, (whole, start: string, json: string, end: string) => {
      try {
        return `${start}${JSON.stringify(JSON.parse(json))};${end}`;
      } catch {
        return whole;
      }
    });
  const adds = preloads.length
    ? `for(const h of${JSON.stringify(preloads)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",fetchPriority:"low",href:h}));`
    : '';
  return `${tag.slice(0, open)}${WAIT_FOR_THE_PICTURE}${adds}${body}</script>`;
}

/** The whole document with its scripts rewritten; a page without script tags comes back as it was. */
export function withScriptsAfterThePicture(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const preloads: string[] = [];
  // Decided at the first script tag, from the head before it (React writes image preloads first).
  let waits: boolean | undefined;
  let out = '';
  // Where the text not yet copied starts; each tag is looked for once, from there (the document is
  // scanned once, not once per tag).
  let copied = 0;
  let preload = text.indexOf(PRELOAD);
  let module = text.indexOf(MODULE);
  for (;;) {
    const at = preload < 0 ? module : module < 0 ? preload : Math.min(preload, module);
    if (at < 0) break;
    const isPreload = at === preload;
    const close = isPreload ? '>' : '</script>';
    const end = text.indexOf(close, at);
    if (end < 0) break;
    const tag = text.slice(at, end + close.length);
    out += text.slice(copied, at);
    if (waits === undefined) waits = out.includes(MAIN_PICTURE);
    const href = isPreload ? / href="([^"]*)"/.exec(tag)?.[1] : undefined;
    if (!waits) out += isPreload ? tag.replace(PRELOAD, LOW) : tag;
    else if (href) preloads.push(href);
    else if (isPreload) out += tag;
    else out += waitingModuleScript(tag, preloads.splice(0));
    copied = end + close.length;
    if (preload >= 0 && preload < copied) preload = text.indexOf(PRELOAD, copied);
    if (module >= 0 && module < copied) module = text.indexOf(MODULE, copied);
  }
  if (copied === 0) return html;
  // Preloads without a module script after them (a page React Router drew without one) go back.
  return Buffer.from(out + text.slice(copied) + preloads.map((h) => `${PRELOAD} href="${h}"/>`).join(''));
}
