// The storefront's stylesheet travels inside the HTML: on a phone network that saves the round
// trip a render-blocking <link> costs before the first paint. entry.server provides the text; in
// the browser the context is empty and React keeps the server's <style> as it is (the element's
// inner HTML is not compared or replaced when hydrating, and the prop never changes after).
import { createContext, useContext } from 'react';

// `npm run dev`: the browser also loads the stylesheet as a module, so Vite replaces it in place when
// a .css file changes (hot reload). The build drops this line (import.meta.env.DEV is false there).
if (import.meta.env.DEV && !import.meta.env.SSR) void import('../../styles/app.css');

const InlineStylesContext = createContext('');
export const InlineStylesProvider = InlineStylesContext.Provider;

export function InlineStyles({ nonce }: { nonce?: string }) {
  const css = useContext(InlineStylesContext);
  return (
    <style
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own style sheet, from the build.
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
