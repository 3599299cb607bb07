/** HTML escaping and the shared page layout of the sandbox's hosted pages. */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#f4f4f4}
.sandbox{background:#6b2400;color:#fff;padding:.6rem 1rem;text-align:center;font-weight:600}
.brand{background:#003a70;color:#fff;padding:.8rem 1rem}
.brand p{margin:0;max-width:34rem;margin-inline:auto;font-size:1.2rem;font-weight:700}
main{max-width:34rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid #8a8a8a;border-radius:6px}
h1{font-size:1.6rem;margin:0 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;text-align:right}
.total{font-size:1.15rem;font-weight:700;border-top:1px solid #8a8a8a;padding-top:.3rem}
.note{color:#3d3d3d;font-size:.95rem}
label,legend{display:block;font-weight:600;margin-top:1rem}
fieldset{border:0;padding:0;margin:0}
fieldset label{display:inline-flex;align-items:center;gap:.4rem;font-weight:400;margin:.3rem 1.5rem 0 0}
input[type=text]{display:block;width:100%;padding:.55rem;font-size:1rem;border:2px solid #5a5a5a;border-radius:4px;color:#1a1a1a;background:#fff}
input[type=radio]{width:1.2rem;height:1.2rem}
input[aria-invalid=true]{border-color:#a3001b}
.error{color:#a3001b;font-weight:600;margin:.25rem 0 0}
.summary{border:3px solid #a3001b;padding:1rem;margin-bottom:1rem}
.summary h2{margin-top:0}
.summary a{color:#a3001b}
.actions{display:flex;align-items:center;gap:1.5rem;margin-top:1.5rem}
button{font:inherit;font-weight:700;padding:.65rem 2.2rem;background:#003a70;color:#fff;border:2px solid #003a70;border-radius:4px;cursor:pointer}
button:hover{background:#00264a}
a{color:#003a70}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px;box-shadow:0 0 0 6px #ffd54a}
details{margin-top:2rem}summary{cursor:pointer;font-weight:600}
code{font-size:.95rem}
`;

/** A complete page: sandbox warning banner, WiPay Sandbox brand, then the main content. */
export function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – WiPay Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<div class="sandbox" role="note">WiPay Sandbox — a payment simulator for testing. No real card is charged.</div>
<header class="brand"><p>WiPay Sandbox</p></header>
<main>
${main}
</main>
</body>
</html>
`;
}

/** Headers for the sandbox's HTML pages: no scripts, no framing, never cached. */
export const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;
