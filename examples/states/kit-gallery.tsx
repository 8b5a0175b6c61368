// The UI kit's states page: every component of @haulkit/react's kit in its states, as a React
// page uses them (no shadow root: styles adopted into the document). Built by rollup into
// /dist/examples/kit-gallery.js with the light runtime.
import { ITEM_KINDS } from '@haulkit/core';
import {
  AnnouncerProvider,
  Badge,
  Button,
  Checkbox,
  Dialog,
  EmptyState,
  ErrorState,
  Field,
  HaulkitRoot,
  IconButton,
  InlineAlert,
  ItemIcon,
  Money,
  NumberStepper,
  Popover,
  RadioCards,
  Select,
  Skeleton,
  Switch,
  Tabs,
  UI_ICON_NAMES,
  UiIcon,
  useSheet,
} from '@haulkit/react';
import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const theme = (new URLSearchParams(location.search).get('theme') ?? 'light') as 'light' | 'dark' | 'flat';
document.documentElement.dataset.theme = theme;

const galleryStyles = `
.kit { display: grid; gap: 1.5rem; }
.row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(6.5em, 1fr)); gap: 0.75rem; }
.icons figure { margin: 0; display: grid; justify-items: center; gap: 0.25em; font-size: 0.8em; color: var(--_muted); }
.icons .hk-icon { inline-size: 2em; block-size: 2em; color: var(--_text); }
`;

function State({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className="card" data-state={name}>
      <h2>{title}</h2>
      <HaulkitRoot theme={theme}>
        <div className="kit">{children}</div>
      </HaulkitRoot>
    </section>
  );
}

function Gallery() {
  useSheet(galleryStyles);
  const [quantity, setQuantity] = useState('3');
  const [van, setVan] = useState('large_transit');
  const [tab, setTab] = useState('fixed');
  const [open, setOpen] = useState(false);
  const [insured, setInsured] = useState(true);
  return (
    <AnnouncerProvider>
      <State name="buttons" title="Buttons">
        <div className="row">
          <Button>Get prices</Button>
          <Button variant="secondary">Change date</Button>
          <Button variant="quiet">Skip</Button>
          <Button loading>Get prices</Button>
          <Button disabled>Get prices</Button>
          <IconButton label="Remove 3-seat sofa">
            <UiIcon name="close" />
          </IconButton>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Open the dialog
          </Button>
          <Popover label="What is a Luton van?">
            A 3.5 t box van with about 20 m³ of load space, driven on a car licence.
          </Popover>
        </div>
      </State>
      <State name="fields" title="Fields: hint, error, disabled">
        <Field label="Value of your goods" hint="In pounds, up to £50,000">
          {(control) => <input {...control} className="hk-control" defaultValue="12000" inputMode="numeric" />}
        </Field>
        <Field
          label="Value of your goods"
          hint="In pounds, up to £50,000"
          error="Enter a value of £50,000 or less"
          errorCode="highAmount"
          errorPrefix="Error:"
        >
          {(control) => <input {...control} className="hk-control" defaultValue="75000" inputMode="numeric" />}
        </Field>
        <Field label="Floor at pickup">
          {(control) => (
            <Select
              {...control}
              options={[
                { value: '0', label: 'Ground floor' },
                { value: '1', label: '1st floor' },
                { value: '2', label: '2nd floor' },
              ]}
            />
          )}
        </Field>
        <Field label="Postcode" hint="Fill in the address first">
          {(control) => <input {...control} className="hk-control" disabled defaultValue="" />}
        </Field>
      </State>
      <State name="choices" title="Stepper, checkbox, switch">
        <NumberStepper
          value={quantity}
          onText={setQuantity}
          onCommit={setQuantity}
          onDecrease={() => setQuantity(String(Math.max(1, Number(quantity) - 1)))}
          onIncrease={() => setQuantity(String(Number(quantity) + 1))}
          canDecrease
          canIncrease={Number(quantity) < 5}
          decreaseLabel="Remove one box"
          increaseLabel="Add one box"
          inputLabel="Quantity of boxes"
        />
        <Checkbox label="I need help carrying" hint="A second person comes with the van" defaultChecked />
        <Switch label="Protection Plus" checked={insured} onChange={setInsured} />
        <Switch label="Storage (not available on this date)" checked={false} onChange={() => undefined} disabled />
      </State>
      <State name="radio-cards" title="Radio cards: van types">
        <RadioCards
          name="van"
          legend="Which van?"
          value={van}
          onChange={setVan}
          options={[
            {
              value: 'small_transit',
              title: 'Small van',
              description: 'About 6 m³: a single room',
              icon: <UiIcon name="van-small" />,
            },
            {
              value: 'large_transit',
              title: 'Large van',
              description: 'About 12 m³: a one-bedroom flat',
              icon: <UiIcon name="van-large" />,
              meta: <Badge tone="success">Best price</Badge>,
            },
            {
              value: 'luton_van',
              title: 'Luton van',
              description: 'About 20 m³: a two-bedroom home',
              icon: <UiIcon name="van-luton" />,
              disabled: true,
            },
          ]}
        />
      </State>
      <State name="tabs" title="Tabs (APG)">
        <Tabs
          label="Price options"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'fixed', label: 'Fixed date', panel: <p>Prices for the day you choose.</p> },
            { id: 'flexible', label: 'Flexible', panel: <p>Cheaper if your date can move.</p> },
            { id: 'hourly', label: 'By the hour', panel: <p>Man and van, 2-hour minimum.</p> },
          ]}
        />
      </State>
      <State name="feedback" title="Alerts, badges, money">
        <InlineAlert tone="info" action={<Button variant="secondary">Undo</Button>}>
          Removed 3-seat sofa.
        </InlineAlert>
        <InlineAlert tone="success" title="Prices updated">
          Prices updated for 14 March.
        </InlineAlert>
        <InlineAlert tone="warning">Only two vans left for that day.</InlineAlert>
        <InlineAlert tone="danger" title="We could not load prices">
          Check your connection, then try again.
        </InlineAlert>
        <div className="row">
          <Badge tone="success">Best price</Badge>
          <Badge tone="accent">Filling fast</Badge>
          <Badge tone="warning">Last few</Badge>
          <Badge tone="neutral">Flexible</Badge>
        </div>
        <div className="row">
          <Money amount={94} locale="en-GB" size="price" />
          <Money amount={1234.5} locale="en-GB" size="large" />
          <Money amount={1234.5} locale="es-ES" />
        </div>
      </State>
      <State name="loading" title="Skeleton">
        <Skeleton width="third" />
        <Skeleton height="control" />
        <Skeleton lines={3} />
      </State>
      <State name="empty-and-error" title="Empty state, error state">
        <EmptyState icon={<ItemIcon kind="box" />}>No items yet. Search above to add your first one.</EmptyState>
        <ErrorState title="We could not load prices" retryLabel="Try again" onRetry={() => undefined} code="network">
          Check your connection, then try again. Your items are kept.
        </ErrorState>
      </State>
      <State name="icons" title="Icons">
        <div className="icons">
          {ITEM_KINDS.map((kind) => (
            <figure key={kind}>
              <ItemIcon kind={kind} />
              <figcaption>{kind}</figcaption>
            </figure>
          ))}
          {UI_ICON_NAMES.map((name) => (
            <figure key={name}>
              <UiIcon name={name} />
              <figcaption>{name}</figcaption>
            </figure>
          ))}
        </div>
      </State>
      {/* Kit components read their tokens from a `.hk-root` ancestor, as inside every element. */}
      <HaulkitRoot theme={theme}>
        <Dialog
          open={open}
          title="Change the date"
          closeLabel="Close"
          onClose={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>Save date</Button>}
        >
          <Field label="Moving date" hint="For example, 14 3 2027">
            {(control) => <input {...control} className="hk-control" defaultValue="14/03/2027" />}
          </Field>
        </Dialog>
      </HaulkitRoot>
    </AnnouncerProvider>
  );
}

const main = document.querySelector('main');
if (main) {
  createRoot(main).render(<Gallery />);
  requestAnimationFrame(() => setTimeout(() => document.body.setAttribute('data-ready', 'true'), 100));
}
