import { useEffect, useState } from 'react';

/** useDebounced is value, once it has stopped changing for ms (spec/02 §9: search 100 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}
