import { useEffect, useState } from 'react';
import type { City } from '../../shop-rules/api/catalogue';
import { apiGet } from '../lib/api';

/** The delivery cities (GET /api/Trini/GetCityList); a failed load is logged and leaves only 'None'. */
export function useCities(): City[] {
  const [cities, setCities] = useState<City[]>([]);
  useEffect(() => {
    let live = true;
    apiGet<City[]>('/api/Trini/GetCityList')
      .then((list) => live && setCities(Array.isArray(list) ? list : []))
      .catch((err) => console.error('Could not load the city list', err));
    return () => {
      live = false;
    };
  }, []);
  return cities;
}
