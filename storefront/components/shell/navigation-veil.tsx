import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LoadingOverlay } from './loading-overlay';

const SHOW_AFTER_MS = 400;

/**
 * The loading overlay while a page change takes long (a slow phone network). Changes of the query
 * only (filters, sort) keep the page and show their own loader.
 */
export function NavigationVeil() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!changingPage) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [changingPage]);

  return shown ? <LoadingOverlay label="Loading the page" /> : null;
}
