// appConfig is loaded once, on the first page that needs it.
import { useEffect, useState } from 'react';
import { request } from '@reach/ui/graphql';
import { APP_CONFIG } from './authQueries';
import type { AppConfig } from './queries';

let cached: Promise<AppConfig | null> | undefined;

export function loadAppConfig(): Promise<AppConfig | null> {
  if (!cached) {
    cached = request(APP_CONFIG, {}, { token: null }).then(
      (d) => d.appConfig,
      () => {
        cached = undefined; // try again next time
        return null;
      },
    );
  }
  return cached;
}

/** useAppConfig is the public configuration, or null while loading or when it failed. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadAppConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
