// The main site's house move as a React 19 app: the components of @haulkit/react composed one by
// one on one page, all on the `main-site` session (the same quote as main-site.html, whose tags
// hold these very components). The page only composes, configures and routes: the adapters are
// chosen once below, the job summary's "Change" scrolls to the section that holds the step, and
// proceeding shows the note a real site would replace with its confirmation page. Built by rollup
// into /dist/examples/main-site.react.js on React 19 (not shipped in any package).
import { configure, type SummarySection } from '@haulkit/core';
import { createHttpAdapters } from '@haulkit/http';
import {
  AddressPicker,
  AnnouncerProvider,
  addressPickerStyles,
  adoptSheet,
  ExtraServices,
  extraServicesStyles,
  HaulkitRoot,
  Insurance,
  insuranceStyles,
  JobSummary,
  jobSummaryStyles,
  PriceCalendar,
  priceCalendarStyles,
  RemovalInventory,
  RouteMap,
  removalInventoryStyles,
  routeMapStyles,
  TimeOptions,
  TimeSlider,
  timeOptionsStyles,
  timeSliderStyles,
  useSessionEvents,
  VanSelector,
  vanSelectorStyles,
} from '@haulkit/react';
import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The site's config: the marketplace API is the server this page comes from. */
const SITE = { apiBase: '/', session: 'main-site', locale: 'en-GB', category: 'house-move' } as const;

// Adapters are chosen in one place, as a tag does from its `api-base`.
const ports = createHttpAdapters({ apiBase: SITE.apiBase, locale: SITE.locale });
configure(
  {
    api: ports.quote,
    maps: ports.maps,
    payment: ports.payment,
    experiments: ports.admin,
    // What the session reports (a failed call, no prices): a site would send it to its logging.
    report: (entry) => {
      if (entry.kind === 'failure') console.warn(entry.code, entry.message);
      else if (entry.kind === 'info') console.info(entry.code, entry.message);
    },
  },
  SITE.session,
);

// The pieces' CSS on the document before the first render, as a page links its stylesheets; the
// views adopt the same sheet objects again, which changes nothing. Every piece's class names are
// its own (`hk-<piece>-*`), so the sheets share the document without meeting each other's rules.
for (const css of [
  addressPickerStyles,
  routeMapStyles,
  removalInventoryStyles,
  vanSelectorStyles,
  priceCalendarStyles,
  timeOptionsStyles,
  timeSliderStyles,
  extraServicesStyles,
  insuranceStyles,
  jobSummaryStyles,
]) {
  adoptSheet(document, css);
}

/** The page's section of each step of the job summary's "Change" (the rest are extras). */
const SECTION_OF: Partial<Record<SummarySection, string>> = {
  route: 'route',
  items: 'items',
  van: 'van',
  date: 'when',
  time: 'when',
  helpers: 'when',
};

/** Goes to a section as a site's router would go to a route: scrolled to, its heading focused. */
function goToSection(section: SummarySection) {
  const target = document.getElementById(SECTION_OF[section] ?? 'extras');
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.querySelector('h2')?.focus({ preventScroll: true });
}

/**
 * The site's routing on the session's moments (the elements' `hk-go-to-step` and `hk-proceed`):
 * a summary's "Change" goes to its section; proceeding gives the pre-listing id to confirm.
 */
function useSiteRouting(): string | null {
  const [proceeded, setProceeded] = useState<string | null>(null);
  useSessionEvents(SITE.session, {
    onGoToStep: ({ section }) => goToSection(section),
    onProceed: ({ pre_listing_id }) => setProceeded(pre_listing_id ?? ''),
  });
  return proceeded;
}

/** A card of the page: its heading, and the pieces on Haulkit's tokens with one announcer. */
function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      <HaulkitRoot locale={SITE.locale}>
        <AnnouncerProvider>{children}</AnnouncerProvider>
      </HaulkitRoot>
    </section>
  );
}

function MainSite() {
  const proceeded = useSiteRouting();
  const common = { session: SITE.session, locale: SITE.locale } as const;
  return (
    <>
      <div className="steps">
        <Step id="route" title="Where from, where to?">
          <AddressPicker {...common} />
          <RouteMap {...common} />
        </Step>
        <Step id="items" title="What is in your home?">
          <RemovalInventory {...common} propertyType="2-bed-flat" />
        </Step>
        <Step id="van" title="Which van?">
          <VanSelector {...common} />
        </Step>
        <Step id="when" title="When?">
          {/* Prices come by themselves once the job has both addresses and an item. */}
          <PriceCalendar {...common} category={SITE.category} />
          <TimeOptions {...common} category={SITE.category} />
          <TimeSlider {...common} category={SITE.category} />
        </Step>
        <Step id="extras" title="Extras and protection">
          <ExtraServices {...common} />
          <Insurance {...common} />
        </Step>
      </div>
      <aside className="card sidebar" aria-label="Your job">
        <HaulkitRoot locale={SITE.locale}>
          <AnnouncerProvider>
            <JobSummary {...common} category={SITE.category} />
          </AnnouncerProvider>
        </HaulkitRoot>
        <p id="proceeded" role="status">
          {proceeded !== null && `Quote ${proceeded} ready to confirm: the site would now go to its confirmation page.`}
        </p>
      </aside>
    </>
  );
}

const main = document.querySelector('main');
if (main) createRoot(main).render(<MainSite />);
