// Taps and typing before the page wakes (docs/decisions/0054). The server's page is readable long
// before React has hydrated it on a phone (scripts wait for the main picture, decision 0046), and a
// button without React does nothing. A tiny inline script in the head, the first script of the page,
// keeps every press of a button, radio or checkbox and every sent form (method="post") until React
// has hydrated, marks the control as taken at once (data-early-tap, styles/base.css), and remembers
// what was typed or autofilled. Once hydrated, root.tsx calls wakeEarlyTaps: when anything was kept,
// early-taps-replay.ts (a file of its own, fetched only then) puts the text into React's state and
// carries out each tap, once, in the order made (event replay, as Google's JSAction does). A form sent with method="get" (the search box) and plain links work without
// scripts and are left to the browser.

import type { Early } from './early-taps-replay';
import { enterText, type Field, isTick } from './early-typed-text';

/**
 * The inline capture. `window.__early` holds the taps (`q`: target, its path from <body>, the form
 * and its submitter) and the typed fields (`v`). Its listeners do nothing once <html data-hydrated>
 * is set; before that they stop the event from reaching anything else, so a press in the instant
 * React starts listening is not carried out twice. Kept small: it is in every page's first bytes.
 */
export const EARLY_TAPS_SCRIPT =
  '(()=>{const d=document,r=d.documentElement,q=[],v=new Map,E=window.__early={q,v};' +
  'const p=e=>{const a=[];for(;e&&e.parentElement&&e!==d.body;e=e.parentElement)a.unshift([].indexOf.call(e.parentElement.children,e));return a},' +
  'o=(t,f)=>d.addEventListener(t,e=>{E.z||r.hasAttribute("data-hydrated")||f(e)},!0),' +
  'm=(e,t)=>{e.stopImmediatePropagation();t.setAttribute("data-early-tap","");t.setAttribute("aria-busy","true")},' +
  'k=(e,t)=>{e.preventDefault();m(e,t)};' +
  'const S="button,input[type=radio],input[type=checkbox]";let P,B,T,X,Y;' +
  // The control a finger went down on, where and when. Waking moves the page (checkout's summary fills
  // in above Place Order): a finger that stayed still then lifts over something else, and the browser
  // clicks that. The click is the press of the control the finger went down on; one drawn anew since is
  // found by the replay from its place (B).
  'o("pointerdown",e=>{P=e.target.closest?.(S);B=P&&p(P);T=e.timeStamp;X=e.clientX;Y=e.clientY});' +
  'o("click",e=>{const t=e.target.closest?.(S);' +
  'if(P&&t!=P&&e.timeStamp-T<2e3&&Math.abs(e.clientX-X)+Math.abs(e.clientY-Y)<9){const b=P;P=0;e.preventDefault();e.stopImmediatePropagation();' +
  'return b.isConnected?b.disabled||b.click():q.push({t:b,p:B})}' +
  // A radio or checkbox keeps the tick the browser gave it (it shows at once, and a test or a screen
  // reader sees the state change); `c` is the state the tap asked for, given again to React later.
  // Once the page listens and its stores are restored (`h`), a tick with no older tap waiting goes to
  // React at once: kept, React's next drawing of the field would take the tick away until the replay.
  'if(!t||t.disabled||t.type=="submit"&&t.form)return;const c=t.type=="radio"||t.type=="checkbox";if(c&&E.h&&!q.length)return;' +
  'c?m(e,t):k(e,t);q.push({t,p:p(t),c:c?t.checked:void 0})});' +
  // A submit through Conform's hidden `__intent__` button is the awake page checking a field as it is
  // left, not a press of Send: it is the page's own (kept, the replay sent the form unasked).
  'o("submit",e=>{const f=e.target;if(f.method!="post"||e.submitter?.name=="__intent__")return;k(e,e.submitter||f);' +
  'q.some(x=>x.f==f)||q.push({t:f,f,s:e.submitter,p:p(f)})});' +
  // A file picker keeps its file by itself (a script may only empty it): it is not kept as text.
  'for(const n of["input","change"])o(n,e=>{const t=e.target;"value"in t&&t.type!="file"&&v.set(t,{p:p(t),x:t.value})});' +
  // Whether anything was kept: a tap, typing, or a field autofilled without an event.
  'E.k=()=>q.length||v.size||[...d.querySelectorAll("input:not([type=radio]):not([type=checkbox]):not([type=file]),textarea")].some(f=>f.value!=f.defaultValue)})()';

/** Written by the server only: React keeps the element's inner HTML as it is when it hydrates, so the
 * browser's files need not carry the script a second time. */
const EARLY_TAPS_HTML = { __html: import.meta.env.SSR ? EARLY_TAPS_SCRIPT : '' };

export function EarlyTaps({ nonce }: { nonce?: string }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own constant script (above).
      dangerouslySetInnerHTML={EARLY_TAPS_HTML}
    />
  );
}

/**
 * In the root's first effect, after the page's own effects (a child's run first) have restored its
 * stores: from now on React hears a tick itself, then once the page is drawn the kept taps and text are
 * carried out.
 */
export function wakeEarlyTaps() {
  const early = (window as unknown as { __early?: Early }).__early;
  if (early) early.h = true;
  requestAnimationFrame(() => setTimeout(carryOutEarlyTaps));
}

/**
 * After hydration: the kept taps and text are carried out, then <html data-hydrated> says the page
 * answers by itself (tests wait for it, and the capture then lets every event through).
 */
function carryOutEarlyTaps() {
  const awake = () => void (document.documentElement.dataset.hydrated = '');
  const early = (window as unknown as { __early?: Early }).__early;
  if (!early?.k()) return awake();
  import('./early-taps-replay').then((m) => m.replayEarlyTaps(early).finally(awake), awake);
}

/**
 * In the first layout effect after hydration: the text typed so far goes into React's state at once.
 * An effect of the page that sets state (checkout restoring its kept form) draws the fields again, and
 * React would put its empty state back into them; a key pressed after that, before the replay, would
 * then be all that was kept.
 */
export function wakeTypedText() {
  const early = (window as unknown as { __early?: Early }).__early;
  if (!early || early.v.size === 0 || document.documentElement.hasAttribute('data-hydrated')) return;
  early.z = true;
  try {
    for (const [field, { x }] of early.v) if (field.isConnected && !isTick(field)) enterText(field as Field, x);
  } finally {
    early.z = false;
  }
}
