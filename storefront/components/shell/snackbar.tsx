// Short notices at the top end of the screen (docs/product.md#notices): one at a time, 5000 ms, with an 'Ok'
// action. The two live regions stay in the page so screen readers announce each new notice.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { SNACKBAR_ACTION } from '../../../shop-rules/messages/shop';
import { SNACKBAR_MS } from '../../lib/ui-timing-and-layout';

export type SnackbarTone = 'status' | 'alert';

/** A second button beside 'Ok' (docs/decisions/0060); a notice with one stays until the shopper answers. */
export interface SnackbarAction {
  label: string;
  run(): void;
}

export interface SnackbarApi {
  /** Shows text for 5000 ms; 'alert' for errors and failed checks, 'status' (default) for confirmations. */
  show(text: string, tone?: SnackbarTone, action?: SnackbarAction): void;
  hide(): void;
}

const SnackbarContext = createContext<SnackbarApi>({ show() {}, hide() {} });

export const useSnackbar = () => useContext(SnackbarContext);

interface Notice {
  id: number;
  text: string;
  tone: SnackbarTone;
  action?: SnackbarAction;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const counter = useRef(0);
  const show = useCallback(
    (text: string, tone: SnackbarTone = 'status', action?: SnackbarAction) =>
      setNotice({ id: ++counter.current, text, tone, action }),
    [],
  );
  const hide = useCallback(() => setNotice(null), []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  useEffect(() => {
    // A notice that offers something to do waits for the shopper: a phone user may need more than 5 s.
    if (!notice || notice.action) return;
    const timer = setTimeout(hide, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [notice, hide]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="snackbar-host">
        <SnackbarRegion role="status" notice={notice?.tone === 'status' ? notice : null} onOk={hide} />
        <SnackbarRegion role="alert" notice={notice?.tone === 'alert' ? notice : null} onOk={hide} />
      </div>
    </SnackbarContext.Provider>
  );
}

function SnackbarRegion({ role, notice, onOk }: { role: SnackbarTone; notice: Notice | null; onOk(): void }) {
  return (
    <div role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} className="snackbar-region">
      {notice ? (
        <div key={notice.id} className={`snackbar snackbar--${role}`}>
          <span className="snackbar__text">{notice.text}</span>
          {notice.action ? (
            <button
              type="button"
              className="snackbar__ok"
              onClick={() => {
                // Closed first: what the action does may show a notice of its own.
                onOk();
                notice.action?.run();
              }}
            >
              {notice.action.label}
            </button>
          ) : null}
          <button type="button" className="snackbar__ok" onClick={onOk}>
            {SNACKBAR_ACTION}
          </button>
        </div>
      ) : null}
    </div>
  );
}
