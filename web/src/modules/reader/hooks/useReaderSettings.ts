import { useCallback, useState } from 'react';

/** Fit: pages fill the reading column; original: each page at its stored pixel size. */
export type ReaderFit = 'width' | 'original';

export interface ReaderSettings {
  fit: ReaderFit;
  /** Percent, one of ZOOM_STEPS. */
  zoom: number;
  /** Space between pages. */
  gaps: boolean;
}

export const ZOOM_STEPS = [50, 75, 100, 125, 150, 175, 200] as const;
export const DEFAULT_READER_SETTINGS: ReaderSettings = { fit: 'width', zoom: 100, gaps: false };
/** Remembered per device (not per account): screens differ. */
export const READER_SETTINGS_KEY = 'panelhouse.reader.settings';

/** The stored settings, each field checked (anything unknown falls back to its default). */
export function loadReaderSettings(): ReaderSettings {
  let raw: unknown = null;
  try {
    raw = JSON.parse(window.localStorage.getItem(READER_SETTINGS_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const stored = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<string, unknown>>;
  const d = DEFAULT_READER_SETTINGS;
  return {
    fit: stored.fit === 'original' || stored.fit === 'width' ? stored.fit : d.fit,
    zoom: (ZOOM_STEPS as readonly unknown[]).includes(stored.zoom)
      ? (stored.zoom as number)
      : d.zoom,
    gaps: typeof stored.gaps === 'boolean' ? stored.gaps : d.gaps,
  };
}

function save(settings: ReaderSettings) {
  try {
    window.localStorage.setItem(READER_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}

/** Reader settings with setters that remember them on this device. */
export function useReaderSettings() {
  const [settings, setSettings] = useState<ReaderSettings>(loadReaderSettings);
  const update = useCallback((change: Partial<ReaderSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      save(next);
      return next;
    });
  }, []);
  const zoomBy = useCallback(
    (steps: 1 | -1) => {
      const i = ZOOM_STEPS.indexOf(settings.zoom as (typeof ZOOM_STEPS)[number]);
      const next = ZOOM_STEPS[Math.min(Math.max(i + steps, 0), ZOOM_STEPS.length - 1)];
      update({ zoom: next });
    },
    [settings.zoom, update],
  );
  return { settings, update, zoomBy };
}
