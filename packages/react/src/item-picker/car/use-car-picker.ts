import {
  CAR_FLOW_CATEGORY,
  type CarFlowMessageKey,
  carFlowMessage,
  checkCarStep,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  FLOW_CATEGORY_IDS,
  getSession,
  type Listing,
  type Locale,
  lazyImport,
  type MakeModelField,
  requestError,
  type VehicleMake,
  type VehicleModel,
  withQuoteBase,
} from '@haulkit/core';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetError } from '../../common/widget-error.js';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';
import type { CustomCarDialogProps } from './custom-car-dialog.js';
import type { PlateDialogProps } from './plate-dialog.js';

/**
 * The category_id the make and model searches send when neither the prop nor the listing has
 * one: the car flow's (core's FLOW_CATEGORY_IDS).
 */
const DEFAULT_CAR_CATEGORY_ID = FLOW_CATEGORY_IDS[CAR_FLOW_CATEGORY] as number;

/** Props of the car picker (the car flow of `<hk-item-picker>` when its category is `car`). */
export interface CarPickerProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** category_id sent with the make and model searches. @default the listing's category_id, else 4 */
  categoryId?: number;
  /** Turns the selects, the Add car button and both dialogs' openers off. @default false */
  disabled?: boolean;
  /** Called with the listing after every car added (from the selects, by name or by plate). */
  onChange?(listing: Listing): void;
  /**
   * Called with a coded error the host page should know about: a failed make or model search
   * (the adapter's code: `network`, `server`, …) or a plate that was not found (`plateNotFound`,
   * `plateLookupFailed`).
   */
  onError?(error: WidgetError): void;
}

/** The car flow's words for its locale. */
export type CarTranslate = (key: CarFlowMessageKey, params?: Record<string, string | number>) => string;

/** Where a list of the selects stands: waiting, there, or failed with the adapter's code. */
export type CarListState<T> =
  | { state: 'idle'; list: readonly T[] }
  | { state: 'loading'; list: readonly T[] }
  | { state: 'ready'; list: readonly T[] }
  | { state: 'error'; list: readonly T[]; code: string };

/** The dialogs of the car flow: add a custom car by name, or look a car up by its plate. */
export type CarDialog = 'custom' | 'plate';

const NONE: readonly never[] = [];
const idle = <T>(): CarListState<T> => ({ state: 'idle', list: NONE });

/**
 * Behaviour of the car picker (docs/behaviour/quote-flow.md §2 car flow, §5 car step, §8): the makes
 * of the category, loaded on mount, with a retry; the models of the chosen make; the car step's
 * check on "Add car" (makeModelRequired on the missing field), the car added through the session
 * and announced, the selects reset. Make, model and plate lookups run through the session, which
 * logs their failures (§8).
 */
export function useCarPicker({
  session: sessionKey = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  categoryId,
  onChange,
  onError,
}: CarPickerProps) {
  const t = useMessages(carFlowMessage, locale);
  const announce = useAnnounce();
  const session = useMemo(() => withQuoteBase(getSession(sessionKey)), [sessionKey]);
  const category = categoryId ?? session.$listing.get().category_id ?? DEFAULT_CAR_CATEGORY_ID;
  const [makes, setMakes] = useState<CarListState<VehicleMake>>({ state: 'loading', list: NONE });
  const [models, setModels] = useState<CarListState<VehicleModel>>(idle);
  const [makeId, setMakeId] = useState('');
  const [modelId, setModelId] = useState('');
  /** Fields the car step found missing on the last "Add car" (§5 makeModelRequired). */
  const [missing, setMissing] = useState<readonly MakeModelField[]>(NONE);
  // Latest values for callbacks that outlive a render (answers arriving later).
  const latest = useRef({ onChange, onError, t, makeId, alive: true });
  latest.current = { ...latest.current, onChange, onError, t, makeId };
  useEffect(() => {
    latest.current.alive = true;
    return () => {
      latest.current.alive = false;
    };
  }, []);

  const failed = useCallback((error: unknown, title: CarFlowMessageKey) => {
    const { code } = requestError(error);
    latest.current.onError?.({ code, message: latest.current.t(title) });
    return code;
  }, []);

  const loadMakes = useCallback(() => {
    setMakes((current) => ({ state: 'loading', list: current.list }));
    session.searchMakes(category).then(
      (list) => latest.current.alive && setMakes({ state: 'ready', list }),
      (error: unknown) => {
        if (!latest.current.alive) return;
        setMakes({ state: 'error', list: NONE, code: failed(error, 'carMakesFailedTitle') });
      },
    );
  }, [session, category, failed]);
  useEffect(loadMakes, [loadMakes]);

  const loadModels = useCallback(
    (make: VehicleMake) => {
      setModels({ state: 'loading', list: NONE });
      const wanted = String(make.make_id);
      // An answer for a make no longer chosen never lands.
      const current = () => latest.current.alive && latest.current.makeId === wanted;
      session.searchModels(make, category).then(
        (list) => current() && setModels({ state: 'ready', list }),
        (error: unknown) => {
          if (!current()) return;
          setModels({ state: 'error', list: NONE, code: failed(error, 'carModelsFailedTitle') });
        },
      );
    },
    [session, category, failed],
  );

  const findMake = (id: string) => makes.list.find((make) => String(make.make_id) === id);
  const findModel = (id: string) => models.list.find((model) => String(model.model_id) === id);

  const chooseMake = (id: string) => {
    setMakeId(id);
    latest.current.makeId = id;
    setModelId('');
    setMissing((fields) => fields.filter((field) => field !== 'make'));
    const make = findMake(id);
    if (make) loadModels(make);
    else setModels(idle());
  };

  const chooseModel = (id: string) => {
    setModelId(id);
    setMissing((fields) => fields.filter((field) => field !== 'model'));
  };

  /** A car was added, by any way: the host is told the listing (each way announces its own words). */
  const changed = useCallback((listing: Listing) => latest.current.onChange?.(listing), []);

  /** "Add car": the car step's check (§5), then the car joins the list and the selects reset. */
  const add = (): boolean => {
    const make = findMake(makeId);
    const model = findModel(modelId);
    const check = checkCarStep({ make_id: make?.make_id, model_id: model?.model_id });
    if (!check.ok || !make || !model) {
      setMissing(check.ok ? ['make', 'model'] : check.fields);
      return false;
    }
    const next = session.chooseVehicle(make, model);
    announce(t('carAdded', { make: make.make_name, model: model.model_name }));
    setMissing(NONE);
    chooseMake('');
    changed(next.listing);
    return true;
  };

  return {
    t,
    locale,
    session,
    category,
    makes,
    models,
    makeId,
    modelId,
    /** Fields whose choice the last "Add car" found missing; the error code is makeModelRequired. */
    missing,
    chooseMake,
    chooseModel,
    add,
    changed,
    retryMakes: loadMakes,
    retryModels: () => {
      const make = findMake(makeId);
      if (make) loadModels(make);
    },
  };
}

/** What each dialog module exports, once loaded. */
interface DialogModules {
  custom: ComponentType<CustomCarDialogProps>;
  plate: ComponentType<PlateDialogProps>;
}

const DIALOG_MODULES = {
  custom: lazyImport(
    () => import('./custom-car-dialog.js'),
    (module) => module.CustomCarDialog,
  ),
  plate: lazyImport(
    () => import('./plate-dialog.js'),
    (module) => module.PlateDialog,
  ),
} as const;

/**
 * The car picker's two dialogs, each its own module loaded on first open (so the picker carries
 * neither until a person asks for one). A loaded dialog stays mounted, closed, so what was typed
 * in it is still there when it opens again.
 */
export function useCarDialogs() {
  const [open, setOpen] = useState<CarDialog | null>(null);
  const [loaded, setLoaded] = useState<Partial<DialogModules>>({});
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const load = useCallback((which: CarDialog) => {
    DIALOG_MODULES[which]().then(
      (component) =>
        alive.current && setLoaded((current) => (current[which] ? current : { ...current, [which]: component })),
      // A chunk that did not arrive: the opener stays usable, and the next click tries again.
      () => alive.current && setOpen((current) => (current === which ? null : current)),
    );
  }, []);
  const show = useCallback(
    (which: CarDialog) => {
      setOpen(which);
      load(which);
    },
    [load],
  );
  return {
    open,
    loaded,
    show,
    close: useCallback(() => setOpen(null), []),
    /** Loads a dialog's module ahead of the click (the opener took focus or the pointer). */
    warm: load,
  };
}
