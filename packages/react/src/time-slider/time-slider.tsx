import { useId } from 'react';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { usePieceRole } from '../ui/landmark.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { ModeSwitch } from './mode-switch.js';
import { SliderTrack } from './slider-track.js';
import { timeSliderClasses, timeSliderStyles } from './time-slider.styles.js';
import { TimeSliderDialogs } from './time-slider-dialogs.js';
import { type TimeSliderBehaviour, type TimeSliderProps, useTimeSlider } from './use-time-slider.js';

/**
 * The time slider (docs/behaviour/quote-flow.md §2, §4, §6, §9): a collection or delivery window chosen
 * with two thumbs on the hours 6 to 20 (APG multi-thumb slider: by keyboard and by pointer), the
 * window in words above it, 2-hour ticks under it. Collection or delivery is a two-option switch
 * (furniture asks before clearing the other side's times); a non-admin on a long journey gets
 * collection only, with the reason; admins are exempt and see the delivery window derived from
 * the collection window in both modes. "Reset times" restores the defaults, removes the
 * time-option charge and refreshes prices. Works before a day or prices are chosen; while the
 * first price answer loads (it sets the minimum range) a skeleton of the same size stands in.
 * @example <TimeSlider session="shop" locale="en-GB" category="furniture" />
 */
export function TimeSlider(props: TimeSliderProps) {
  return (
    <AnnouncerProvider>
      <TimeSliderBody {...props} />
    </AnnouncerProvider>
  );
}

function TimeSliderBody(props: TimeSliderProps) {
  const pieceRole = usePieceRole();
  useSheet(timeSliderStyles);
  const slider = useTimeSlider(props);
  const { t, view, range, locale } = slider;
  const id = useId();
  return (
    <section
      role={pieceRole}
      part="base"
      className={timeSliderClasses.root}
      data-mode={view.mode}
      aria-labelledby={`${id}-title`}
    >
      <div className={timeSliderClasses.head}>
        <span className={timeSliderClasses.icon}>
          <UiIcon name="clock" />
        </span>
        <h3 part="heading" className={timeSliderClasses.title} id={`${id}-title`}>
          {t('heading')}
        </h3>
      </div>
      {view.modes.length > 1 ? (
        <ModeSwitch mode={view.mode} t={t} onChange={slider.changeMode} />
      ) : (
        <p part="collection-only" className={timeSliderClasses.note} data-code="collectionOnly">
          {t('collectionOnly')}
        </p>
      )}
      {view.longDistanceExempt && (
        <p part="admin-note" className={timeSliderClasses.note}>
          {t('adminExempt')}
        </p>
      )}
      {view.loading ? (
        <div className={timeSliderClasses.loading} role="status">
          <span className={timeSliderClasses.hidden}>{t('loading')}</span>
          <Skeleton width="half" className={timeSliderClasses.skeletonWindow} />
          <Skeleton height="block" className={timeSliderClasses.skeletonSlider} />
        </div>
      ) : (
        <>
          <p part="window" className={timeSliderClasses.window}>
            {slider.windowWords(view.mode, range)}
          </p>
          <SliderTrack
            mode={view.mode}
            range={range}
            bounds={view.bounds}
            ticks={view.ticks}
            active={slider.active}
            t={t}
            hour={slider.hour}
            limitsOf={slider.limitsOf}
            trackRef={slider.trackRef}
            thumbRefs={slider.thumbRefs}
            onThumbKeyDown={slider.onThumbKeyDown}
            onPointerDown={slider.onPointerDown}
            onPointerMove={slider.onPointerMove}
            onPointerEnd={slider.onPointerEnd}
          />
        </>
      )}
      <div className={timeSliderClasses.foot}>
        {!view.loading && (
          <p part="hint" className={timeSliderClasses.hint}>
            {view.minRange === 1 ? t('minimumOne') : t('minimumMany', { hours: view.minRange })}
            {view.mode === 'delivery' && ` ${t('deliveryFrom', { hour: slider.hour(view.bounds.start) })}`}
          </p>
        )}
        <Button part="reset-button" variant="secondary" className={timeSliderClasses.reset} onClick={slider.reset}>
          {t('reset')}
        </Button>
      </div>
      <DeliveryWindow slider={slider} />
      <TimeSliderDialogs
        pendingMode={view.pendingMode}
        range={view.range}
        locale={locale}
        t={t}
        onConfirm={slider.confirmSwitch}
        onCancel={slider.cancelSwitch}
      />
    </section>
  );
}

/**
 * The delivery window derived from the collection window (§9), once core gives it: customers see
 * it in collection mode; admins see it in both modes with what it is made of (§6).
 */
function DeliveryWindow({ slider }: { slider: TimeSliderBehaviour }) {
  const { view, t, hour } = slider;
  const derived = view.delivery;
  if (derived === null || view.loading) return null;
  const { window } = derived;
  return (
    <div part="delivery-window" className={timeSliderClasses.delivery}>
      <UiIcon name="route" />
      <div className={timeSliderClasses.deliveryText}>
        <p className={timeSliderClasses.deliveryWindow}>
          {window.start < window.end
            ? t('expectedDelivery', { start: hour(window.start), end: hour(window.end) })
            : t('expectedDeliveryBy', { end: hour(window.end) })}
        </p>
        {view.isAdmin && (
          <p part="delivery-basis" className={timeSliderClasses.hint}>
            {view.mode === 'delivery' &&
              `${t('adminDeliveryFrom', { start: hour(derived.from.start), end: hour(derived.from.end) })} `}
            {t('adminDeliveryBasis', {
              trip: derived.tripHours,
              loading: derived.loadingHours,
              cap: hour(view.track.end),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
