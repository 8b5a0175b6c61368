import { attributionsText, type RouteMapScene } from '@haulkit/core';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { useSheet } from '../ui/sheet.js';
import { routeMapStyles } from './route-map.styles.js';
import { StaticRouteMap } from './static-route-map.js';
import { type MapFailure, useInteractiveMap } from './use-interactive-map.js';
import { markerLabel, type RouteMapProps, type RouteMapTranslate, useRouteMap } from './use-route-map.js';

/**
 * The route map (customer-quote-flow.md §2: map with route, single-marker map): the route's line
 * from the directions with the pickup and delivery markers, one marker while only one address is
 * known, and a sentence while there is none. The interactive map (maplibre-gl, loaded on first
 * show) needs no tile server; where WebGL is missing, or it cannot load, a static SVG of the same
 * route is drawn. The distance and driving time are written under the map.
 */
export function RouteMap(props: RouteMapProps) {
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
      if (reason === 'webgl') return;
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
  const attribution =
    mode === 'empty'
      ? ''
      : mode === 'interactive' && styleUrl
        ? attributionsText(attributions ?? [])
        : t('mapAttribution');

  return (
    <section part="base" className="route-map" aria-label={t('mapRegionLabel')}>
      <div part="map" className="frame" data-mode={mode}>
        {mode === 'empty' ? (
          <EmptyState icon={<UiIcon name="route" />}>{t('mapEmpty')}</EmptyState>
        ) : mode === 'static' ? (
          <StaticRouteMap scene={scene} label={label} />
        ) : (
          <InteractiveRouteMap
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
      {failure !== null && failure !== 'webgl' && (
        <InlineAlert
          tone="danger"
          title={t(failure === 'style' ? 'mapStyleFailedTitle' : 'mapFailedTitle')}
          action={
            <Button variant="secondary" onClick={retry}>
              {t('mapRetry')}
            </Button>
          }
        >
          {t('mapFailed')}
        </InlineAlert>
      )}
      {summary.state !== 'none' && (
        <p part="summary" className="summary" data-state={summary.state}>
          <UiIcon name={summary.state === 'address' ? 'pin' : 'route'} />
          <span className="summary-text">{summary.text}</span>
          {summary.state === 'error' && (
            <Button variant="secondary" onClick={retryRoute}>
              {t('mapRetry')}
            </Button>
          )}
        </p>
      )}
      {attribution !== '' && (
        <p part="attribution" className="attribution">
          {attribution}
        </p>
      )}
    </section>
  );
}

interface InteractiveRouteMapProps {
  scene: RouteMapScene;
  label: string;
  styleUrl: string | undefined;
  t: RouteMapTranslate;
  attempt: number;
  theme: string | undefined;
  onFailed(reason: MapFailure): void;
  onAttributions(attributions: readonly unknown[]): void;
}

/** The maplibre map in its frame, with "Loading the map…" over it until the style has drawn. */
const InteractiveRouteMap = memo(function InteractiveRouteMap({
  scene,
  label,
  styleUrl,
  t,
  attempt,
  theme,
  onFailed,
  onAttributions,
}: InteractiveRouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const status = useInteractiveMap({
    container,
    scene,
    styleUrl,
    label,
    markerLabel: (marker) => markerLabel(marker, t),
    words: {
      'Map.Title': label,
      'NavigationControl.ZoomIn': t('mapZoomIn'),
      'NavigationControl.ZoomOut': t('mapZoomOut'),
    },
    attempt,
    theme,
  });
  useEffect(() => {
    if (status.state === 'failed') onFailed(status.reason);
    if (status.state === 'ready') onAttributions(status.attributions);
  }, [status, onFailed, onAttributions]);
  return (
    <>
      <div ref={container} className="canvas" part="canvas" />
      {status.state === 'loading' && (
        <p className="loading" role="status">
          {t('mapLoading')}
        </p>
      )}
    </>
  );
});
