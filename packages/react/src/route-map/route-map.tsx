import { attributionsText, lazyImport } from '@haulkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLazyModule } from '../lazy-part.js';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { usePieceRole } from '../ui/landmark.js';
import { useSheet } from '../ui/sheet.js';
import { routeMapClasses, routeMapStyles } from './route-map.styles.js';
import type { MapFailure } from './use-interactive-map.js';
import { type RouteMapProps, useRouteMap } from './use-route-map.js';

/** The drawn map's module (interactive and static), loaded once there is an address to show. */
const loadDrawing = lazyImport(() => import('./route-map-drawing.js'));

/**
 * Whether a failure of the interactive map is said to the customer and the host (an alert with
 * Try again, and `onError`): a map or style that could not load. No WebGL2, or a page that breaks
 * maplibre, is no fault of theirs: the static map is drawn quietly.
 */
function said(reason: MapFailure): reason is 'load' | 'style' {
  return reason === 'load' || reason === 'style';
}

/**
 * The route map (docs/behaviour/quote-flow.md §2: map with route, single-marker map): the route's line
 * from the directions with the pickup and delivery markers, one marker while only one address is
 * known, and a sentence while there is none. The interactive map (maplibre-gl, loaded on first
 * show) needs no tile server; where WebGL is missing, or it cannot load, a static SVG of the same
 * route is drawn. The distance and driving time are written under the map (unless `summary` is
 * false). Both drawn maps are
 * a module of their own (route-map-drawing.tsx), loaded once there is an address to show; if it
 * cannot load, the map says so with Try again (`mapLoad`).
 */
export function RouteMap(props: RouteMapProps) {
  const pieceRole = usePieceRole();
  useSheet(routeMapStyles);
  const { t, scene, label, summary, styleUrl, retryRoute } = useRouteMap(props);
  const { onError } = props;
  const [failure, setFailure] = useState<MapFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [attributions, setAttributions] = useState<readonly unknown[] | null>(null);
  const latest = useRef(onError);
  latest.current = onError;

  const failed = useCallback(
    (reason: MapFailure) => {
      setFailure(reason);
      if (!said(reason)) return;
      const title = t(reason === 'style' ? 'mapStyleFailedTitle' : 'mapFailedTitle');
      latest.current?.({ code: reason === 'style' ? 'mapStyle' : 'mapLoad', message: title });
    },
    [t],
  );
  const retry = useCallback(() => {
    setFailure(null);
    setAttributions(null);
    setAttempt((count) => count + 1);
  }, []);
  // A new style address is a new start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the address changes
  useEffect(() => {
    setFailure(null);
    setAttributions(null);
  }, [styleUrl]);

  const drawStatic = props.static === true || failure !== null;
  const mode = scene.kind === 'none' ? 'empty' : drawStatic ? 'static' : 'interactive';
  const part = useLazyModule(mode === 'empty' ? null : loadDrawing);
  const drawing = part.module;
  // The drawing's module could not load (a network fault): said as a map that could not load.
  useEffect(() => {
    if (part.failed) latest.current?.({ code: 'mapLoad', message: t('mapPartFailedTitle') });
  }, [part.failed, t]);
  const alert = part.failed ? 'part' : failure !== null && said(failure) ? failure : null;
  const attribution =
    mode === 'empty' || part.failed
      ? ''
      : mode === 'interactive' && styleUrl
        ? attributionsText(attributions ?? [])
        : t('mapAttribution');

  return (
    <section role={pieceRole} part="base" className={routeMapClasses.root} aria-label={t('mapRegionLabel')}>
      <div part="map" className={routeMapClasses.frame} data-mode={mode}>
        {mode === 'empty' ? (
          <EmptyState icon={<UiIcon name="route" />}>{t('mapEmpty')}</EmptyState>
        ) : drawing === undefined ? (
          !part.failed && (
            <p className={routeMapClasses.loading} role="status">
              {t('mapLoading')}
            </p>
          )
        ) : mode === 'static' ? (
          <drawing.StaticRouteMap scene={scene} label={label} />
        ) : (
          <drawing.InteractiveRouteMap
            key={`${styleUrl ?? ''}:${attempt}`}
            scene={scene}
            label={label}
            styleUrl={styleUrl}
            t={t}
            attempt={attempt}
            theme={props.theme}
            onFailed={failed}
            onAttributions={setAttributions}
          />
        )}
      </div>
      {alert !== null && (
        <InlineAlert
          tone="danger"
          title={t(
            alert === 'part' ? 'mapPartFailedTitle' : alert === 'style' ? 'mapStyleFailedTitle' : 'mapFailedTitle',
          )}
          action={
            <Button variant="secondary" onClick={part.failed ? part.retry : retry}>
              {t('mapRetry')}
            </Button>
          }
        >
          {t(alert === 'part' ? 'mapPartFailed' : 'mapFailed')}
        </InlineAlert>
      )}
      {props.summary !== false && summary.state !== 'none' && (
        <p part="summary" className={routeMapClasses.summary} data-state={summary.state}>
          <UiIcon name={summary.state === 'address' ? 'pin' : 'route'} />
          <span className={routeMapClasses.summaryText}>{summary.text}</span>
          {summary.state === 'error' && (
            <Button variant="secondary" onClick={retryRoute}>
              {t('mapRetry')}
            </Button>
          )}
        </p>
      )}
      {attribution !== '' && (
        <p part="attribution" className={routeMapClasses.attribution}>
          {attribution}
        </p>
      )}
    </section>
  );
}
